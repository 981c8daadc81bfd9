import type { RealtimeEvent } from '@listboard/shared';

/** The live channel of the boards: each board is a group that pages join. */
export interface Realtime {
  publish(boardId: string, event: RealtimeEvent): Promise<void>;
  /** A client URL that joins the board's group and nothing else; null when live updates are off. */
  clientAccessUrl(userId: string, boardId: string): Promise<string | null>;
}
