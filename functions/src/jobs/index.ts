// The functions the host runs besides HTTP: a queue trigger and four timers. Each one reads the process's
// services and hands them to its use case, as a route hands its request to one.
import { CHANGE_QUEUE, type QueueJob } from '../ports/changeQueue';
import { services } from '../composition/services';
import { deliverChanges, remindEverywhere } from '../usecases/notifications/index';
import { inEverySettledLocation } from '../usecases/common/settledLocations';
import { resumeTransfers } from '../usecases/admin/index';
import { sweepTrash } from '../usecases/boards/index';
import { purgeRecycledCards } from '../usecases/item/index';
import { feedbackMailDepsOf, sendWaitingFeedback } from '../usecases/feedback/index';

/** The queue-triggered handler of pending changes (docs/notifications.md): the Functions host runs it on each message, the local host through its QueuePoller. */
export const changeJob: QueueJob = {
  queueName: CHANGE_QUEUE,
  handle: (message) => deliverChanges(services(), message),
};

/** The reminder timer (docs/notifications.md): every 5 minutes, on the minute (NCRONTAB, seconds first). */
export const reminderJob = {
  schedule: '0 */5 * * * *',
  run: (now = new Date()): Promise<void> => remindEverywhere(services(), now),
};

/**
 * The retention timer of the trash bin (docs/boards-home.md#the-trash-bin) and of the built-in lists' recycle bin
 * (docs/board-page.md#undo): hourly, so a removal cut short is finished soon.
 */
export const trashJob = {
  schedule: '0 17 * * * *',
  run: async (now = new Date()): Promise<void> => {
    await inEverySettledLocation(services(), (located) => sweepTrash(located, now));
    await purgeRecycledCards(services(), now);
  },
};

/** The data transfer timer (docs/data-location.md): every 15 seconds it takes up the transfers whose runner stopped. */
export const transferJob = {
  schedule: '*/15 * * * * *',
  run: (now = new Date()): Promise<void> => resumeTransfers(services(), now),
};

/** The feedback timer (docs/news-and-feedback.md): every 15 minutes it mails the feedback kept while it could not be mailed. */
export const feedbackJob = {
  schedule: '0 */15 * * * *',
  run: (now = new Date()): Promise<void> => sendWaitingFeedback(feedbackMailDepsOf(services()), now),
};

/**
 * Waits until what this process's writes recorded is done: their changes stored and queued for mail, and
 * their lists' digests brought up to date (a host stopping, tests).
 */
export async function drainChangeRecorder(): Promise<void> {
  const current = services();
  await Promise.all([current.changeRecorder?.drain(), current.digestPasses.drain()]);
}
