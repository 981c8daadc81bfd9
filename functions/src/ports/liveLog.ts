import type { RealtimeEvent } from '@listboard/shared';

/** The events of a board after a sequence number, as far as they are still kept. */
export interface MissedEvents {
  /** Oldest first, each with its `sequence`. */
  events: RealtimeEvent[];
  /** False when some of them are no longer kept (too many or too old): the page reads the board again. */
  complete: boolean;
}

/**
 * Numbers each board's live events and keeps the latest of them for a while (docs/live-updates.md#catching-up),
 * so a page that read the board before its channel joined, or lost it for a moment, can ask for what it
 * missed instead of reading the whole board again.
 */
export interface LiveLog {
  /** The event with the board's next sequence number (1, 2, ...: no number twice, none left out, across every instance), now kept. */
  append(boardId: string, event: RealtimeEvent): Promise<RealtimeEvent>;
  /** The board's latest sequence number, 0 before its first event. */
  latest(boardId: string): Promise<number>;
  /** The board's events after `after`. */
  since(boardId: string, after: number): Promise<MissedEvents>;
  /** Forgets a removed board's numbers and events. */
  removeBoard(boardId: string): Promise<void>;
}
