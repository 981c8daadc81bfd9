import { type AuthConfig, type MeQuery, type SignInUser, type SiteConnection, type User, boardRole, errorText } from '@listboard/shared';
import { invalid, notAllowed, notFound } from '../errors';
import type { SiteUser } from '../../ports/listHost';
import type { Services } from '../../ports/services';
import type { Session, SiteContext } from '../../context/session';
import { authDepsOf } from './deps';

export function toUser(user: SiteUser): User {
  return { id: user.id, name: user.name, email: user.email, login: user.login, canCreateLists: user.isSiteAdmin };
}

/**
 * GET /api/auth/me: the signed-in user. The page says its language, which their mail is written in;
 * keeping it never fails the sign-in.
 */
export async function me(session: Session, query: MeQuery): Promise<User> {
  if (query.language) {
    const deps = authDepsOf(session);
    await deps.languages.remember(session.tenant, session.user.login, query.language).catch((error: unknown) => {
      deps.log(`The language of ${session.user.login} was not kept: ${errorText(error)}`);
    });
  }
  return toUser(session.user);
}

export function authConfig(services: Services): AuthConfig {
  const { authMode, demoSiteUrl, appInsightsConnectionString, oidc, teamsHostOrigins } = services.settings;
  const openId = oidc && {
    authority: oidc.authority,
    clientId: oidc.clientId,
    scopes: [oidc.pageScope],
    protocol: authMode === 'entra' ? ('aad' as const) : ('oidc' as const),
  };
  return { mode: authMode, openId, defaultSiteUrl: demoSiteUrl, appInsightsConnectionString, teamsHostOrigins };
}

/** Local sign-in serves only the local stack; its routes check this before they look up the site. */
export function requireLocalSignIn(services: Pick<Services, 'localSignIn'>) {
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
  const deps = authDepsOf(site);
  requireLocalSignIn(deps);
  const { demoBoardId } = deps.settings;
  const [users, demo] = await Promise.all([
    site.lists.getSiteUsers(site.siteUrl),
    demoBoardId ? deps.boards.get(site.tenant, demoBoardId) : null,
  ]);
  const board = demo?.config;
  return users.map((user) => ({
    ...toUser(user),
    ...(board && {
      demoBoard: {
        name: board.name,
        role: boardRole({ login: user.login, groups: user.groups, isTenantAdmin: user.isSiteAdmin }, board.permission),
      },
    }),
  }));
}

/** Issues a development token for a user of the site. */
export async function localSignIn(site: SiteContext, login: string): Promise<{ token: string; user: User }> {
  const signIn = requireLocalSignIn(authDepsOf(site));
  const user = await site.lists.getUserByLogin(site.siteUrl, login);
  if (!user) throw notAllowed('not_site_member', `${login} is not a user of ${site.siteUrl}.`);
  return { token: await signIn.issue(user.login), user: toUser(user) };
}

/**
 * Connects the site's host to the signed-in administrator's organisation (the tenant binding), so
 * that its people can use Listboard there. Only a directory administrator may, and only a host no
 * other organisation has connected: the first connection stands. With SharePoint, reading the site
 * with the administrator's own delegated token also proves the host is the organisation's.
 */
export async function connectSite(session: Session): Promise<SiteConnection> {
  const { tenantId, isDirectoryAdmin } = session.signedIn;
  if (tenantId === null) throw invalid('invalid_request', 'The local sign-in belongs to no organisation; there is nothing to connect.');
  if (!isDirectoryAdmin)
    throw notAllowed('not_directory_admin', 'Only an administrator of your organisation can connect Listboard to its sites.');
  const owner = await authDepsOf(session).tenantBindings.bind(session.tenant, tenantId);
  if (owner !== tenantId) throw notAllowed('other_tenant', `${session.tenant} is connected to another organisation.`);
  return { origin: session.tenant, tenantId };
}
