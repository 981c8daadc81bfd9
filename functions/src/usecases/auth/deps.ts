import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

/**
 * What the auth group takes from the process's services, beside the session's list host: the languages people's pages say, the
 * log, the sign-in settings and the local sign-in, the demo board the local sign-in page names, and the tenant bindings.
 * Its files pick from this, never from the whole `session.services` bag (docs/architecture.md, "The walls of the use cases").
 */
export type AuthDeps = Pick<Services, 'languages' | 'log' | 'settings' | 'localSignIn' | 'boards' | 'tenantBindings'>;

export const authDepsOf = (session: Pick<SiteContext, 'services'>): AuthDeps => session.services;
