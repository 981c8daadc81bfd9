import { type QueueClient, QueueServiceClient, newPipeline } from '@azure/storage-queue';
import type { TokenCredential } from '@azure/identity';
import { CHANGE_QUEUE, type ChangeQueue, type PendingChangesMessage } from '../../ports/changeQueue';

/** The queue service: by connection string (Azurite, a keyed account) or by endpoint with the managed identity. */
export type QueueAccess = string | { queueEndpoint: string; credential: TokenCredential };

/** A few quick tries, each bounded: a write hands its event over in well under the request's time. */
const RETRIES = { maxTries: 3, tryTimeoutInMs: 5_000, retryDelayInMs: 200, maxRetryDelayInMs: 1_000 };

export function queueService(access: QueueAccess): QueueServiceClient {
  if (typeof access === 'string') return QueueServiceClient.fromConnectionString(access, { retryOptions: RETRIES });
  return new QueueServiceClient(access.queueEndpoint, newPipeline(access.credential, { retryOptions: RETRIES }));
}

/** A queue client of the service, created on first use (the queue too, when missing). */
export function lazyQueue(service: QueueServiceClient, name: string): () => Promise<QueueClient> {
  let ready: Promise<QueueClient> | null = null;
  return () => {
    ready ??= (async () => {
      const queue = service.getQueueClient(name);
      await queue.createIfNotExists();
      return queue;
    })();
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };
}

/** The Functions host reads queue messages as base64 (its default messageEncoding). */
export const encodeMessage = (body: unknown): string => Buffer.from(JSON.stringify(body), 'utf8').toString('base64');
export const decodeMessage = (text: string): unknown => JSON.parse(Buffer.from(text, 'base64').toString('utf8'));

/** Told of each message this process sends: its queue's name and the moment it becomes visible (ms). */
type SentListener = (queueName: string, visibleAt: number) => void;
const sentListeners = new Set<SentListener>();

/**
 * Listens to the messages this process sends, so a poller in the same process (the local stack's) reads each
 * when it becomes visible instead of polling fast while the queue is idle; the answer stops listening.
 */
export function onMessageSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export class StorageChangeQueue implements ChangeQueue {
  private readonly queue: () => Promise<QueueClient>;

  constructor(service: QueueServiceClient) {
    this.queue = lazyQueue(service, CHANGE_QUEUE);
  }

  /** The message stays invisible for the delay: the queue, not a sleeping process, holds the combining window. */
  async enqueue(message: PendingChangesMessage, delaySeconds: number): Promise<void> {
    await (await this.queue()).sendMessage(encodeMessage(message), { visibilityTimeout: delaySeconds });
    const visibleAt = Date.now() + delaySeconds * 1000;
    for (const listener of sentListeners) listener(CHANGE_QUEUE, visibleAt);
  }
}
