import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the site group takes from the process's services, beside the session's list host: the licence that names the avatar
 * source, and the directory's pictures.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type SiteDeps = Pick<Services, 'licenses' | 'directoryPhotosFor'>;

export const siteDepsOf = (session: Pick<SiteContext, 'services'>): SiteDeps => session.services;
