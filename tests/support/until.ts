/** Polls until `found` gives a value, or fails after `timeoutMs` saying what it waited for. */
export async function until<T>(found: () => T | undefined, timeoutMs: number, what: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting after ${timeoutMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
