import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the filters group takes from the process's services, beside the session's list host: each person's private filters.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type FiltersDeps = Pick<Services, 'filters'>;

export const filtersDepsOf = (session: Pick<SiteContext, 'services'>): FiltersDeps => session.services;
