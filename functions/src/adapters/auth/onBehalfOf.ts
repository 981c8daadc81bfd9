import { createHash } from 'node:crypto';
import { AuthError, ConfidentialClientApplication, type INetworkModule, type NetworkRequestOptions, type NetworkResponse, ProtocolMode, ServerError } from '@azure/msal-node';
import { ListAccessDeniedError } from '../../ports/listHost';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import type { OnBehalfOfSettings } from '../../settings';
import type { Fetch } from './oidcTokens';

/** MSAL's network calls through our fetch, so the local stack trusts its provider's certificate the way the token checks do. */
function networkThrough(fetchImpl: Fetch): INetworkModule {
  const send = async <T>(method: 'GET' | 'POST', url: string, options?: NetworkRequestOptions): Promise<NetworkResponse<T>> => {
    const response = await fetchImpl(url, { method, headers: options?.headers, body: options?.body, signal: AbortSignal.timeout(10_000) });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, body: (await response.json()) as T };
  };
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}

/** A kept token is exchanged again this long before it expires, so no request carries one about to end. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** Entra's codes for a consent the organisation has not given, or a person who must sign in again. */
const REFUSALS = ['invalid_grant', 'interaction_required', 'consent_required', 'unauthorized_client', 'invalid_scope'];

/**
 * OAuth 2.0 on-behalf-of (`@azure/msal-node`): the caller's token for our API is exchanged for one for
 * SharePoint at their site's origin (`{origin}/.default`), so SharePoint answers with the person's own
 * rights. Each exchange is kept by the caller's token and origin until five minutes before it expires,
 * and parallel requests share one: a board's many requests cost one exchange. (MSAL's own cache finds
 * a token by the scopes the answer names, which for `.default` need not include `.default`.) Entra
 * exchanges in the caller's own tenant (`{tid}` in the authority).
 */
export class OnBehalfOf {
  private readonly clients = new Map<string, ConfidentialClientApplication>();
  private readonly tokens = new Map<string, { token: Promise<string>; renewAt: number }>();

  constructor(private readonly settings: OnBehalfOfSettings, private readonly fetchImpl?: Fetch) {}

  private clientFor(tenantId: string | null): ConfidentialClientApplication {
    const authority = this.settings.authority.replace('{tid}', tenantId ?? 'organizations');
    let client = this.clients.get(authority);
    if (!client) {
      const directory = !authority.startsWith('https://login.microsoftonline.com/');
      client = new ConfidentialClientApplication({
        auth: { clientId: this.settings.clientId, clientSecret: this.settings.clientSecret, authority, ...(directory ? { knownAuthorities: [new URL(authority).host] } : {}) },
        system: { ...(directory ? { protocolMode: ProtocolMode.OIDC } : {}), ...(this.fetchImpl ? { networkClient: networkThrough(this.fetchImpl) } : {}) },
      });
      this.clients.set(authority, client);
    }
    return client;
  }

  /** A SharePoint token for `origin`, for the person whose API token `assertion` is. */
  tokenFor(assertion: string, tenantId: string | null, origin: string): Promise<string> {
    const now = Date.now();
    const key = `${createHash('sha256').update(assertion).digest('base64url')}|${origin}`;
    const kept = this.tokens.get(key);
    if (kept && kept.renewAt > now) return kept.token;
    for (const [stale, entry] of this.tokens) if (entry.renewAt <= now) this.tokens.delete(stale);
    const entry = { token: this.exchange(assertion, tenantId, origin, (renewAt) => { entry.renewAt = renewAt; }), renewAt: now + RENEW_BEFORE_MS };
    this.tokens.set(key, entry);
    entry.token.catch(() => this.tokens.delete(key));
    return entry.token;
  }

  private async exchange(assertion: string, tenantId: string | null, origin: string, keepUntil: (renewAt: number) => void): Promise<string> {
    let result;
    try {
      result = await this.clientFor(tenantId).acquireTokenOnBehalfOf({ oboAssertion: assertion, scopes: [`${origin}/.default`] });
    } catch (error) {
      if (error instanceof ServerError && REFUSALS.includes(error.errorCode)) {
        throw new ListAccessDeniedError(`SharePoint cannot be reached on your behalf (${error.errorCode}): your organisation's administrator consents to Listboard for SharePoint, or you sign in again.`);
      }
      const reason = error instanceof AuthError ? `${error.errorCode}: ${error.errorMessage}` : (error as Error).message;
      throw new StorageUnavailableError(`The token for SharePoint could not be had (${reason}).`);
    }
    if (!result?.accessToken) throw new StorageUnavailableError('The identity provider answered without a token for SharePoint.');
    keepUntil((result.expiresOn?.getTime() ?? Date.now()) - RENEW_BEFORE_MS);
    return result.accessToken;
  }
}
