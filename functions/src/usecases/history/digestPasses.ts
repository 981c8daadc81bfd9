import type { DigestPasses } from '../../ports/versionDigests';
import { errorText } from '../common/errorText';

interface Running {
  next: (() => Promise<void>) | null;
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
    const entry: Running = { next: pass, done: Promise.resolve() };
    this.running.set(digest, entry);
    entry.done = this.runAll(digest, entry);
  }

  idle(digest: string): Promise<void> {
    return this.running.get(digest)?.done ?? Promise.resolve();
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((entry) => entry.done));
  }

  private async runAll(digest: string, entry: Running): Promise<void> {
    // Started on the next tick, so that the writes of the same moment join this pass.
    await Promise.resolve();
    while (entry.next) {
      const pass = entry.next;
      entry.next = null;
      try {
        await pass();
      } catch (error) {
        this.log(`The version digest ${digest} was not brought up to date: ${errorText(error)}`);
      }
    }
    this.running.delete(digest);
  }
}
