import { errorText } from '@listboard/shared';
import type { DigestPasses } from '../../ports/versionDigests';

type Pass = () => Promise<void>;

interface Entry {
  /** The pass that runs next: the last one asked for stands for them all. */
  next: Pass | null;
  /** While the next pass waits for a quiet moment: its timer, and the latest it may start. */
  timer: ReturnType<typeof setTimeout> | null;
  deadline: number;
  /** The pass running now, if any. */
  current: Promise<void>;
  running: boolean;
  done: Promise<void>;
  finish: () => void;
}

/** A pass starts once no write has asked for one this long... */
export const QUIET_MS = 500;
/** ...or this long after the first that asked, whichever comes first. */
export const MAX_WAIT_MS = 3_000;

/**
 * The digest passes of one process. Writes to a list come in bursts: a pass waits for a quiet moment (at most
 * MAX_WAIT_MS), and the passes asked for meanwhile or while one runs collapse into one, which reads every change
 * they were asked for. A pass reads the list's recent changes and merges them into the whole digest, so one
 * after every write of a burst took the CPU the burst's next writes wanted (docs/performance.md). They run after
 * the write's answer; a failed pass is logged, and the next one (or the next charts request, which merges the
 * changes since the digest's cursor itself) reads the changes from the digest's cursor.
 */
export class InProcessDigestPasses implements DigestPasses {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly log: (message: string) => void,
    private readonly quietMs = QUIET_MS,
  ) {}

  schedule(digest: string, pass: Pass): void {
    const entry = this.entries.get(digest) ?? this.newEntry(digest);
    entry.next = pass;
    if (!entry.running) this.wait(digest, entry);
  }

  /** Settles when the pass over `digest` running now has ended; one waiting for a quiet moment starts at once. */
  current(digest: string): Promise<void> {
    const entry = this.entries.get(digest);
    if (!entry) return Promise.resolve();
    if (!entry.running) this.start(digest, entry);
    return entry.current;
  }

  async drain(): Promise<void> {
    while (this.entries.size > 0) {
      for (const [digest, entry] of this.entries) if (!entry.running) this.start(digest, entry);
      await Promise.all([...this.entries.values()].map((entry) => entry.done));
    }
  }

  private newEntry(digest: string): Entry {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const entry: Entry = { next: null, timer: null, deadline: 0, current: Promise.resolve(), running: false, done, finish };
    this.entries.set(digest, entry);
    return entry;
  }

  private wait(digest: string, entry: Entry): void {
    const now = Date.now();
    if (entry.timer === null) entry.deadline = now + MAX_WAIT_MS;
    else clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.start(digest, entry), Math.max(0, Math.min(this.quietMs, entry.deadline - now)));
  }

  private start(digest: string, entry: Entry): void {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
    const pass = entry.next;
    entry.next = null;
    if (!pass) {
      this.entries.delete(digest);
      entry.finish();
      return;
    }
    entry.running = true;
    entry.current = pass().catch((error: unknown) =>
      this.log(`The version digest ${digest} was not brought up to date: ${errorText(error)}`),
    );
    void entry.current.then(() => {
      entry.running = false;
      if (entry.next) this.wait(digest, entry);
      else this.start(digest, entry);
    });
  }
}
