import { X509Certificate, createPrivateKey } from 'node:crypto';
import {
  DATA_LOCATIONS,
  DEFAULT_TRASH_RETENTION_DAYS,
  type DataLocation,
  MAX_TRASH_RETENTION_DAYS,
  feedbackEmailSchema,
  isTimeZone,
} from '@listboard/shared';
/** App settings (environment variables in the style of Azure app settings); docs/settings.md lists them. */
export interface Settings {
  /** The storage account by connection string (Azurite, key-based accounts); null when `storageEndpoints` names it. */
  storageConnectionString: string | null;
  /** The storage account's endpoints, reached with the managed identity (Azure); null for a connection string. */
  storageEndpoints: { table: string; blob: string; queue: string } | null;
  listHost: 'local' | 'sharepoint';
  /**
   * local: the development sign-in page; entra: Microsoft Entra ID; oidc: another OpenID provider in
   * Entra's stead (the local stack's). entra and oidc check tokens through the same code (`oidc`).
   */
  authMode: 'local' | 'entra' | 'oidc';
  /** Whom the API trusts in entra and oidc mode; null in local mode. */
  oidc: OidcSettings | null;
  /** Host origins whose owning tenant the deployment states itself (tenant id by origin). */
  tenantBindings: ReadonlyMap<string, string>;
  /** HS256 secret of local sign-in tokens; local mode only. */
  localSignInSecret: string | null;
  /** The site a page without SPHostUrl opens in local mode. */
  demoSiteUrl: string | null;
  /** The demo site's board whose roles the local sign-in page shows beside each user (local mode only). */
  demoBoardId: string | null;
  /** Azure Web PubSub by connection string (the local emulator); with `webPubSubEndpoint` null too, live updates are off. */
  webPubSubConnectionString: string | null;
  /** Azure Web PubSub's endpoint, reached with the managed identity. */
  webPubSubEndpoint: string | null;
  webPubSubHub: string;
  /** Application Insights for the page's analytics events; null logs them in the browser console only. */
  appInsightsConnectionString: string | null;
  /**
   * Origins the page trusts as a Teams host besides those teams-js knows (Teams, Outlook, Microsoft 365):
   * a sovereign cloud's Teams, or the local stack's Teams host page in its tests.
   */
  teamsHostOrigins: string[];
  /**
   * The functions' confidential client, which gets SharePoint's tokens: for a caller (on-behalf-of) and,
   * with a certificate, for the app itself (the reminder timer); set with the SharePoint list host only.
   */
  confidentialClient: ConfidentialClientSettings | null;
  /**
   * Microsoft Graph's address (LISTBOARD_GRAPH_URL, default https://graph.microsoft.com), where the Office 365
   * avatar source reads people's photos; the local stack points it at its stand-in.
   */
  graphUrl: string;
  /** Notification mail; null when LISTBOARD_MAIL_TRANSPORT is off (no change is recorded, no mail sent). */
  mail: MailSettings | null;
  /** Days a board stays in the trash bin before the retention timer removes it for good. */
  trashRetentionDays: number;
  /**
   * Where feedback is mailed (LISTBOARD_FEEDBACK_ADDRESS); null keeps it stored, waiting for an address
   * (and for mail, when LISTBOARD_MAIL_TRANSPORT is off), and the feedback timer sends it once both are set.
   */
  feedbackAddress: string | null;
  /** The vendor's public key (an Ed25519 JWK) that every licence document must be signed with. */
  licensePublicKey: LicensePublicKey;
  /** Days of the trial a tenant gets on first use (liveDemo). */
  trialDays: number;
  /** Where tenants' data may be kept (docs/data-location.md): the main account's location and the accounts of the others. */
  dataLocations: DataLocationSettings;
}

/** A storage account of another data location: by connection string, or by endpoints with the managed identity. */
export type LocationAccount = { connectionString: string } | { table: string; blob: string };

export interface DataLocationSettings {
  /** The location of the main storage account (LISTBOARD_STORAGE_*), where tenants start and the service's own tables stay. */
  primary: DataLocation;
  /** The accounts of the other locations a tenant may move to; a location without one cannot be chosen. */
  accounts: Partial<Record<DataLocation, LocationAccount>>;
  /**
   * How long a transfer waits after each change of its phase before it goes on, so that every instance has
   * read the change (their directory caches last DIRECTORY_CACHE_MS). A host of one process, whose cache the
   * transfer updates itself, needs no wait (the local stack).
   */
  settleSeconds: number;
}

/** Twice an instance's directory cache (5 s). */
const DEFAULT_SETTLE_SECONDS = 10;
const MAX_SETTLE_SECONDS = 600;

/** An Ed25519 public key as a JWK. */
export interface LicensePublicKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/**
 * The vendor's licence-signing key this build ships: its private half is the vendor's and is never in the
 * repository (docs/licences.md). LISTBOARD_LICENSE_PUBLIC_KEY replaces it for the tests and the local stack.
 */
export const VENDOR_LICENSE_KEY: LicensePublicKey = { kty: 'OKP', crv: 'Ed25519', x: 'Mhfk9Dp-c1JKIg__CSc2JufzdZSRUFN18l_L0zXQewc' };
export const DEFAULT_TRIAL_DAYS = 30;
const MAX_TRIAL_DAYS = 365;

/** How notification mail leaves (docs/notifications.md), and where its links point. */
/**
 * SMTP to any server (smtp://user:pass@host:port, or smtps:// for TLS from the start), or Azure
 * Communication Services Email by its endpoint (the managed identity) or a connection string.
 */
export type MailTransport = { kind: 'smtp'; url: string } | { kind: 'acs'; endpoint: string | null; connectionString: string | null };

export interface MailSettings {
  transport: MailTransport;
  /** The sender, e.g. `Listboard <listboard@contoso.com>` (Communication Services: its domain's sender address). */
  from: string;
  /** The page's public address: task, board and unsubscribe links start with it. */
  appUrl: string;
  /** Signs the unsubscribe links (HMAC-SHA256), so nobody can unsubscribe somebody else; 32 characters or more. */
  linkSecret: string;
  /** The time zone of boards whose configuration names none: their reminders keep its clock. */
  timeZone: string;
  /** Changes made to one card within this many seconds reach each person as one message. */
  combineSeconds: number;
}

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

/** Azurite's well-known development account on its default ports. */
export const AZURITE_DEFAULT_CONNECTION =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;' +
  'BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;';

export const DEMO_SITE_URL = 'https://demo.listboard.local/sites/team';

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!allowed.includes(value as T)) throw new Error(`Setting ${name} must be one of ${allowed.join(', ')}; it is '${value}'.`);
  return value as T;
}

/** A whole number from 0 to max, or the fallback when unset. */
function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new Error(`Setting ${name} must be a whole number from 0 to ${max}; it is '${value}'.`);
  return number;
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Setting ${name} is required for this sign-in mode.`);
  return value;
}

function oidcSettings(env: Record<string, string | undefined>, authMode: 'entra' | 'oidc'): OidcSettings {
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

/** Entra's authority of one tenant, where a token of that tenant is exchanged. */
export const ENTRA_TENANT_AUTHORITY = 'https://login.microsoftonline.com/{tid}';

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
function confidentialClientSettings(
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

/** A space-separated list of origins (`https://teams.contoso.us`), each checked to be one. */
function parseOrigins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`${name} names '${origin}', which is not an origin.`);
      }
      if (parsed.origin !== origin.replace(/\/$/, ''))
        throw new Error(`${name} names '${origin}', which is not an origin (scheme, host and port only).`);
      return parsed.origin;
    });
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

/** The three endpoints of an account reached by identity: all or none, since the functions need every service. */
function storageEndpointsOf(env: Record<string, string | undefined>): Settings['storageEndpoints'] {
  const table = env.LISTBOARD_STORAGE_TABLE_ENDPOINT;
  const blob = env.LISTBOARD_STORAGE_BLOB_ENDPOINT;
  const queue = env.LISTBOARD_STORAGE_QUEUE_ENDPOINT;
  if (!table && !blob && !queue) return null;
  if (!table || !blob || !queue)
    throw new Error('Set all of LISTBOARD_STORAGE_TABLE_ENDPOINT, _BLOB_ENDPOINT and _QUEUE_ENDPOINT, or none.');
  return { table, blob, queue };
}

/** A data location's account as its settings give it: a connection string, or table and blob endpoints (both or neither). */
function locationAccountOf(
  name: string,
  connectionString: string | undefined,
  table: string | undefined,
  blob: string | undefined,
): LocationAccount | null {
  if (table || blob) {
    if (!table || !blob) throw new Error(`Set both LISTBOARD_STORAGE_${name}_TABLE_ENDPOINT and _BLOB_ENDPOINT, or neither.`);
    return { table, blob };
  }
  return connectionString ? { connectionString } : null;
}

/** The main account's location, and the account of every other location that has one. */
function dataLocationsOf(env: Record<string, string | undefined>): DataLocationSettings {
  const primary = oneOf('LISTBOARD_DATA_LOCATION', env.LISTBOARD_DATA_LOCATION, DATA_LOCATIONS, 'westus');
  const given: Record<DataLocation, LocationAccount | null> = {
    westus: locationAccountOf(
      'WESTUS',
      env.LISTBOARD_STORAGE_WESTUS_CONNECTION_STRING,
      env.LISTBOARD_STORAGE_WESTUS_TABLE_ENDPOINT,
      env.LISTBOARD_STORAGE_WESTUS_BLOB_ENDPOINT,
    ),
    westeurope: locationAccountOf(
      'WESTEUROPE',
      env.LISTBOARD_STORAGE_WESTEUROPE_CONNECTION_STRING,
      env.LISTBOARD_STORAGE_WESTEUROPE_TABLE_ENDPOINT,
      env.LISTBOARD_STORAGE_WESTEUROPE_BLOB_ENDPOINT,
    ),
  };
  const accounts: DataLocationSettings['accounts'] = {};
  for (const location of DATA_LOCATIONS) {
    const account = given[location];
    if (location !== primary && account) accounts[location] = account;
  }
  const settleSeconds = wholeNumber(
    'LISTBOARD_TRANSFER_SETTLE_SECONDS',
    env.LISTBOARD_TRANSFER_SETTLE_SECONDS,
    DEFAULT_SETTLE_SECONDS,
    MAX_SETTLE_SECONDS,
  );
  return { primary, accounts, settleSeconds };
}

const MIN_SECRET_LENGTH = 32;
/** The combining window: long enough for a burst of edits to one card, short enough that mail still feels prompt. */
const DEFAULT_COMBINE_SECONDS = 60;
/** The queue holds a message back for at most 7 days; a window of an hour is already a digest. */
const MAX_COMBINE_SECONDS = 3_600;

function mailSettings(env: Record<string, string | undefined>): MailSettings | null {
  const kind = oneOf('LISTBOARD_MAIL_TRANSPORT', env.LISTBOARD_MAIL_TRANSPORT, ['off', 'smtp', 'acs'] as const, 'off');
  if (kind === 'off') return null;
  const need = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`Setting ${name} is required when LISTBOARD_MAIL_TRANSPORT is ${kind}.`);
    return value;
  };
  const linkSecret = need('LISTBOARD_LINK_SECRET', env.LISTBOARD_LINK_SECRET);
  if (linkSecret.length < MIN_SECRET_LENGTH) throw new Error(`LISTBOARD_LINK_SECRET must have ${MIN_SECRET_LENGTH} characters or more.`);
  const timeZone = env.LISTBOARD_TIME_ZONE || 'UTC';
  if (!isTimeZone(timeZone))
    throw new Error(`LISTBOARD_TIME_ZONE: ${timeZone} is not a time zone; use an IANA name such as Europe/Berlin.`);
  const transport: MailTransport =
    kind === 'smtp'
      ? { kind, url: need('LISTBOARD_SMTP_URL', env.LISTBOARD_SMTP_URL) }
      : { kind, endpoint: env.LISTBOARD_ACS_ENDPOINT || null, connectionString: env.LISTBOARD_ACS_CONNECTION_STRING || null };
  if (transport.kind === 'acs' && !transport.endpoint && !transport.connectionString) {
    throw new Error(
      'LISTBOARD_MAIL_TRANSPORT=acs needs LISTBOARD_ACS_ENDPOINT (with the managed identity) or LISTBOARD_ACS_CONNECTION_STRING.',
    );
  }
  const combineSeconds = wholeNumber(
    'LISTBOARD_MAIL_COMBINE_SECONDS',
    env.LISTBOARD_MAIL_COMBINE_SECONDS,
    DEFAULT_COMBINE_SECONDS,
    MAX_COMBINE_SECONDS,
  );
  return {
    transport,
    from: need('LISTBOARD_MAIL_FROM', env.LISTBOARD_MAIL_FROM),
    appUrl: need('LISTBOARD_APP_URL', env.LISTBOARD_APP_URL).replace(/\/+$/, ''),
    linkSecret,
    timeZone,
    combineSeconds,
  };
}

/** A board stays at least a day in the trash bin: a retention of 0 would remove what was just moved there by mistake. */
function trashRetentionDaysOf(env: Record<string, string | undefined>): number {
  const days = wholeNumber(
    'LISTBOARD_TRASH_RETENTION_DAYS',
    env.LISTBOARD_TRASH_RETENTION_DAYS,
    DEFAULT_TRASH_RETENTION_DAYS,
    MAX_TRASH_RETENTION_DAYS,
  );
  if (days < 1) throw new Error('Setting LISTBOARD_TRASH_RETENTION_DAYS must be at least 1.');
  return days;
}

/** An e-mail address, or null when unset. */
function feedbackAddressOf(value: string | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (!feedbackEmailSchema.safeParse(address).success)
    throw new Error(`Setting LISTBOARD_FEEDBACK_ADDRESS must be an e-mail address; it is '${address}'.`);
  return address;
}

function licensePublicKeyOf(value: string | undefined): LicensePublicKey {
  if (!value?.trim()) return VENDOR_LICENSE_KEY;
  let key: Partial<LicensePublicKey> & { d?: unknown };
  try {
    key = JSON.parse(value) as typeof key;
  } catch {
    throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY must be a JSON Web Key.');
  }
  if (key.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string')
    throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY must be an Ed25519 public JWK (kty OKP, crv Ed25519, x).');
  if (key.d !== undefined) throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY holds a private key: give the public key only.');
  return { kty: 'OKP', crv: 'Ed25519', x: key.x };
}

function trialDaysOf(env: Record<string, string | undefined>): number {
  const days = wholeNumber('LISTBOARD_TRIAL_DAYS', env.LISTBOARD_TRIAL_DAYS, DEFAULT_TRIAL_DAYS, MAX_TRIAL_DAYS);
  if (days < 1) throw new Error('Setting LISTBOARD_TRIAL_DAYS must be at least 1.');
  return days;
}

/** An http(s) address without a trailing slash. */
function graphUrlOf(value: string | undefined): string {
  const url = (value?.trim() || 'https://graph.microsoft.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(url) || !URL.canParse(url))
    throw new Error(`Setting LISTBOARD_GRAPH_URL must be an http(s) address; it is '${url}'.`);
  return url;
}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const authMode = oneOf('LISTBOARD_AUTH_MODE', env.LISTBOARD_AUTH_MODE, ['local', 'entra', 'oidc'] as const, 'entra');
  const storageEndpoints = storageEndpointsOf(env);
  const oidc = authMode === 'local' ? null : oidcSettings(env, authMode);
  const listHost = oneOf('LISTBOARD_LIST_HOST', env.LISTBOARD_LIST_HOST, ['local', 'sharepoint'] as const, 'local');
  return {
    storageConnectionString: storageEndpoints ? null : env.LISTBOARD_STORAGE_CONNECTION_STRING || AZURITE_DEFAULT_CONNECTION,
    storageEndpoints,
    listHost,
    authMode,
    oidc,
    tenantBindings: parseTenantBindings(env.LISTBOARD_TENANT_BINDINGS),
    localSignInSecret: authMode === 'local' ? env.LISTBOARD_LOCAL_SIGNIN_SECRET || null : null,
    // The local stack's demo site serves both of its sign-ins; a deployment with Entra has no default site.
    demoSiteUrl: authMode !== 'entra' ? env.LISTBOARD_DEMO_SITE_URL || DEMO_SITE_URL : null,
    demoBoardId: authMode === 'local' ? env.LISTBOARD_DEMO_BOARD_ID || null : null,
    webPubSubConnectionString: env.LISTBOARD_WEBPUBSUB_CONNECTION_STRING || null,
    webPubSubEndpoint: env.LISTBOARD_WEBPUBSUB_ENDPOINT || null,
    webPubSubHub: env.LISTBOARD_WEBPUBSUB_HUB || 'listboard',
    appInsightsConnectionString: env.APPLICATIONINSIGHTS_CONNECTION_STRING || null,
    teamsHostOrigins: parseOrigins('LISTBOARD_TEAMS_HOST_ORIGINS', env.LISTBOARD_TEAMS_HOST_ORIGINS),
    confidentialClient: listHost === 'sharepoint' ? confidentialClientSettings(env, authMode, oidc) : null,
    graphUrl: graphUrlOf(env.LISTBOARD_GRAPH_URL),
    mail: mailSettings(env),
    trashRetentionDays: trashRetentionDaysOf(env),
    feedbackAddress: feedbackAddressOf(env.LISTBOARD_FEEDBACK_ADDRESS),
    licensePublicKey: licensePublicKeyOf(env.LISTBOARD_LICENSE_PUBLIC_KEY),
    trialDays: trialDaysOf(env),
    dataLocations: dataLocationsOf(env),
  };
}
