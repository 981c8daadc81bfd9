// The composition root: the one place that picks an adapter for each port.
import { LocalTokens } from '../adapters/auth/localTokens';
import { type Fetch, OidcTokens } from '../adapters/auth/oidcTokens';
import { TableTenantBindings } from '../adapters/tables/tableTenantBindings';
import { type StorageAccess, type WebPubSubAccess, azureCredential } from '../adapters/azureAccess';
import { TableListHost } from '../adapters/lists-local/tableListHost';
import { TableClients } from '../adapters/tables/tableClients';
import { TablePresenceRoster } from '../adapters/tables/tablePresenceRoster';
import { TableColumnLocks } from '../adapters/tables/tableColumnLocks';
import { WebPubSubRealtime, realtimeOff } from '../adapters/webpubsub/webPubSubRealtime';
import { TableLiveLog } from '../adapters/tables/tableLiveLog';
import { OnBehalfOf } from '../adapters/auth/onBehalfOf';
import { AppOnly } from '../adapters/auth/appOnly';
import { ConfidentialClient } from '../adapters/auth/confidentialClient';
import type { TenantBindings } from '../ports/identity';
import { SharePointListHost } from '../adapters/sharepoint/sharePointListHost';
import { StorageChangeQueue, queueService } from '../adapters/queues/storageQueues';
import { SmtpMailer } from '../adapters/mail/smtpMailer';
import { AcsMailer } from '../adapters/mail/acsMailer';
import type { Mailer } from '../ports/mailer';
import { TableDeliveryLedger } from '../adapters/tables/tableDeliveryLedger';
import { TableNewsStore } from '../adapters/tables/tableNewsStore';
import { TableFeedbackStore } from '../adapters/tables/tableFeedbackStore';
import { SignedLicenses } from '../adapters/licensing/signedLicenses';
import { dataLocationsOf } from './dataLocations';
import { directoryPhotosOf } from './directoryPhotos';
import type { Identity } from '../ports/identity';
import { ListAccessDeniedError } from '../ports/listHost';
import type { Services } from '../ports/services';
import { type Settings, loadSettings } from '../settings';
import { InProcessDigestPasses } from '../usecases/common/digestPasses';

/** How the services reach outside services; the local stack trusts its own provider's certificate through it. */
export interface Outbound {
  fetch?: Fetch;
}

/**
 * SharePoint as each caller: a host per request that reaches only the caller's site origin, with a
 * token for it on their behalf (OAuth 2.0 on-behalf-of of their token for our API); and SharePoint as
 * the app itself, for the timer, with the certificate's app-only token in the origin's own tenant.
 */
function sharePointHosts(
  settings: Settings,
  outbound: Outbound,
  bindings: TenantBindings,
): Pick<Services, 'listHostFor' | 'listHostOfApp'> {
  if (!settings.confidentialClient) throw new Error('LISTBOARD_LIST_HOST=sharepoint needs the confidential client settings.');
  const client = new ConfidentialClient(settings.confidentialClient, outbound.fetch);
  const onBehalfOf = new OnBehalfOf(client);
  const appOnly = settings.confidentialClient.credential.kind === 'certificate' ? new AppOnly(client) : null;
  return {
    listHostFor: (caller) =>
      new SharePointListHost({
        origin: caller.origin,
        token: async (origin) => {
          if (!caller.accessToken) throw new ListAccessDeniedError('SharePoint is read as the signed-in person: sign in first.');
          return onBehalfOf.tokenFor(caller.accessToken, caller.signedIn?.tenantId ?? null, origin);
        },
      }),
    listHostOfApp: (tenantOrigin) =>
      appOnly &&
      new SharePointListHost({
        origin: tenantOrigin,
        token: async (origin) => {
          const tenantId = await bindings.tenantOf(origin);
          if (!tenantId)
            throw new ListAccessDeniedError(
              `${origin} is not connected to an organisation: Listboard's app cannot ask for its token there.`,
            );
          return appOnly.tokenFor(tenantId, origin);
        },
      }),
  };
}

/** The storage account as the settings name it: by endpoints with the managed identity, else by connection string. */
function storageAccess(settings: Settings): StorageAccess {
  const { storageEndpoints, storageConnectionString } = settings;
  if (storageEndpoints)
    return {
      tableEndpoint: storageEndpoints.table,
      blobEndpoint: storageEndpoints.blob,
      queueEndpoint: storageEndpoints.queue,
      credential: azureCredential(),
    };
  return storageConnectionString as string;
}

function webPubSubAccess(settings: Settings): WebPubSubAccess | null {
  if (settings.webPubSubEndpoint) return { endpoint: settings.webPubSubEndpoint, credential: azureCredential() };
  return settings.webPubSubConnectionString;
}

/** The transport the settings name: SMTP anywhere, Communication Services in Azure (by the managed identity where its endpoint is given). */
function mailerOf(settings: Settings): Mailer | null {
  const mail = settings.mail;
  if (!mail) return null;
  const { transport } = mail;
  if (transport.kind === 'smtp') return new SmtpMailer(transport.url, mail.from);
  return new AcsMailer(
    transport.endpoint ? { endpoint: transport.endpoint, credential: azureCredential() } : (transport.connectionString as string),
    mail.from,
  );
}

export function createServices(settings: Settings, outbound: Outbound = {}): Services {
  const localTokens = settings.authMode === 'local' && settings.localSignInSecret ? new LocalTokens(settings.localSignInSecret) : null;
  if (settings.authMode === 'local' && !localTokens) throw new Error('Local sign-in needs LISTBOARD_LOCAL_SIGNIN_SECRET.');
  const identity: Identity | null = settings.oidc ? new OidcTokens(settings.oidc, outbound.fetch) : localTokens;
  if (!identity) throw new Error(`Sign-in mode ${settings.authMode} has no settings.`);
  const storage = storageAccess(settings);
  const pubSub = webPubSubAccess(settings);
  const tables = new TableClients(storage);
  const log = (message: string) => console.warn(message);
  const listHost = new TableListHost(storage);
  const changeQueue = new StorageChangeQueue(
    queueService(typeof storage === 'string' ? storage : { queueEndpoint: storage.queueEndpoint, credential: storage.credential }),
  );
  const dataLocations = dataLocationsOf(storage, tables, { settings, queue: changeQueue, log });
  const tenantBindings = new TableTenantBindings(tables, settings.tenantBindings);
  return {
    settings,
    listHost,
    ...(settings.listHost === 'sharepoint'
      ? sharePointHosts(settings, outbound, tenantBindings)
      : { listHostFor: () => listHost, listHostOfApp: () => listHost }),
    ...dataLocations.storesAt(dataLocations.primary),
    dataLocations,
    columnLocks: new TableColumnLocks(tables),
    presence: new TablePresenceRoster(tables),
    digestPasses: new InProcessDigestPasses(log),
    changeQueue,
    mailer: mailerOf(settings),
    deliveries: new TableDeliveryLedger(tables),
    news: new TableNewsStore(tables),
    feedback: new TableFeedbackStore(tables),
    licenseKeys: new SignedLicenses(settings.licensePublicKey),
    directoryPhotosFor: directoryPhotosOf(settings, outbound.fetch),
    identity,
    tenantBindings,
    localSignIn: localTokens,
    realtime: pubSub ? new WebPubSubRealtime(pubSub, settings.webPubSubHub, new TableLiveLog(tables), log) : realtimeOff,
    log,
  };
}

let current: Services | null = null;

/** The process-wide services, built from the environment on first use. */
export function services(): Services {
  current ??= createServices(loadSettings());
  return current;
}

/** Lets a host that set the environment itself rebuild the services (the local stack, tests). */
export function resetServices(next?: Services): void {
  current = next ?? null;
}
