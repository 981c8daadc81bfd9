import { type OnServerDataMessageArgs, WebPubSubClient, WebPubSubJsonProtocol } from '@azure/web-pubsub-client';

export const CLIENT_OPTIONS = {
  protocol: WebPubSubJsonProtocol(),
  autoReconnect: false,
  keepAliveIntervalInMs: 1000,
  keepAliveTimeoutInMs: 3000,
};

/** A client that collects the server messages it receives. */
export async function listen(url: string) {
  const client = new WebPubSubClient(url, CLIENT_OPTIONS);
  const received: unknown[] = [];
  client.on('server-message', (e: OnServerDataMessageArgs) => received.push(e.message.data));
  await client.start();
  return {
    client,
    received,
    async next<T>(predicate: (message: T) => boolean, timeoutMs = 5000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find((m) => predicate(m as T));
        if (found) return found as T;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received).slice(0, 500)}`);
    },
  };
}
