import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the admin group takes from the process's services, beside the session's list host: the board list and permissions of the
 * admin panel, the caller's favourite boards, the data locations a tenant's data moves between, and the licence that says who
 * manages the panel.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type AdminDeps = Pick<Services, 'boards' | 'preferences' | 'dataLocations' | 'licenses' | 'licenseKeys' | 'settings'>;

export const adminDepsOf = (session: Pick<SiteContext, 'services'>): AdminDeps => session.services;
