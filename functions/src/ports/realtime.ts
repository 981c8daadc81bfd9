import type { PresenceChangedEvent, RealtimeEvent } from '@listboard/shared';
import type { MissedEvents } from './liveLog';

/** The live channel of the boards: each board is a group that pages join. */
export interface Realtime {
  /**
   * Queues the event for the board's group and returns at once: a write never waits for the
   * channel and never fails because of it. A board's events leave in the order they were queued,
   * each numbered by the board's live log on its way.
   */
  publish(boardId: string, event: RealtimeEvent): void;
  /**
   * Sends who has the board open to its group at once, beside the numbered events: a presence is not kept for
   * catching up, and one that fails to leave is only logged (the pages' next reports bring the list again).
   */
  announce(boardId: string, event: PresenceChangedEvent): void;
  /** A client URL that joins the board's group and nothing else; null when live updates are off. */
  clientAccessUrl(userId: string, boardId: string): Promise<string | null>;
  /** The board's latest event number (docs/live-updates.md#catching-up); null when live updates are off. */
  latestSequence(boardId: string): Promise<number | null>;
  /** The board's events after `after`; null when live updates are off. */
  eventsAfter(boardId: string, after: number): Promise<MissedEvents | null>;
  /** Forgets what the board's live log kept (a board removed for good). */
  removeBoard(tenant: string, boardId: string): Promise<void>;
}
