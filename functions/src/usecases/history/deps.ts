import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the history group takes from the process's services, beside the session's list host: the settings, for the deployment's
 * time zone.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type HistoryDeps = Pick<Services, 'settings'>;

export const historyDepsOf = (session: Pick<SiteContext, 'services'>): HistoryDeps => session.services;
