import { DEFAULT_TRASH_RETENTION_DAYS, MAX_TRASH_RETENTION_DAYS } from '@listboard/shared';
import {
  type ConfidentialClientSettings,
  type OidcSettings,
  confidentialClientSettings,
  oidcSettings,
  parseTenantBindings,
} from './identity';
import { type LicensePublicKey, licensePublicKeyOf, trialDaysOf } from './licensing';
import { type MailSettings, feedbackAddressOf, linkSecretOf, mailSettings } from './mail';
import { graphUrlOf, oneOf, parseOrigins, wholeNumber } from './parse';
import {
  AZURITE_DEFAULT_CONNECTION,
  type DataLocationSettings,
  type StorageEndpoints,
  dataLocationsOf,
  storageEndpointsOf,
} from './storage';

export {
  type AppCredential,
  type ConfidentialClientSettings,
  DEFAULT_API_SCOPE,
  ENTRA_AUTHORITY,
  ENTRA_ISSUER,
  ENTRA_TENANT_AUTHORITY,
  type OidcSettings,
  parseTenantBindings,
} from './identity';
export { DEFAULT_TRIAL_DAYS, type LicensePublicKey, VENDOR_LICENSE_KEY } from './licensing';
export type { MailSettings, MailTransport } from './mail';
export { AZURITE_DEFAULT_CONNECTION, type DataLocationSettings, type LocationAccount } from './storage';

/** App settings (environment variables in the style of Azure app settings); docs/settings.md lists them. */
export interface Settings {
  /** The storage account by connection string (Azurite, key-based accounts); null when `storageEndpoints` names it. */
  storageConnectionString: string | null;
  /** The storage account's endpoints, reached with the managed identity (Azure); null for a connection string. */
  storageEndpoints: StorageEndpoints | null;
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
   * Signs what the service hands out to be brought back later: unsubscribe links, and the tokens that restore a
   * deleted card (LISTBOARD_LINK_SECRET, 32 characters or more). Null when unset: a deleted card cannot be restored.
   */
  linkSecret: string | null;
  /**
   * Days a card deleted from a built-in list stays restorable (LISTBOARD_RECYCLED_CARD_DAYS, default 30, at most
   * 93 as SharePoint's recycle bin); SharePoint keeps its own recycle bin's time.
   */
  recycledCardDays: number;
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

export const DEMO_SITE_URL = 'https://demo.listboard.local/sites/team';

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

/** A deleted card stays at least a day: undo must outlast the moment of the deletion. */
function recycledCardDaysOf(env: Record<string, string | undefined>): number {
  const days = wholeNumber('LISTBOARD_RECYCLED_CARD_DAYS', env.LISTBOARD_RECYCLED_CARD_DAYS, 30, 93);
  if (days < 1) throw new Error('Setting LISTBOARD_RECYCLED_CARD_DAYS must be at least 1.');
  return days;
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
    linkSecret: linkSecretOf(env),
    recycledCardDays: recycledCardDaysOf(env),
    feedbackAddress: feedbackAddressOf(env.LISTBOARD_FEEDBACK_ADDRESS),
    licensePublicKey: licensePublicKeyOf(env.LISTBOARD_LICENSE_PUBLIC_KEY),
    trialDays: trialDaysOf(env),
    dataLocations: dataLocationsOf(env),
  };
}
