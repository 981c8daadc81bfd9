import { CHANGE_QUEUE } from '../adapters/queues/storageQueues';
import type { QueueJob } from '../adapters/queues/queuePoller';
import type { DataLocation } from '@listboard/shared';
import type { BoardStore } from '../ports/boardStore';
import type { Services } from '../ports/services';
import { servicesOfTenant } from '../context/tenantServices';
import { isCopying, resumeTransfers } from '../usecases/admin/dataTransfer';
import { type NotifierDeps, notifyChanges, parseChangesMessage } from '../usecases/notifications/changeNotifier';
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
 * The queue-triggered handler of pending changes (docs/notifications.md): the Functions host runs it on each
 * message of CHANGE_QUEUE, the local host through its QueuePoller. It fails while mail is off, so
 * that changes recorded before mail was switched off wait in the poison queue rather than vanish.
 */
export const changeJob: QueueJob = {
  queueName: CHANGE_QUEUE,
  async handle(message) {
    const current = services();
    const changes = parseChangesMessage(message);
    const { services: tenants, placement } = await servicesOfTenant(current, changes.tenant);
    // While the tenant's data is being copied its pending changes cannot be taken: the message comes back later.
    if (isCopying(placement)) return current.changeQueue.enqueue(changes, TRANSFER_WAIT_SECONDS);
    return notifyChanges(mailDeps(tenants), changes);
  },
};

/** How long work on a moving tenant's data waits before it looks again: about a transfer's status poll. */
const TRANSFER_WAIT_SECONDS = 30;

/**
 * The work of a timer over every data location: each run sees the boards of one location, and only those
 * of tenants whose data is settled there (a tenant moving away, or its copies being removed, waits).
 */
async function inEveryLocation(current: Services, work: (located: Services) => Promise<void>): Promise<void> {
  const { dataLocations } = current;
  for (const location of dataLocations.available) {
    const stores = dataLocations.storesAt(location);
    await work({ ...current, ...stores, boards: settledOnly(stores.boards, current, location) });
  }
}

function settledOnly(boards: BoardStore, current: Services, location: DataLocation): BoardStore {
  const settled = async (tenant: string) => {
    const placement = await current.dataLocations.directory.placementOf(tenant);
    return placement.location === location && !isCopying(placement);
  };
  async function* everyBoard() {
    for await (const entry of boards.everyBoard()) if (await settled(entry.tenant)) yield entry;
  }
  // Every other call is the store's own.
  return Object.assign(Object.create(boards) as BoardStore, { everyBoard });
}

/** Boards whose lists the timer cannot read, told once per process rather than every 5 minutes. */
const unreadBoards = new Set<string>();

/** The reminder timer (docs/notifications.md): every 5 minutes, on the minute (NCRONTAB, seconds first). */
export const reminderJob = {
  schedule: '0 */5 * * * *',
  /** One run for the tick `now` falls in; with mail off there is nothing to send. */
  async run(now = new Date()): Promise<void> {
    const everywhere = services();
    if (!everywhere.settings.mail) return;
    await inEveryLocation(everywhere, (current) => remindIn(current, now));
  },
};

/** The reminders of one location's boards. */
async function remindIn(current: Services, now: Date): Promise<void> {
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
}

/** The trash bin's retention timer (docs/boards-home.md#the-trash-bin): hourly, so a removal cut short is finished soon. */
export const trashJob = {
  schedule: '0 17 * * * *',
  run: (now = new Date()): Promise<void> => inEveryLocation(services(), (located) => sweepTrash(located, now)),
};

/** The data transfer timer (docs/data-location.md): every 15 seconds it takes up the transfers whose runner stopped. */
export const transferJob = {
  schedule: '*/15 * * * * *',
  run: (now = new Date()): Promise<void> => resumeTransfers(services(), now),
};

/** The feedback timer (docs/news-and-feedback.md): every 15 minutes it mails the feedback kept while it could not be mailed. */
export const feedbackJob = {
  schedule: '0 */15 * * * *',
  run: (now = new Date()): Promise<void> => sendWaitingFeedback(feedbackDepsOf(services()), now),
};

/**
 * Waits until what this process's writes recorded is done: their changes stored and queued for mail, and
 * their lists' digests brought up to date (a host stopping, tests).
 */
export async function drainChangeRecorder(): Promise<void> {
  const current = services();
  await Promise.all([current.changeRecorder?.drain(), current.digestPasses.drain()]);
}
