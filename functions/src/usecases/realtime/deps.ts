import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the realtime group takes from the process's services, beside the session's list host: the live channel
 * and the boards' presence roster.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type RealtimeDeps = Pick<Services, 'realtime' | 'presence'>;

export const realtimeDepsOf = (session: Pick<SiteContext, 'services'>): RealtimeDeps => session.services;
