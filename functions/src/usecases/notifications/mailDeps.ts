import type { NotifierDeps } from './changeNotifier';
import type { NotificationsDeps } from './deps';

/** The services mail needs, or a failure while mail is off (LISTBOARD_MAIL_TRANSPORT). */
export function notifierDepsOf(current: NotificationsDeps): NotifierDeps {
  const { mailer, settings } = current;
  if (!mailer || !settings.mail) throw new Error('Notification mail is off (LISTBOARD_MAIL_TRANSPORT).');
  const { appUrl, linkSecret, timeZone } = settings.mail;
  return {
    boards: current.boards,
    pending: current.pendingChanges,
    mailer,
    deliveries: current.deliveries,
    unsubscribes: current.unsubscribes,
    languages: current.languages,
    mail: { appUrl, linkSecret, timeZone },
    log: current.log,
  };
}
