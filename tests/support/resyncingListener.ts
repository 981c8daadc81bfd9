import { type OnServerDataMessageArgs, WebPubSubClient } from '@azure/web-pubsub-client';
import type { Item, NegotiateResponse, RealtimeEvent } from '@listboard/shared';
import type { ApiClient } from './apiClient';
import { cardsOf, loadBoard } from './boardEditor';
import { CLIENT_OPTIONS } from './liveListener';
import { until } from './until';

/** The page waits 5 s before it reconnects; a test need not. */
const RECONNECT_DELAY_MS = 500;

export interface BoardReload {
  startedAt: number;
  cards: Item[];
}

/**
 * A live client that behaves as the board page does (frontend/src/api/liveChannel.ts and
 * features/board/live/useLiveBoard.ts): it asks the negotiate API for its URL on every connect,
 * reconnects after its connection is lost, and reloads the board once it is back, since it missed
 * the events sent meanwhile.
 */
export class ResyncingListener {
  readonly received: RealtimeEvent[] = [];
  readonly reloads: BoardReload[] = [];
  connections = 0;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly socket: WebPubSubClient;

  constructor(
    private readonly client: ApiClient,
    private readonly boardID: string,
  ) {
    this.socket = new WebPubSubClient({ getClientAccessUrl: () => this.negotiate() }, CLIENT_OPTIONS);
    this.socket.on('server-message', (e: OnServerDataMessageArgs) => this.received.push(e.message.data as RealtimeEvent));
    this.socket.on('connected', () => {
      this.connections += 1;
      if (this.connections > 1) void this.reload();
    });
    this.socket.on('stopped', () => this.reconnectLater());
  }

  start(): Promise<void> {
    return this.socket.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.socket.stop();
  }

  async next(predicate: (event: RealtimeEvent) => boolean, timeoutMs: number): Promise<RealtimeEvent> {
    return until(
      () => this.received.find(predicate),
      timeoutMs,
      () => `no matching live event within ${timeoutMs} ms`,
    );
  }

  /** Waits until the client has reconnected `count` times in all and reloaded the board after the last of them. */
  async reconnected(count: number, timeoutMs: number): Promise<BoardReload> {
    return until(
      () => (this.connections > count ? this.reloads[count - 1] : undefined),
      timeoutMs,
      () => `${this.connections - 1} reconnections, ${this.reloads.length} reloads`,
    );
  }

  private async negotiate(): Promise<string> {
    const answer = await this.client.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: this.boardID });
    if (answer.status !== 200) throw new Error(`negotiate answered ${answer.status}`);
    return answer.body.url;
  }

  /** One reconnection at a time: a failed start and a lost connection may both ask for one. */
  private reconnectLater(): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.start().catch(() => this.reconnectLater()), RECONNECT_DELAY_MS);
  }

  private async reload(): Promise<void> {
    const startedAt = performance.now();
    this.reloads.push({ startedAt, cards: cardsOf(await loadBoard(this.client, this.boardID)) });
  }
}
