import { CHANGE_QUEUE } from '../adapters/queues/storageQueues';
import type { QueueJob } from '../adapters/queues/queuePoller';
import type { Services } from '../ports/services';
import { type NotifierDeps, notifyChanges } from '../usecases/notifications/changeNotifier';
import { runReminders } from '../usecases/notifications/reminderRunner';
import { sweepTrash } from '../usecases/boards/trashRetention';
import { feedbackDepsOf, sendWaitingFeedback } from '../usecases/feedback/feedbackService';
import { services } from './services';

/** The services mail needs, or a failure while mail is off. */
function mailDeps(current: Services): NotifierDeps {
  const { mailer, settings } = current;
  if (!mailer || !settings.mail) throw new Error('Notification mail is off (LISTBOARD_MAIL_TRANSPORT).');
  const { appUrl, linkSecret, timeZone } = settings.mail;
  return {
    boards: current.boards, pending: current.pendingChanges, mailer, deliveries: current.deliveries, unsubscribes: current.unsubscribes, languages: current.languages,
    mail: { appUrl, linkSecret, timeZone }, log: current.log,
  };
}

/**
 * The queue-triggered handler of pending changes (issue 16): the Functions host runs it on each
 * message of CHANGE_QUEUE, the local host through its QueuePoller. It fails while mail is off, so
 * that changes recorded before mail was switched off wait in the poison queue rather than vanish.
 */
export const changeJob: QueueJob = {
  queueName: CHANGE_QUEUE,
  handle: (message) => notifyChanges(mailDeps(services()), message),
};

/** Boards whose lists the timer cannot read, told once per process rather than every 5 minutes. */
const unreadBoards = new Set<string>();

/** The reminder timer (issue 16): every 5 minutes, on the minute (NCRONTAB, seconds first). */
export const reminderJob = {
  schedule: '0 */5 * * * *',
  /** One run for the tick `now` falls in; with mail off there is nothing to send. */
  async run(now = new Date()): Promise<void> {
    const current = services();
    if (!current.settings.mail) return;
    const deps = mailDeps(current);
    await runReminders({
      ...deps, cursors: current.reminderCursors,
      unreadable: (boardId) => {
        if (unreadBoards.has(boardId)) return;
        unreadBoards.add(boardId);
        deps.log(`Board ${boardId}: reminders on SharePoint need the app's own access to the site (LISTBOARD_CLIENT_CERTIFICATE), which this deployment has not; none are sent.`);
      },
      listsFor: (tenant) => current.listHostOfApp(tenant),
    }, now);
  },
};

/** The trash bin's retention timer (issue 17): hourly, so a removal cut short is finished soon. */
export const trashJob = {
  schedule: '0 17 * * * *',
  run: (now = new Date()): Promise<void> => sweepTrash(services(), now),
};

/** The feedback timer (issue 17): every 15 minutes it mails the feedback kept while it could not be mailed. */
export const feedbackJob = {
  schedule: '0 */15 * * * *',
  run: (now = new Date()): Promise<void> => sendWaitingFeedback(feedbackDepsOf(services()), now),
};

/** Waits until the changes this process's writes recorded are stored and queued (a host stopping, tests). */
export async function drainChangeRecorder(): Promise<void> {
  await services().changeRecorder?.drain();
}
