import type { RealtimeEvent } from '@listboard/shared';

/** What a board's live channel tells (liveChannel opens it, liveChannelClient runs it). */
export interface LiveChannelHandlers {
  onEvent(event: RealtimeEvent): void;
  /** The channel is connected after a loss, or after a first attempt failed: events may have been missed meanwhile. */
  onReconnected(): void;
}

export interface LiveChannel {
  close(): void;
}
