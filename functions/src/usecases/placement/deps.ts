import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the placement floor takes from the process's services, beside the session's list host: the column locks a WIP limit is
 * held under.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type PlacementDeps = Pick<Services, 'columnLocks'>;

export const placementDepsOf = (session: Pick<SiteContext, 'services'>): PlacementDeps => session.services;
