import { errorText } from '@listboard/shared';
import type { ChangeEvent, ChangeQueue, ChangeRecorder, PendingChangesMessage } from '../../ports/changeQueue';
import type { PendingChanges } from '../../ports/pendingChanges';

/**
 * A hand-over waits this long for more changes after the first: under a burst, one transaction and one
 * message then carry the changes of many writes rather than one each. It adds to the changes a dying
 * process may leave untold, and is small beside the combining window.
 */
const GATHER_MS = 200;

/** A message names at most this many changes: each reference takes under 200 of the queue message's 64 KiB. */
const MAX_CHANGES_PER_MESSAGE = 200;

export interface OutboxDeps {
  pending: PendingChanges;
  queue: ChangeQueue;
  /** The combining window: a hand-over's message is delayed by it (LISTBOARD_MAIL_COMBINE_SECONDS). */
  combineSeconds: number;
  log(message: string): void;
}

/** A hand-over's messages: one per board, naming its changes, split where a message would grow too large. */
function messagesOf(events: readonly ChangeEvent[], keys: readonly string[]): PendingChangesMessage[] {
  const byBoard = new Map<string, PendingChangesMessage>();
  const messages: PendingChangesMessage[] = [];
  events.forEach((event, index) => {
    const board = `${event.tenant} ${event.boardId}`;
    let message = byBoard.get(board);
    if (!message || message.changes.length === MAX_CHANGES_PER_MESSAGE) {
      message = { tenant: event.tenant, boardId: event.boardId, changes: [] };
      byBoard.set(board, message);
      messages.push(message);
    }
    message.changes.push({ listId: event.listId, itemId: event.itemId, key: keys[index] });
  });
  return messages;
}

/**
 * Where the writes of one process leave their changes for mail (docs/notifications.md). A write hands its change
 * over and answers at once: describing the change (the reads it needs), storing it with the changes
 * pending for mail and queueing the delayed message that tells it happen after the answer. A hand-over
 * gathers the changes of GATHER_MS, and while one is under way the next changes gather for the next:
 * under a burst, a few storage calls carry many changes.
 *
 * The price of an answer that does not wait: a change made in the last moments before its process
 * dies is not told. The write itself always stands, as it did when the queue could not be reached.
 */
export class ChangeOutbox implements ChangeRecorder {
  private waiting: ChangeEvent[] = [];
  private handingOver: Promise<void> | null = null;
  private readonly describing = new Set<Promise<void>>();

  constructor(private readonly deps: OutboxDeps) {}

  record(describe: () => Promise<ChangeEvent>, what: string): void {
    const work: Promise<void> = describe()
      .then((event) => {
        this.waiting.push(event);
        this.handOverSoon();
      })
      .catch((error: unknown) => this.deps.log(`${what} was not recorded for mail: ${errorText(error)}`))
      .finally(() => this.describing.delete(work));
    this.describing.add(work);
  }

  async drain(): Promise<void> {
    while (this.describing.size > 0 || this.handingOver) {
      await Promise.all(this.describing);
      await this.handingOver;
    }
  }

  private handOverSoon(): void {
    this.handingOver ??= new Promise((resolve) => setTimeout(resolve, GATHER_MS))
      .then(() => this.handOverAll())
      .finally(() => {
        this.handingOver = null;
        // A change that arrived while the last hand-over was finishing still goes.
        if (this.waiting.length > 0) this.handOverSoon();
      });
  }

  private async handOverAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const events = this.waiting.splice(0);
      try {
        await this.handOver(events);
      } catch (error) {
        this.deps.log(`${events.length} change(s) were not handed over for mail: ${errorText(error)}`);
      }
    }
  }

  private async handOver(events: readonly ChangeEvent[]): Promise<void> {
    const keys = await this.deps.pending.add(events);
    for (const message of messagesOf(events, keys)) {
      try {
        await this.deps.queue.enqueue(message, this.deps.combineSeconds);
      } catch (error) {
        // Stored but not queued: the card's next change is told together with these.
        this.deps.log(
          `Changes of board ${message.boardId} are stored but not queued; they wait for the card's next change: ${errorText(error)}`,
        );
      }
    }
  }
}
