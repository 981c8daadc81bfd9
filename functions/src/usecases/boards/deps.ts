import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the boards group takes from the process's services, beside the session's list host: the boards and their templates, each
 * person's boards-home preferences and language, the licence a new board takes its default permission from, the settings, the
 * log, and every store a board removed for good is deleted from.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type BoardsDeps = Pick<
  Services,
  | 'boards'
  | 'templates'
  | 'preferences'
  | 'languages'
  | 'licenses'
  | 'licenseKeys'
  | 'settings'
  | 'log'
  | 'filters'
  | 'watchers'
  | 'pendingChanges'
  | 'unsubscribes'
  | 'reminderCursors'
  | 'deliveries'
  | 'columnLocks'
  | 'presence'
  | 'realtime'
>;

export const boardsDepsOf = (session: Pick<SiteContext, 'services'>): BoardsDeps => session.services;
