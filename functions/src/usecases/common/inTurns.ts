/**
 * Maps items with at most `width` calls in flight, keeping the items' order in the answer: a
 * request about a selection reads its cards side by side without sending a hundred reads at once
 * to a list host that throttles (SharePoint answers 429 to bursts).
 */
export async function mapInTurns<T, R>(items: readonly T[], width: number, map: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await map(items[index], index);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
