import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueServiceClient } from '@azure/storage-queue';
import { CHANGE_QUEUE, type PendingChangesMessage } from '../../ports/changeQueue';
import { QueuePoller } from './queuePoller';
import { StorageChangeQueue } from './storageQueues';

interface Stored {
  messageId: string;
  messageText: string;
  visibleAt: number;
  dequeueCount: number;
}

/** A storage queue as Azurite answers the calls the poller makes: messages hidden until their visibility timeout ends. */
class QueueDouble {
  readonly messages: Stored[] = [];
  receives = 0;
  private ids = 0;

  async createIfNotExists(): Promise<void> {}

  async sendMessage(messageText: string, options: { visibilityTimeout?: number } = {}): Promise<void> {
    this.ids += 1;
    this.messages.push({
      messageId: String(this.ids),
      messageText,
      visibleAt: Date.now() + (options.visibilityTimeout ?? 0) * 1000,
      dequeueCount: 0,
    });
  }

  async receiveMessages({ numberOfMessages, visibilityTimeout }: { numberOfMessages: number; visibilityTimeout: number }) {
    this.receives += 1;
    const now = Date.now();
    const taken = this.messages.filter((message) => message.visibleAt <= now).slice(0, numberOfMessages);
    for (const message of taken) {
      message.visibleAt = now + visibilityTimeout * 1000;
      message.dequeueCount += 1;
    }
    return { receivedMessageItems: taken.map((message) => ({ ...message, popReceipt: `pop-${message.messageId}` })) };
  }

  async deleteMessage(messageId: string): Promise<void> {
    this.messages.splice(
      this.messages.findIndex((message) => message.messageId === messageId),
      1,
    );
  }
}

const MESSAGE = { tenant: 'https://demo.listboard.local', boardId: 'b1' } as unknown as PendingChangesMessage;

let queues: Map<string, QueueDouble>;
let service: QueueServiceClient;
let handled: number[];
let poller: QueuePoller;

beforeEach(() => {
  vi.useFakeTimers();
  queues = new Map();
  service = {
    getQueueClient: (name: string) => {
      if (!queues.has(name)) queues.set(name, new QueueDouble());
      return queues.get(name);
    },
  } as unknown as QueueServiceClient;
  handled = [];
  poller = new QueuePoller(service, { queueName: CHANGE_QUEUE, handle: async () => void handled.push(Date.now()) }, () => undefined);
});

afterEach(async () => {
  await poller.stop();
  vi.useRealTimers();
});

const changes = () => queues.get(CHANGE_QUEUE) as QueueDouble;

describe('the local queue trigger', () => {
  it('polls an idle queue less and less often, up to every 2 s', async () => {
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    // At 0, 0.25, 0.75, 1.75, 3.75, 5.75, 7.75 and 9.75 s: 8 reads where a fixed 250 ms took 40.
    expect(changes().receives).toBe(8);
  });

  it('reads a message this process sent when it becomes visible, however long the idle interval has grown', async () => {
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    const sent = Date.now();
    await new StorageChangeQueue(service).enqueue(MESSAGE, 1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(handled).toHaveLength(1);
    expect(handled[0] - sent).toBeGreaterThanOrEqual(1_000);
    expect(handled[0] - sent).toBeLessThan(1_100);
    expect(changes().messages).toHaveLength(0);
  });

  it('reads a message sent elsewhere by the next poll, and stops at once while it waits', async () => {
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    await changes().sendMessage(Buffer.from(JSON.stringify(MESSAGE)).toString('base64'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(handled).toHaveLength(1);
    let stopped = false;
    void poller.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(true);
  });
});
