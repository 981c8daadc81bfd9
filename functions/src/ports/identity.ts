/** Who signed in, as proven by the request's bearer token. */
export interface SignedInUser {
  /** The sign-in name (Entra's preferred_username), by which the person is found among the site's users. */
  login: string;
  /** The directory that vouches for the person (Entra's tid); null for the local development sign-in. */
  tenantId: string | null;
  /** The person's id in that directory, which never changes (Entra's oid); null for the local sign-in. */
  objectId: string | null;
  /** The token says the person administers the directory (Global or SharePoint Administrator). */
  isDirectoryAdmin: boolean;
}

/**
 * What a token check found: the person, or why the token was refused, or that the identity
 * provider could not be asked (its keys could not be read): no fault of the caller.
 */
export type TokenCheck =
  { status: 'valid'; user: SignedInUser } | { status: 'refused'; reason: string } | { status: 'unavailable'; reason: string };

export interface Identity {
  verify(token: string): Promise<TokenCheck>;
}

export interface LocalSignIn {
  issue(login: string): Promise<string>;
}

/**
 * Which directory (Entra tenant) owns a host origin (https://contoso.sharepoint.com): a valid token of
 * one tenant never reaches another tenant's sites. Recorded when a tenant's administrator connects
 * Listboard to a site, or given by the deployment's settings.
 */
export interface TenantBindings {
  tenantOf(origin: string): Promise<string | null>;
  /** Records the owner of an origin that has none yet; the owner it ends up with (an earlier one wins). */
  bind(origin: string, tenantId: string): Promise<string>;
}
