import { type JWTPayload, type JWTVerifyGetKey, createRemoteJWKSet, customFetch, errors, jwtVerify } from 'jose';
import type { Identity, TokenCheck } from '../../ports/identity';

/** Whom the API trusts: one OpenID provider (Entra ID, or the local stand-in) and what its tokens must say. */
export interface OidcTrust {
  /** The provider's base: its discovery document is `{authority}/.well-known/openid-configuration`. */
  authority: string;
  /** The issuer a token must name; `{tid}` stands for the token's own tenant (Entra's multi-tenant issuers). */
  issuer: string;
  /** Our API: its client id or app id URI (api://...); a token must be meant for one of them. */
  audiences: readonly string[];
  /** The delegated scope the page asks for (access_as_user); a token must grant it in `scp`. */
  scope: string;
}

/** Clocks of the machines involved differ a little; Entra's own libraries allow five minutes, we allow two. */
export const CLOCK_SKEW_SECONDS = 120;
/** A provider that does not answer within this is reported unavailable (a fast 503), never waited on. */
const PROVIDER_TIMEOUT_MS = 3000;
/** After the keys were read, an unknown key id reads them again at most this often (key rotation). */
const KEY_REFRESH_COOLDOWN_MS = 30_000;
/** Keys are read again after this long even when every token names a known one. */
const KEY_MAX_AGE_MS = 10 * 60_000;
// Asymmetric algorithms only: a provider's public keys cannot check an HMAC, and `none` is never a signature.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];
/** Entra's directory role template ids (`wids`) of the people who administer a tenant's sites. */
const DIRECTORY_ADMIN_ROLES = new Set([
  '62e90394-69f5-4237-9190-012177145e10', // Global Administrator
  'f28a1f50-f6e7-4571-818b-6a12f2af6b6c', // SharePoint Administrator
]);
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How the provider is asked (its discovery document and keys): the platform's fetch, or one that trusts a local certificate. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const refused = (reason: string): TokenCheck => ({ status: 'refused', reason });

/**
 * The keys could not be read (a timeout, no answer, a bad answer): jose reports those with its base
 * error class or as the fetch's own error, and everything wrong with the token with a subclass.
 */
function keysUnreadable(error: unknown): boolean {
  return error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError) || error.constructor === errors.JOSEError;
}

/** Why jose refused a token, in words a person (or an administrator reading the answer) understands. */
function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The token has expired.';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' || error.claim === 'iat') return 'The token is not valid yet.';
    if (error.claim === 'aud') return 'The token is not meant for this API.';
    return `The token's ${error.claim} claim is missing or not valid.`;
  }
  if (error instanceof errors.JWKSNoMatchingKey) return 'The token is signed with a key the identity provider does not publish.';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'The token signature is not valid.';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The token is signed with an algorithm that is not accepted.';
  return 'The token is not a valid signed token.';
}

/**
 * Access tokens of an OpenID provider, checked with jose: the signature against the provider's
 * published keys (found through discovery, cached, read again once for an unknown key id), the
 * issuer of the token's own tenant, the audience, exp and nbf with a small clock skew, and the scope.
 * The same code checks Entra ID's tokens and the local provider's; only the trust settings differ.
 */
export class OidcTokens implements Identity {
  private keys: Promise<JWTVerifyGetKey> | null = null;

  constructor(
    private readonly trust: OidcTrust,
    private readonly fetchFrom: Fetch = (url, init) => fetch(url, init),
  ) {}

  async verify(token: string): Promise<TokenCheck> {
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.keySet();
    } catch (error) {
      return { status: 'unavailable', reason: `The identity provider could not be reached: ${(error as Error).message}` };
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        audience: [...this.trust.audiences],
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'iss', 'tid', 'oid'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (keysUnreadable(error)) {
        return { status: 'unavailable', reason: "The identity provider's keys could not be read." };
      }
      return refused(reasonOf(error));
    }
    return this.checkClaims(payload);
  }

  private checkClaims(payload: JWTPayload): TokenCheck {
    const { tid, oid, scp, wids } = payload as JWTPayload & { tid?: unknown; oid?: unknown; scp?: unknown; wids?: unknown };
    if (typeof tid !== 'string' || !TENANT_ID.test(tid)) return refused('The token names no tenant.');
    if (payload.iss !== this.trust.issuer.replace('{tid}', tid)) return refused('The token comes from an issuer this API does not trust.');
    const scopes = typeof scp === 'string' ? scp.split(' ') : [];
    if (!scopes.includes(this.trust.scope)) return refused(`The token does not grant the ${this.trust.scope} scope.`);
    const login = [payload.preferred_username, payload.upn, payload.email].find((value) => typeof value === 'string' && value !== '');
    if (typeof oid !== 'string' || typeof login !== 'string') return refused('The token names no person.');
    const roles = Array.isArray(wids) ? wids : [];
    return {
      status: 'valid',
      user: { login, tenantId: tid.toLowerCase(), objectId: oid, isDirectoryAdmin: roles.some((role) => DIRECTORY_ADMIN_ROLES.has(role)) },
    };
  }

  /** Discovery is read once; a failed read is tried again by the next request rather than remembered. */
  private keySet(): Promise<JWTVerifyGetKey> {
    this.keys ??= this.discover().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async discover(): Promise<JWTVerifyGetKey> {
    const url = `${this.trust.authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await this.fetchFrom(url, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    const jwksUri = ((await response.json()) as { jwks_uri?: unknown } | null)?.jwks_uri;
    if (typeof jwksUri !== 'string') throw new Error(`${url} names no jwks_uri.`);
    return createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
      cooldownDuration: KEY_REFRESH_COOLDOWN_MS,
      cacheMaxAge: KEY_MAX_AGE_MS,
      [customFetch]: (url, init) => this.fetchFrom(url, init),
    });
  }
}
