import { WebPubSubServiceClient } from '@azure/web-pubsub';
import { type PresenceChangedEvent, type RealtimeEvent, boardGroup } from '@listboard/shared';
import type { LiveLog, MissedEvents } from '../../ports/liveLog';
import type { Realtime } from '../../ports/realtime';
import type { WebPubSubAccess } from '../azureAccess';
import { statusOf } from '../tables/tableClients';
import { EventRefusedError, LiveOutbox } from './liveOutbox';

const TOKEN_MINUTES = 60;
/** One send may take this long; the outbox, not the SDK, retries (in order, with backoff). */
const SEND_TIMEOUT_MS = 2000;

/** Timeouts and throttling pass; any other 4xx (a message too large, a wrong key) would be refused again. */
function refusedForGood(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Azure Web PubSub (or the local emulator): a group per board, tokens that auto-join just that group.
 * Each event is numbered by the live log on its way out (once: a send that is retried keeps its number).
 */
export class WebPubSubRealtime implements Realtime {
  private readonly client: WebPubSubServiceClient;
  private readonly outbox: LiveOutbox;
  private readonly numbered = new WeakMap<RealtimeEvent, RealtimeEvent>();

  constructor(
    access: WebPubSubAccess,
    hub: string,
    private readonly liveLog: LiveLog,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    const options = { retryOptions: { maxRetries: 0 } };
    this.client =
      typeof access === 'string'
        ? new WebPubSubServiceClient(access, hub, { ...options, allowInsecureConnection: /Endpoint=http:\/\//i.test(access) })
        : new WebPubSubServiceClient(access.endpoint, access.credential, hub, options);
    this.outbox = new LiveOutbox((boardId, event) => this.send(boardId, event), log);
  }

  publish(boardId: string, event: RealtimeEvent): void {
    this.outbox.enqueue(boardId, event);
  }

  announce(boardId: string, event: PresenceChangedEvent): void {
    this.client
      .group(boardGroup(boardId))
      .sendToAll(event, { abortSignal: AbortSignal.timeout(SEND_TIMEOUT_MS) })
      .catch((error: unknown) => this.log(`Presence of board ${boardId} was not sent: ${String(error)}`));
  }

  async clientAccessUrl(userId: string, boardId: string): Promise<string> {
    // No roles: the connection may not join or send to any other group.
    const token = await this.client.getClientAccessToken({
      userId,
      groups: [boardGroup(boardId)],
      roles: [],
      expirationTimeInMinutes: TOKEN_MINUTES,
    });
    return token.url;
  }

  latestSequence(boardId: string): Promise<number> {
    return this.liveLog.latest(boardId);
  }

  eventsAfter(boardId: string, after: number): Promise<MissedEvents> {
    return this.liveLog.since(boardId, after);
  }

  removeBoard(_tenant: string, boardId: string): Promise<void> {
    return this.liveLog.removeBoard(boardId);
  }

  private async send(boardId: string, event: RealtimeEvent): Promise<void> {
    let numbered = this.numbered.get(event);
    if (!numbered) {
      numbered = await this.liveLog.append(boardId, event);
      this.numbered.set(event, numbered);
    }
    try {
      await this.client.group(boardGroup(boardId)).sendToAll(numbered, { abortSignal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    } catch (error) {
      if (refusedForGood(error)) throw new EventRefusedError(`HTTP ${statusOf(error)}`);
      throw error;
    }
  }
}

/** Live updates switched off (no connection string): writes publish nothing, pages get no URL. */
export const realtimeOff: Realtime = {
  publish: () => undefined,
  announce: () => undefined,
  clientAccessUrl: async () => null,
  latestSequence: async () => null,
  eventsAfter: async () => null,
  removeBoard: async () => undefined,
};
