import { WebPubSubServiceClient } from '@azure/web-pubsub';
import { type RealtimeEvent, boardGroup } from '@listboard/shared';
import type { Realtime } from '../../ports/realtime';

const TOKEN_MINUTES = 60;

/** Azure Web PubSub (or the local emulator): a group per board, tokens that auto-join just that group. */
export class WebPubSubRealtime implements Realtime {
  private readonly client: WebPubSubServiceClient;

  constructor(connectionString: string, hub: string) {
    this.client = new WebPubSubServiceClient(connectionString, hub, {
      allowInsecureConnection: /Endpoint=http:\/\//i.test(connectionString),
    });
  }

  async publish(boardId: string, event: RealtimeEvent): Promise<void> {
    await this.client.group(boardGroup(boardId)).sendToAll(event);
  }

  async clientAccessUrl(userId: string, boardId: string): Promise<string> {
    // No roles: the connection may not join or send to any other group.
    const token = await this.client.getClientAccessToken({ userId, groups: [boardGroup(boardId)], roles: [], expirationTimeInMinutes: TOKEN_MINUTES });
    return token.url;
  }
}

/** Live updates switched off (no connection string): writes publish nothing, pages get no URL. */
export const realtimeOff: Realtime = {
  publish: async () => undefined,
  clientAccessUrl: async () => null,
};
