import type { LiveChannel, LiveChannelHandlers } from './liveChannelTypes';

/** Runs `work` when the page is next idle (at the latest after `timeoutMs`); returns the way to call it off. */
function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/** The longest a channel waits for an idle moment before its client loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The board's live channel (liveChannelClient). The Web PubSub client loads with the first channel a page opens,
 * at the page's next idle moment, not with the page: a board opens its channel once its cards are in, so the cards
 * are drawn before the client's code is fetched and run, and what happened meanwhile is caught up by number
 * (docs/performance.md#start-up).
 */
export function openLiveChannel(boardId: string, handlers: LiveChannelHandlers): LiveChannel {
  let closed = false;
  let channel: LiveChannel | null = null;
  const cancel = whenIdle(() => {
    void import('./liveChannelClient').then(({ connectLiveChannel }) => {
      if (!closed) channel = connectLiveChannel(boardId, handlers);
    });
  }, IDLE_TIMEOUT_MS);
  return {
    close() {
      closed = true;
      cancel();
      channel?.close();
    },
  };
}
