import type { RealtimeEvent } from '@listboard/shared';

/** The live channel of the boards: each board is a group that pages join. */
export interface Realtime {
  /**
   * Queues the event for the board's group and returns at once: a write never waits for the
   * channel and never fails because of it. A board's events leave in the order they were queued.
   */
  publish(boardId: string, event: RealtimeEvent): void;
  /** A client URL that joins the board's group and nothing else; null when live updates are off. */
  clientAccessUrl(userId: string, boardId: string): Promise<string | null>;
}
