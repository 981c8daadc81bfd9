import { CHANGE_QUEUE } from '../adapters/queues/storageQueues';
import type { QueueJob } from '../adapters/queues/queuePoller';
import { notifyChange } from '../usecases/notifications/changeNotifier';
import { services } from './services';

/**
 * The queue-triggered handler of change events (issue 16): the Functions host runs it on each
 * message of CHANGE_QUEUE, the local host through its QueuePoller. It fails while mail is off, so
 * that events recorded before mail was switched off wait in the poison queue rather than vanish.
 */
export const changeJob: QueueJob = {
  queueName: CHANGE_QUEUE,
  handle(message) {
    const current = services();
    if (!current.mailer || !current.settings.mail) throw new Error('Notification mail is off (LISTBOARD_MAIL_TRANSPORT).');
    return notifyChange({ boards: current.boards, mailer: current.mailer, deliveries: current.deliveries, appUrl: current.settings.mail.appUrl, log: current.log }, message);
  },
};
