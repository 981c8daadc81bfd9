import type { RealtimeEvent } from '@listboard/shared';

/** What a board's live channel tells (liveChannel opens it, liveChannelClient runs it). */
export interface LiveChannelHandlers {
  onEvent(event: RealtimeEvent): void;
  /** The channel has joined the board, the first time or again after a loss: events sent before may have been missed. */
  onJoined(): void;
}

export interface LiveChannel {
  close(): void;
}
