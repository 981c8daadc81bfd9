import { type AuthConfig, type SignInUser, type User, boardRole } from '@listboard/shared';
import { notAllowed, notFound } from '../errors';
import type { SiteUser } from '../../ports/listHost';
import type { Services } from '../../ports/services';
import type { SiteContext } from '../../context/session';

export function toUser(user: SiteUser): User {
  return { id: user.id, name: user.name, email: user.email, login: user.login, canCreateLists: user.isSiteAdmin };
}

export function authConfig(services: Services): AuthConfig {
  const { authMode, demoSiteUrl, appInsightsConnectionString } = services.settings;
  return { mode: authMode, defaultSiteUrl: demoSiteUrl, appInsightsConnectionString };
}

/** Local sign-in serves only the local stack; its routes check this before they look up the site. */
export function requireLocalSignIn(services: Services) {
  const signIn = services.localSignIn;
  if (!signIn) throw notFound('local_signin_disabled', 'Local sign-in is available only on the local stack.');
  return signIn;
}

/**
 * The users the local sign-in page offers: the site's users, each with their role on the demo board
 * (owner, editor, view-only) when the stack names one and it is this site's, so a person knows whom
 * to pick for what they want to try.
 */
export async function localSignInUsers(site: SiteContext): Promise<SignInUser[]> {
  requireLocalSignIn(site.services);
  const { demoBoardId } = site.services.settings;
  const [users, demo] = await Promise.all([
    site.services.listHost.getSiteUsers(site.siteUrl),
    demoBoardId ? site.services.boards.get(site.tenant, demoBoardId) : null,
  ]);
  const board = demo?.config;
  return users.map((user) => ({
    ...toUser(user),
    ...(board && { demoBoard: { name: board.name, role: boardRole({ login: user.login, groups: user.groups, isTenantAdmin: user.isSiteAdmin }, board.permission) } }),
  }));
}

/** Issues a development token for a user of the site. */
export async function localSignIn(site: SiteContext, login: string): Promise<{ token: string; user: User }> {
  const signIn = requireLocalSignIn(site.services);
  const user = await site.services.listHost.getUserByLogin(site.siteUrl, login);
  if (!user) throw notAllowed('not_site_member', `${login} is not a user of ${site.siteUrl}.`);
  return { token: await signIn.issue(user.login), user: toUser(user) };
}
