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

/** Polls until `done` answers true, or fails after `timeoutMs` saying what it waited for. */
export async function untilTrue(done: () => Promise<boolean>, what: string, timeoutMs = 60_000, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
