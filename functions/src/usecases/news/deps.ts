import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the news group takes from the process's services, beside the session's list host: the news store and the log.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type NewsDeps = Pick<Services, 'news' | 'log'>;

export const newsDepsOf = (session: Pick<SiteContext, 'services'>): NewsDeps => session.services;
