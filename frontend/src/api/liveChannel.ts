import type { LiveChannel, LiveChannelHandlers } from './liveChannelTypes';

/**
 * The board's live channel (liveChannelClient). The Web PubSub client loads with the first channel a
 * page opens, not with the page: a board shows its cards before its live updates are wired (docs/performance.md).
 */
export function openLiveChannel(boardId: string, handlers: LiveChannelHandlers): LiveChannel {
  let closed = false;
  let channel: LiveChannel | null = null;
  void import('./liveChannelClient').then(({ connectLiveChannel }) => {
    if (!closed) channel = connectLiveChannel(boardId, handlers);
  });
  return {
    close() {
      closed = true;
      channel?.close();
    },
  };
}
