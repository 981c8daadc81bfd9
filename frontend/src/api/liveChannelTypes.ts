import type { PresenceChangedEvent, RealtimeEvent } from '@listboard/shared';

/** What a board's live channel tells (liveChannel opens it, liveChannelClient runs it). */
export interface LiveChannelHandlers {
  onEvent(event: RealtimeEvent): void;
  /** The channel has joined the board, the first time or again after a loss: events sent before may have been missed. */
  onJoined(): void;
  /** Who has the board open changed (not a numbered event: docs/live-updates.md#presence). */
  onPresence(event: PresenceChangedEvent): void;
}

export interface LiveChannel {
  close(): void;
}
