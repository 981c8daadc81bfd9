import type { ConfidentialClient } from './confidentialClient';

/**
 * The app's own token for SharePoint (OAuth 2.0 client credentials with the certificate), for work that
 * runs for nobody: the reminder timer reads a board's lists with it. SharePoint answers such a token with
 * what the organisation granted the app on each site (`Sites.Selected`, docs/sharepoint.md), and
 * accepts it only when a certificate, not a secret, proved the app. The token is asked for in the
 * site's own tenant and kept while it lasts.
 */
export class AppOnly {
  constructor(private readonly client: ConfidentialClient) {}

  tokenFor(tenantId: string, origin: string): Promise<string> {
    return this.client.kept(
      `app|${tenantId}|${origin}`,
      () => this.client.clientFor(tenantId).acquireTokenByClientCredential({ scopes: [`${origin}/.default`] }),
      (code) => `Listboard's app may not read ${origin} on its own (${code}): an administrator grants it the sites (Sites.Selected).`,
    );
  }
}
