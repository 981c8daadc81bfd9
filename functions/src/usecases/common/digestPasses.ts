import { errorText } from '@listboard/shared';
import type { DigestPasses } from '../../ports/versionDigests';

interface Running {
  /** The pass asked for while one runs: the last one asked for stands for them all. */
  next: (() => Promise<void>) | null;
  current: Promise<void>;
  done: Promise<void>;
}

/**
 * The digest passes of one process. Writes to a list come in bursts: while a pass over its digest runs,
 * the passes asked for meanwhile collapse into one, run after it, which reads every change they were
 * asked for. They run after the write's answer; a failed pass is logged, and the next one (or the next
 * charts request) reads the changes from the digest's cursor.
 */
export class InProcessDigestPasses implements DigestPasses {
  private readonly running = new Map<string, Running>();

  constructor(private readonly log: (message: string) => void) {}

  schedule(digest: string, pass: () => Promise<void>): void {
    const running = this.running.get(digest);
    if (running) {
      running.next = pass;
      return;
    }
    const entry: Running = { next: null, current: Promise.resolve(), done: Promise.resolve() };
    this.running.set(digest, entry);
    entry.done = this.runFrom(digest, entry, pass);
  }

  current(digest: string): Promise<void> {
    return this.running.get(digest)?.current ?? Promise.resolve();
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((entry) => entry.done));
  }

  private async runFrom(digest: string, entry: Running, first: () => Promise<void>): Promise<void> {
    let pass: (() => Promise<void>) | null = first;
    while (pass) {
      entry.current = pass().catch((error: unknown) =>
        this.log(`The version digest ${digest} was not brought up to date: ${errorText(error)}`),
      );
      await entry.current;
      pass = entry.next;
      entry.next = null;
    }
    this.running.delete(digest);
  }
}
