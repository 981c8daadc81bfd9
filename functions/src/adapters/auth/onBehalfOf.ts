import { createHash } from 'node:crypto';
import type { ConfidentialClient } from './confidentialClient';

/**
 * OAuth 2.0 on-behalf-of: the caller's token for our API is exchanged for one for SharePoint at their
 * site's origin (`{origin}/.default`), so SharePoint answers with the person's own rights. Each exchange
 * is kept by the caller's token and origin while it lasts: a board's many requests cost one exchange.
 * Entra exchanges in the caller's own tenant (`{tid}` in the authority).
 */
export class OnBehalfOf {
  constructor(private readonly client: ConfidentialClient) {}

  /** A SharePoint token for `origin`, for the person whose API token `assertion` is. */
  tokenFor(assertion: string, tenantId: string | null, origin: string): Promise<string> {
    const key = `person|${createHash('sha256').update(assertion).digest('base64url')}|${origin}`;
    return this.client.kept(
      key,
      () => this.client.clientFor(tenantId).acquireTokenOnBehalfOf({ oboAssertion: assertion, scopes: [`${origin}/.default`] }),
      (code) =>
        `SharePoint cannot be reached on your behalf (${code}): your organisation's administrator consents to Listboard for SharePoint, or you sign in again.`,
    );
  }
}
