import { X509Certificate, createPrivateKey } from 'node:crypto';
import { required } from './parse';

/**
 * How the functions prove to the directory that they are Listboard's app. A certificate is Microsoft's
 * advice and the only credential SharePoint accepts for an app's own (app-only) tokens, which the
 * reminder timer needs; a secret serves on-behalf-of only.
 */
export type AppCredential =
  { kind: 'certificate'; privateKey: string; thumbprintSha256: string; certificate: string } | { kind: 'secret'; secret: string };

/** The functions' confidential client (Entra: the same app as the page's). */
export interface ConfidentialClientSettings {
  clientId: string;
  /** From Key Vault in Azure (app setting references `listboard-client-certificate`, or `listboard-client-secret`). */
  credential: AppCredential;
  /** The token authority; `{tid}` stands for the caller's tenant (Entra exchanges a token in its own tenant). */
  authority: string;
}

export interface OidcSettings {
  /** The provider's base URL; its discovery document is below it. */
  authority: string;
  /** The issuer tokens must name; `{tid}` stands for the token's tenant. */
  issuer: string;
  /** Our API's client id and app id URI. */
  audiences: string[];
  /** The scope tokens must grant (in `scp`). */
  scope: string;
  /** The scope as the page asks for it: Entra names it by the API's app id URI (api://{client id}/access_as_user). */
  pageScope: string;
  /** The page's application (client) id, which the page signs in with. */
  clientId: string;
}

/** Entra ID's multi-tenant endpoints: any organisation may sign in, each token names its own tenant. */
export const ENTRA_AUTHORITY = 'https://login.microsoftonline.com/organizations/v2.0';
export const ENTRA_ISSUER = 'https://login.microsoftonline.com/{tid}/v2.0';
export const DEFAULT_API_SCOPE = 'access_as_user';

/** Entra's authority of one tenant, where a token of that tenant is exchanged. */
export const ENTRA_TENANT_AUTHORITY = 'https://login.microsoftonline.com/{tid}';

export function oidcSettings(env: Record<string, string | undefined>, authMode: 'entra' | 'oidc'): OidcSettings {
  const clientId = required('LISTBOARD_CLIENT_ID', env.LISTBOARD_CLIENT_ID);
  const scope = env.LISTBOARD_API_SCOPE || DEFAULT_API_SCOPE;
  const listed = (env.LISTBOARD_API_AUDIENCE ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return {
    authority:
      authMode === 'entra'
        ? env.LISTBOARD_OIDC_AUTHORITY || ENTRA_AUTHORITY
        : required('LISTBOARD_OIDC_AUTHORITY', env.LISTBOARD_OIDC_AUTHORITY),
    issuer: authMode === 'entra' ? env.LISTBOARD_OIDC_ISSUER || ENTRA_ISSUER : required('LISTBOARD_OIDC_ISSUER', env.LISTBOARD_OIDC_ISSUER),
    // Entra writes the API's client id (v2 tokens) or its app id URI as the audience, so both are accepted by default.
    audiences: listed.length > 0 ? listed : [clientId, `api://${clientId}`],
    scope,
    pageScope: env.LISTBOARD_API_SCOPE_URI || (authMode === 'entra' ? `api://${clientId}/${scope}` : scope),
    clientId,
  };
}

/**
 * The PEM of a certificate with its private key, as Key Vault gives a PEM certificate's secret. MSAL
 * signs its client assertions with the key (PKCS #8) and names the certificate by its SHA-256 thumbprint.
 */
function certificateCredential(pem: string): AppCredential {
  try {
    const certificate = new X509Certificate(pem);
    const key = createPrivateKey(pem);
    if (!certificate.checkPrivateKey(key)) throw new Error("the private key is not the certificate's");
    return {
      kind: 'certificate',
      privateKey: String(key.export({ type: 'pkcs8', format: 'pem' })),
      thumbprintSha256: certificate.fingerprint256.replaceAll(':', ''),
      certificate: certificate.toString(),
    };
  } catch (error) {
    throw new Error(`LISTBOARD_CLIENT_CERTIFICATE must be the PEM of a certificate and its private key (${(error as Error).message}).`, {
      cause: error,
    });
  }
}

/** The SharePoint list host calls SharePoint as the signed-in person, so it needs a directory sign-in and the app's credential. */
export function confidentialClientSettings(
  env: Record<string, string | undefined>,
  authMode: 'local' | 'entra' | 'oidc',
  oidc: OidcSettings | null,
): ConfidentialClientSettings {
  if (authMode === 'local' || !oidc)
    throw new Error('LISTBOARD_LIST_HOST=sharepoint calls SharePoint as the signed-in person: set LISTBOARD_AUTH_MODE to entra (or oidc).');
  const certificate = env.LISTBOARD_CLIENT_CERTIFICATE;
  const secret = env.LISTBOARD_CLIENT_SECRET;
  if (!certificate && !secret)
    throw new Error(
      "LISTBOARD_LIST_HOST=sharepoint needs the app's credential: LISTBOARD_CLIENT_CERTIFICATE (or LISTBOARD_CLIENT_SECRET, without reminders).",
    );
  return {
    clientId: env.LISTBOARD_OBO_CLIENT_ID || oidc.clientId,
    credential: certificate ? certificateCredential(certificate) : { kind: 'secret', secret: secret as string },
    authority: env.LISTBOARD_OBO_AUTHORITY || (authMode === 'entra' ? ENTRA_TENANT_AUTHORITY : oidc.authority),
  };
}

/**
 * LISTBOARD_TENANT_BINDINGS: `tenantId=origin origin;tenantId=origin`, the host origins a deployment
 * knows to belong to each tenant (e.g. `72f9...=https://contoso.sharepoint.com https://contoso-my.sharepoint.com`).
 */
export function parseTenantBindings(value: string | undefined): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const entry of (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [tenantId, origins = ''] = entry.split('=');
    for (const origin of origins.split(/\s+/).filter(Boolean)) {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`LISTBOARD_TENANT_BINDINGS names '${origin}', which is not a URL.`);
      }
      bindings.set(parsed.origin, tenantId.trim().toLowerCase());
    }
  }
  return bindings;
}
