import {
  type AccountInfo,
  type AuthenticationResult,
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
} from '@azure/msal-browser';
import type { OpenIdSignIn } from '@listboard/shared';
import { setProviderSignOut } from '../../../api/session';
import { setToken, setTokenRenewer } from '../../../api/token';

/** Renew this long before a token ends, so no call goes out with one that ends on its way. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** At least this long between two scheduled renewals. */
const MIN_RENEW_DELAY_MS = 30_000;

export type SessionStart = 'signed-in' | 'redirecting';

/**
 * Signs the person in with MSAL (authorization code with PKCE, redirect flow) and keeps the API's
 * access token fresh: silently before it ends, and again when the server refuses one. Entra ID in
 * its own protocol mode, any other OpenID provider (the local stack's) in MSAL's OIDC mode.
 */
export async function startOpenIdSession(config: OpenIdSignIn): Promise<SessionStart> {
  const page = `${window.location.origin}/`;
  const client = new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: [new URL(config.authority).host],
      redirectUri: page,
      postLogoutRedirectUri: page,
    },
    cache: { cacheLocation: 'localStorage' },
    system: { protocolMode: config.protocol === 'oidc' ? ProtocolMode.OIDC : ProtocolMode.AAD },
  });
  await client.initialize();
  const returned = await client.handleRedirectPromise();
  if (returned?.account) client.setActiveAccount(returned.account);
  const account = client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;
  if (!account) {
    // OpenID Connect grants offline access (the refresh token of silent renewal) only with a consent prompt;
    // Entra needs none and would show its consent screen for nothing.
    await client.loginRedirect({ scopes: config.scopes, ...(config.protocol === 'oidc' ? { prompt: 'consent' } : {}) });
    return 'redirecting';
  }
  client.setActiveAccount(account);
  const session = new TokenKeeper(client, account, config.scopes);
  const first = await session.acquire(false);
  if (!first) return 'redirecting';
  setTokenRenewer(() => session.acquire(true));
  // The id token tells the provider which sign-in ends, so it may send the person back to the page afterwards.
  setProviderSignOut(() => client.logoutRedirect({ account, idTokenHint: account.idToken }));
  return 'signed-in';
}

/** Holds the API token of one account: acquired silently, renewed on a timer before it ends. */
class TokenKeeper {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly client: PublicClientApplication,
    private readonly account: AccountInfo,
    private readonly scopes: string[],
  ) {}

  /** The token, from MSAL's cache or renewed; null when the person must sign in again (then MSAL redirects). */
  async acquire(forceRefresh: boolean): Promise<string | null> {
    let result: AuthenticationResult;
    try {
      result = await this.client.acquireTokenSilent({ scopes: this.scopes, account: this.account, forceRefresh });
    } catch (error) {
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      await this.client.acquireTokenRedirect({ scopes: this.scopes, account: this.account });
      return null;
    }
    setToken(result.accessToken, { remember: false });
    this.schedule(result.expiresOn);
    return result.accessToken;
  }

  private schedule(expiresOn: Date | null): void {
    if (this.timer) clearTimeout(this.timer);
    if (!expiresOn) return;
    const delay = Math.max(MIN_RENEW_DELAY_MS, expiresOn.getTime() - Date.now() - RENEW_BEFORE_MS);
    this.timer = setTimeout(() => void this.acquire(true).catch(() => undefined), delay);
  }
}
