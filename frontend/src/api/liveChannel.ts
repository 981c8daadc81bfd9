import type { LiveChannel, LiveChannelHandlers } from './liveChannelTypes';

/** The latest the channel waits for an idle moment. */
const IDLE_WAIT_MS = 1000;

/** Runs `work` when the main thread is next idle (after the frames it was busy drawing), within IDLE_WAIT_MS; gives its cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * The board's live channel (liveChannelClient). The Web PubSub client loads with the first channel a page opens,
 * not with the page, and only once the page is idle, so it does not compete with the board's first cards; the
 * join catches up on what changed since the board was read (docs/live-updates.md, docs/performance.md#start-up).
 */
export function openLiveChannel(boardId: string, handlers: LiveChannelHandlers): LiveChannel {
  let closed = false;
  let channel: LiveChannel | null = null;
  const cancel = whenIdle(() => {
    void import('./liveChannelClient').then(({ connectLiveChannel }) => {
      if (!closed) channel = connectLiveChannel(boardId, handlers);
    });
  });
  return {
    close() {
      closed = true;
      cancel();
      channel?.close();
    },
  };
}
