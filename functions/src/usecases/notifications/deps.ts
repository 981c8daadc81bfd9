import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the notifications group takes from the process's services, beside the session's list host: the boards, the change
 * recorder, the pending changes, the mail transport and its settings, the delivery ledger, the unsubscribes, people's languages
 * and the log.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type NotificationsDeps = Pick<
  Services,
  'boards' | 'changeRecorder' | 'pendingChanges' | 'mailer' | 'settings' | 'deliveries' | 'unsubscribes' | 'languages' | 'log'
>;

export const notificationsDepsOf = (session: Pick<SiteContext, 'services'>): NotificationsDeps => session.services;
