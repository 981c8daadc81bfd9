import { type Requester, clientIdSchema } from '@listboard/shared';
import { UseCaseError, invalid, notAllowed, notFound, notSignedIn } from '../usecases/errors';
import type { SignedInUser } from '../ports/identity';
import type { ListHost, SiteUser } from '../ports/listHost';
import type { TenantPlacement } from '../ports/dataLocations';
import type { Services } from '../ports/services';
import { servicesOfTenant } from './tenantServices';

/** The host site a request works on: its URL and its tenant (the site's origin). */
export interface SiteContext {
  /** The services, with the stores of the tenant's data location. */
  services: Services;
  /** Where the tenant's data is, and its move to another location while one runs. */
  placement: TenantPlacement;
  /** The list host on behalf of the caller: with SharePoint, the person's own rights, on their tenant's origin only. */
  lists: ListHost;
  siteUrl: string;
  tenant: string;
}

/** A signed-in user on a known site. */
export interface Session extends SiteContext {
  user: SiteUser;
  /** Who the token says signed in (their directory and id there). */
  signedIn: SignedInUser;
  requester: Requester;
  /** The page that made the request (its live events skip it), when it said. */
  clientId: string | null;
}

/** Site URLs become Table keys, which hold at most 1 KiB once encoded. */
const MAX_SITE_URL = 260;

/** Where SPHostUrl points, normalised; not yet known to exist. */
interface SiteAddress {
  siteUrl: string;
  tenant: string;
}

/** Parses and normalises SPHostUrl; a malformed one is refused before anything is looked up. */
function siteAddressOf(spHostUrl: string | null): SiteAddress {
  if (!spHostUrl) throw invalid('missing_sphost', 'The request has no SPHostUrl (the host site).');
  if (spHostUrl.length > MAX_SITE_URL) throw invalid('invalid_sphost', `SPHostUrl is longer than ${MAX_SITE_URL} characters.`);
  let url: URL;
  try {
    url = new URL(spHostUrl);
  } catch {
    throw invalid('invalid_sphost', `SPHostUrl '${spHostUrl}' is not an absolute URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('invalid_sphost', 'SPHostUrl must be an http or https URL.');
  return { siteUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, tenant: url.origin };
}

async function siteAt(services: Services, lists: ListHost, address: SiteAddress): Promise<SiteContext> {
  const web = await lists.getWeb(address.siteUrl);
  if (!web) throw notFound('site_not_found', `There is no site at ${address.siteUrl}.`);
  return { ...(await servicesOfTenant(services, address.tenant)), lists, siteUrl: web.url, tenant: address.tenant };
}

/** The site of SPHostUrl, which must exist on the list host, for a caller not signed in yet (the local sign-in page). */
export async function openSite(services: Services, spHostUrl: string | null): Promise<SiteContext> {
  const address = siteAddressOf(spHostUrl);
  return siteAt(services, services.listHostFor({ accessToken: null, signedIn: null, origin: address.tenant }), address);
}

/** What a signed-in call carries besides its path and payload. */
export interface Credentials {
  spHostUrl: string | null;
  authorization: string | null;
  clientIdHeader: string | null;
}

async function verifiedToken(services: Services, authorization: string | null): Promise<{ token: string; signedIn: SignedInUser }> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw notSignedIn();
  const check = await services.identity.verify(token);
  if (check.status === 'unavailable') {
    services.log(check.reason);
    throw new UseCaseError('identity_unavailable', 'Sign-in cannot be checked right now. Please try again in a moment.');
  }
  if (check.status === 'refused') throw notSignedIn(check.reason);
  return { token, signedIn: check.user };
}

/**
 * A token of one organisation reaches only the sites of hosts that organisation owns (the tenant
 * binding), whatever the sites themselves would answer: a valid token of tenant A never reads or
 * writes tenant B's boards. The local sign-in belongs to no directory and serves the local stack only.
 */
async function requireOwnTenant(services: Services, signedIn: SignedInUser, origin: string): Promise<void> {
  if (signedIn.tenantId === null) return;
  const owner = await services.tenantBindings.tenantOf(origin);
  if (owner === null)
    throw notAllowed(
      'tenant_not_bound',
      `Listboard is not connected to ${origin} yet: an administrator of your organisation signs in and connects it.`,
    );
  if (owner !== signedIn.tenantId) throw notAllowed('other_tenant', `${origin} belongs to another organisation.`);
}

export interface SessionOptions {
  /** For connecting a host to the caller's organisation: the tenant binding is what the call makes. */
  unboundTenant?: boolean;
}

/**
 * Verifies the bearer token, checks that the person's organisation owns the site's host, then finds
 * the site and the user among its users. The token and the tenant come before the site lookup: a
 * caller learns nothing about which sites exist on hosts that are not theirs.
 */
export async function openSession(services: Services, credentials: Credentials, options: SessionOptions = {}): Promise<Session> {
  const address = siteAddressOf(credentials.spHostUrl);
  const { token, signedIn } = await verifiedToken(services, credentials.authorization);
  if (!options.unboundTenant) await requireOwnTenant(services, signedIn, address.tenant);
  const site = await siteAt(services, services.listHostFor({ accessToken: token, signedIn, origin: address.tenant }), address);
  const user = await site.lists.getUserByLogin(site.siteUrl, signedIn.login);
  if (!user) throw notAllowed('not_site_member', `${signedIn.login} is not a user of ${site.siteUrl}.`);
  const { clientIdHeader } = credentials;
  const clientId = clientIdSchema.safeParse(clientIdHeader).success ? clientIdHeader : null;
  return {
    ...site,
    user,
    signedIn,
    requester: { login: user.login, groups: user.groups, isTenantAdmin: user.isSiteAdmin, isDirectoryAdmin: signedIn.isDirectoryAdmin },
    clientId,
  };
}
