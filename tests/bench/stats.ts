export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (values: number[]) => percentile(values, 50);

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function sample(count: number, warmUp: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timed(() => run(i)));
  return times;
}
