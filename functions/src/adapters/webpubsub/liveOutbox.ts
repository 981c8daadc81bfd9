import { errorText } from '@listboard/shared';
import type { RealtimeEvent } from '@listboard/shared';

/** Sends one event to a board's group; rejects when the channel did not take it. */
export type SendToBoard = (boardId: string, event: RealtimeEvent) => Promise<void>;

/** The channel answered that it will never take this event (sending it again cannot help). */
export class EventRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventRefusedError';
  }
}

export interface OutboxLimits {
  /** Events a board may have waiting; past it the oldest waiting one is dropped, and logged. */
  maxWaiting: number;
  /** The wait before the first retry; it doubles with every failure up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
}

/**
 * 500 events is far more than a board's pages can use after an outage: a page that lost its
 * connection catches up when it is back, or reads the board again (docs/live-updates.md#catching-up).
 */
const DEFAULT_OUTBOX_LIMITS: OutboxLimits = { maxWaiting: 500, firstRetryDelayMs: 250, maxRetryDelayMs: 5000 };

function describe(boardId: string, event: RealtimeEvent): string {
  const item = 'itemID' in event ? ` of item ${event.itemID}` : '';
  return `${event.type}${item} for board ${boardId}`;
}

function pause(ms: number): Promise<void> {
  // Unref'd: a retry waiting for the channel never keeps the process alive on its own.
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Live events leave after the write's response, so no write waits for the live channel. Each
 * board has its own queue, sent one event at a time in the order of the writes; while the channel
 * fails, the head event is retried with growing waits, and nothing is dropped unless the queue
 * outgrows its bound (logged) or the channel refuses an event for good (logged).
 *
 * The outbox lives in the process, and that is a choice: on the Azure Functions Consumption plan
 * an instance may be frozen between invocations, so an event still waiting then leaves when the
 * instance thaws (late events are harmless: pages take an update only when it is newer than their
 * copy), and is lost if the instance is recycled. A durable outbox would cost a storage write per
 * event on every write's path; events are kept (and numbered) by the live log only as they leave,
 * and a page that missed events because its connection dropped asks for them when it reconnects,
 * which is what covers a channel outage (docs/live-updates.md#catching-up).
 */
export class LiveOutbox {
  private readonly waiting = new Map<string, RealtimeEvent[]>();

  constructor(
    private readonly send: SendToBoard,
    private readonly log: (message: string) => void,
    private readonly limits: OutboxLimits = DEFAULT_OUTBOX_LIMITS,
  ) {}

  /** Queues the event behind the board's earlier ones and returns at once. */
  enqueue(boardId: string, event: RealtimeEvent): void {
    const queue = this.waiting.get(boardId);
    if (!queue) {
      this.waiting.set(boardId, [event]);
      void this.drain(boardId);
      return;
    }
    queue.push(event);
    // The head is being sent; the oldest behind it makes room.
    if (queue.length > this.limits.maxWaiting + 1) {
      const [dropped] = queue.splice(1, 1);
      this.log(
        `Live update ${describe(boardId, dropped)} was dropped: ${this.limits.maxWaiting} updates were already waiting for the live channel.`,
      );
    }
  }

  private async drain(boardId: string): Promise<void> {
    const queue = this.waiting.get(boardId) as RealtimeEvent[];
    let failures = 0;
    while (queue.length > 0) {
      const event = queue[0];
      try {
        await this.send(boardId, event);
        if (failures > 0) this.log(`The live channel took ${describe(boardId, event)} after ${failures} failed attempts.`);
        failures = 0;
        queue.shift();
      } catch (error) {
        const reason = errorText(error);
        if (error instanceof EventRefusedError) {
          this.log(`Live update ${describe(boardId, event)} was dropped: the live channel refused it (${reason}).`);
          failures = 0;
          queue.shift();
          continue;
        }
        if (failures === 0) this.log(`Live update ${describe(boardId, event)} is waiting: the live channel failed (${reason}); retrying.`);
        failures += 1;
        await pause(Math.min(this.limits.firstRetryDelayMs * 2 ** (failures - 1), this.limits.maxRetryDelayMs));
      }
    }
    this.waiting.delete(boardId);
  }
}
