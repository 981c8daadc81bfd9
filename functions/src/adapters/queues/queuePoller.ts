import { errorText } from '@listboard/shared';
import type { QueueServiceClient } from '@azure/storage-queue';
import type { QueueJob } from '../../ports/changeQueue';
import { decodeMessage, lazyQueue } from './storageQueues';

/** The Functions host's defaults (host.json queues): tries before the poison queue, and the poll interval. */
const MAX_DEQUEUE_COUNT = 5;
const POLL_MS = 250;
/** After the queue could not be read (storage down), the next try waits longer, and says so once. */
const OUTAGE_POLL_MS = 2_000;
/** How long a taken message stays hidden: a failed one comes back after this, as a retry. */
const VISIBILITY_SECONDS = 2;
const BATCH = 16;

/**
 * The local stand-in for the Functions host's queue trigger: polls the queue, hands each message to
 * the job, deletes it when handled, leaves it to come back when the handler failed, and moves it to
 * `{queue}-poison` after its fifth try, so that a poisoned message never blocks the rest.
 */
export class QueuePoller {
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly queue;
  private readonly poison;

  constructor(
    service: QueueServiceClient,
    private readonly job: QueueJob,
    private readonly log: (message: string) => void,
  ) {
    this.queue = lazyQueue(service, job.queueName);
    this.poison = lazyQueue(service, `${job.queueName}-poison`);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** Handles what the queue holds now; for tests that wait for the queue to be drained. */
  async drain(): Promise<number> {
    const queue = await this.queue();
    const { receivedMessageItems: messages } = await queue.receiveMessages({
      numberOfMessages: BATCH,
      visibilityTimeout: VISIBILITY_SECONDS,
    });
    await Promise.all(
      messages.map(async (message) => {
        if (message.dequeueCount > MAX_DEQUEUE_COUNT) {
          await (await this.poison()).sendMessage(message.messageText);
          await queue.deleteMessage(message.messageId, message.popReceipt);
          this.log(`Queue ${this.job.queueName}: message ${message.messageId} moved to the poison queue after ${MAX_DEQUEUE_COUNT} tries.`);
          return;
        }
        try {
          await this.job.handle(decodeMessage(message.messageText), message.dequeueCount);
          await queue.deleteMessage(message.messageId, message.popReceipt);
        } catch (error) {
          this.log(`Queue ${this.job.queueName}: message ${message.messageId} failed (try ${message.dequeueCount}): ${errorText(error)}`);
        }
      }),
    );
    return messages.length;
  }

  private async run(): Promise<void> {
    let failing = false;
    while (this.running) {
      let wait = POLL_MS;
      try {
        const handled = await this.drain();
        failing = false;
        if (handled > 0) continue;
      } catch (error) {
        if (!failing) this.log(`Queue ${this.job.queueName} could not be read: ${errorText(error)}`);
        failing = true;
        wait = OUTAGE_POLL_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
