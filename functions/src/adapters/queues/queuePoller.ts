import { errorText } from '@listboard/shared';
import type { QueueServiceClient } from '@azure/storage-queue';
import type { QueueJob } from '../../ports/changeQueue';
import { decodeMessage, lazyQueue, onMessageSent } from './storageQueues';

/** The Functions host's defaults (host.json queues): tries before the poison queue, and the first poll interval. */
const MAX_DEQUEUE_COUNT = 5;
const POLL_MS = 250;
/**
 * While the queue stays empty the interval doubles up to this, as the Functions host backs off (to a minute
 * there): an idle stack polled four times a second. Messages this process sends are read when they become
 * visible whatever the interval (onMessageSent), so only others' messages wait for the next poll.
 */
const MAX_IDLE_POLL_MS = 2_000;
/** A delayed message is read this long after its visibility starts, so the storage's clock has passed it. */
const VISIBILITY_MARGIN_MS = 50;
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
  /** The moments (ms) messages this process sent become visible, not read yet. */
  private expected: number[] = [];
  /** Ends the loop's current wait at once (a message expected sooner, or stop). */
  private wake: () => void = () => undefined;
  private stopListening: () => void = () => undefined;

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
    this.stopListening = onMessageSent((queueName, visibleAt) => {
      if (queueName === this.job.queueName) this.expect(visibleAt + VISIBILITY_MARGIN_MS);
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening();
    this.wake();
    await this.loop;
  }

  /** A message becomes visible at `at`: the loop reads the queue then, sooner than its idle interval would. */
  private expect(at: number): void {
    this.expected.push(at);
    this.wake();
  }

  /** How long the loop may wait before an expected message is visible: `idle` at most. */
  private waitBefore(idle: number): number {
    return Math.min(idle, ...this.expected.map((at) => Math.max(0, at - Date.now())));
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
          // It comes back once its visibility timeout ends: the retry is read then.
          this.expect(Date.now() + VISIBILITY_SECONDS * 1000 + VISIBILITY_MARGIN_MS);
        }
      }),
    );
    return messages.length;
  }

  private async run(): Promise<void> {
    let failing = false;
    let idleWait = POLL_MS;
    while (this.running) {
      let wait: number;
      try {
        // The messages visible by now are read by this drain.
        const now = Date.now();
        this.expected = this.expected.filter((at) => at > now);
        const handled = await this.drain();
        failing = false;
        if (handled > 0) {
          idleWait = POLL_MS;
          continue;
        }
        wait = idleWait;
        idleWait = Math.min(idleWait * 2, MAX_IDLE_POLL_MS);
      } catch (error) {
        if (!failing) this.log(`Queue ${this.job.queueName} could not be read: ${errorText(error)}`);
        failing = true;
        wait = OUTAGE_POLL_MS;
      }
      await this.sleep(this.waitBefore(wait));
    }
  }

  /** Waits `ms`, or less when woken (a message expected sooner, or stop). */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
