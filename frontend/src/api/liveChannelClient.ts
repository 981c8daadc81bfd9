import { type OnServerDataMessageArgs, WebPubSubClient, WebPubSubJsonProtocol } from '@azure/web-pubsub-client';
import type { PresenceChangedEvent, RealtimeEvent } from '@listboard/shared';
import { negotiateLiveChannel } from './endpoints';
import type { LiveChannel, LiveChannelHandlers } from './liveChannelTypes';

/** Every kind of event the server sends; a kind a newer server adds is skipped until the page knows it. */
const EVENT_TYPES: Readonly<Record<RealtimeEvent['type'], true>> = {
  itemCreatedOrUpdated: true,
  itemRemoved: true,
  itemsChanged: true,
  itemsReordered: true,
  boardChanged: true,
};

/**
 * Events are trusted as the server's answers are (client.ts): the server builds them from the same
 * schemas. Only their kind is checked; parsing them here would load zod before a board's first card.
 */
function isRealtimeEvent(data: unknown): data is RealtimeEvent {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type);
}

/** Spec: when the push connection is lost it reconnects after 5 seconds. */
const RECONNECT_DELAY_MS = 5000;

/**
 * The board's live channel over Web PubSub. The access URL comes from the negotiate call each time
 * it connects, so a user who lost access to the board cannot rejoin. Failures are only logged.
 */
export function connectLiveChannel(boardId: string, handlers: LiveChannelHandlers): LiveChannel {
  const client = new WebPubSubClient(
    { getClientAccessUrl: async () => (await negotiateLiveChannel(boardId)).url },
    // A ping every 10 s, and 30 s without an answer count as lost: a connection that died silently
    // (a sleeping laptop, a dropped network) is noticed and resynced within half a minute, not two.
    {
      protocol: WebPubSubJsonProtocol(),
      autoReconnect: false,
      autoRejoinGroups: false,
      keepAliveIntervalInMs: 10_000,
      keepAliveTimeoutInMs: 30_000,
    },
  );
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    client.start().catch((error: unknown) => {
      console.warn('Live updates: could not connect', error);
      scheduleReconnect();
    });
  };
  const scheduleReconnect = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  // The board was read before the channel joined, or before it was lost: each join lets the page ask for what it missed.
  client.on('connected', () => handlers.onJoined());
  client.on('stopped', () => {
    console.warn('Live updates: connection lost; reconnecting in 5 s');
    scheduleReconnect();
  });
  client.on('server-message', (message: OnServerDataMessageArgs) => {
    const data = message.message.data;
    if (isRealtimeEvent(data)) handlers.onEvent(data);
    else if ((data as Partial<PresenceChangedEvent> | null)?.type === 'presenceChanged') handlers.onPresence(data as PresenceChangedEvent);
    else console.warn('Live updates: unknown message', data);
  });
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(retry);
      void client.stop();
    },
  };
}
