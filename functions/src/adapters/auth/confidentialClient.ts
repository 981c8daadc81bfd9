import {
  AuthError,
  ConfidentialClientApplication,
  type INetworkModule,
  type NetworkRequestOptions,
  type NetworkResponse,
  ProtocolMode,
  ServerError,
} from '@azure/msal-node';
import { ListAccessDeniedError } from '../../ports/listHost';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import type { ConfidentialClientSettings } from '../../settings';
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

/** A kept token is asked for again this long before it expires, so no request carries one about to end. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** Entra's codes for a consent or grant the organisation has not given, or a person who must sign in again. */
const REFUSALS = ['invalid_grant', 'interaction_required', 'consent_required', 'unauthorized_client', 'invalid_scope'];

/** What a token request gives: the token and when it ends. */
export interface IssuedToken {
  accessToken: string;
  expiresOn: Date | null;
}

/**
 * The functions' confidential client (`@azure/msal-node`), one per tenant authority, with the app's
 * credential: a certificate (MSAL signs a client assertion with it) or a secret. Tokens are kept by the
 * caller's key until five minutes before they expire, and parallel requests for one key share one
 * request. (MSAL's own cache finds a token by the scopes the answer names, which for `.default` need
 * not include `.default`.)
 */
export class ConfidentialClient {
  private readonly clients = new Map<string, ConfidentialClientApplication>();
  private readonly tokens = new Map<string, { token: Promise<string>; renewAt: number }>();

  constructor(
    private readonly settings: ConfidentialClientSettings,
    private readonly fetchImpl?: Fetch,
  ) {}

  /** The client of one tenant's authority (`{tid}`), or of the multi-tenant one. */
  clientFor(tenantId: string | null): ConfidentialClientApplication {
    const authority = this.settings.authority.replace('{tid}', tenantId ?? 'organizations');
    let client = this.clients.get(authority);
    if (!client) {
      const directory = !authority.startsWith('https://login.microsoftonline.com/');
      const { credential } = this.settings;
      client = new ConfidentialClientApplication({
        auth: {
          clientId: this.settings.clientId,
          authority,
          ...(credential.kind === 'certificate'
            ? { clientCertificate: { thumbprintSha256: credential.thumbprintSha256, privateKey: credential.privateKey } }
            : { clientSecret: credential.secret }),
          ...(directory ? { knownAuthorities: [new URL(authority).host] } : {}),
        },
        system: {
          ...(directory ? { protocolMode: ProtocolMode.OIDC } : {}),
          ...(this.fetchImpl ? { networkClient: networkThrough(this.fetchImpl) } : {}),
        },
      });
      this.clients.set(authority, client);
    }
    return client;
  }

  /** The token kept under `key`, or a new one from `request` (a refusal of the directory is a ListAccessDeniedError saying `refusal`). */
  kept(key: string, request: () => Promise<IssuedToken | null>, refusal: (code: string) => string): Promise<string> {
    const now = Date.now();
    const kept = this.tokens.get(key);
    if (kept && kept.renewAt > now) return kept.token;
    for (const [stale, entry] of this.tokens) if (entry.renewAt <= now) this.tokens.delete(stale);
    const entry = {
      token: this.issue(request, refusal, (renewAt) => {
        entry.renewAt = renewAt;
      }),
      renewAt: now + RENEW_BEFORE_MS,
    };
    this.tokens.set(key, entry);
    entry.token.catch(() => this.tokens.delete(key));
    return entry.token;
  }

  private async issue(
    request: () => Promise<IssuedToken | null>,
    refusal: (code: string) => string,
    keepUntil: (renewAt: number) => void,
  ): Promise<string> {
    let result;
    try {
      result = await request();
    } catch (error) {
      if (error instanceof ServerError && REFUSALS.includes(error.errorCode)) throw new ListAccessDeniedError(refusal(error.errorCode));
      const reason = error instanceof AuthError ? `${error.errorCode}: ${error.errorMessage}` : (error as Error).message;
      throw new StorageUnavailableError(`The token for SharePoint could not be had (${reason}).`);
    }
    if (!result?.accessToken) throw new StorageUnavailableError('The identity provider answered without a token for SharePoint.');
    keepUntil((result.expiresOn?.getTime() ?? Date.now()) - RENEW_BEFORE_MS);
    return result.accessToken;
  }
}
