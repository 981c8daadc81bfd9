/** App settings (environment variables in the style of Azure app settings); docs/settings.md lists them. */
export interface Settings {
  storageConnectionString: string;
  listHost: 'local' | 'sharepoint';
  authMode: 'local' | 'entra';
  /** HS256 secret of local sign-in tokens; local mode only. */
  localSignInSecret: string | null;
  /** The site a page without SPHostUrl opens in local mode. */
  demoSiteUrl: string | null;
  /** The demo site's board whose roles the local sign-in page shows beside each user (local mode only). */
  demoBoardId: string | null;
  /** Azure Web PubSub (or the local emulator); null switches live updates off. */
  webPubSubConnectionString: string | null;
  webPubSubHub: string;
  /** Application Insights for the page's analytics events; null logs them in the browser console only. */
  appInsightsConnectionString: string | null;
}

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

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const authMode = oneOf('LISTBOARD_AUTH_MODE', env.LISTBOARD_AUTH_MODE, ['local', 'entra'] as const, 'entra');
  return {
    storageConnectionString: env.LISTBOARD_STORAGE_CONNECTION_STRING || AZURITE_DEFAULT_CONNECTION,
    listHost: oneOf('LISTBOARD_LIST_HOST', env.LISTBOARD_LIST_HOST, ['local', 'sharepoint'] as const, 'local'),
    authMode,
    localSignInSecret: authMode === 'local' ? env.LISTBOARD_LOCAL_SIGNIN_SECRET || null : null,
    demoSiteUrl: authMode === 'local' ? env.LISTBOARD_DEMO_SITE_URL || DEMO_SITE_URL : null,
    demoBoardId: authMode === 'local' ? env.LISTBOARD_DEMO_BOARD_ID || null : null,
    webPubSubConnectionString: env.LISTBOARD_WEBPUBSUB_CONNECTION_STRING || null,
    webPubSubHub: env.LISTBOARD_WEBPUBSUB_HUB || 'listboard',
    appInsightsConnectionString: env.APPLICATIONINSIGHTS_CONNECTION_STRING || null,
  };
}
