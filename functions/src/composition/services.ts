// The composition root: the one place that picks an adapter for each port.
import { LocalTokens } from '../adapters/auth/localTokens';
import { type Fetch, OidcTokens } from '../adapters/auth/oidcTokens';
import { TableTenantBindings } from '../adapters/tables/tableTenantBindings';
import { TableListHost } from '../adapters/lists-local/tableListHost';
import { TableBoardStore } from '../adapters/tables/tableBoardStore';
import { TableClients } from '../adapters/tables/tableClients';
import { TableColumnLocks } from '../adapters/tables/tableColumnLocks';
import { BlobTemplateStore } from '../adapters/blobs/templateStore';
import { TableFilterStore } from '../adapters/tables/tableFilterStore';
import { TableWatcherStore } from '../adapters/tables/tableWatcherStore';
import { WebPubSubRealtime, realtimeOff } from '../adapters/webpubsub/webPubSubRealtime';
import type { Identity } from '../ports/identity';
import type { Services } from '../ports/services';
import { type Settings, loadSettings } from '../settings';

/** How the services reach outside services; the local stack trusts its own provider's certificate through it. */
export interface Outbound {
  fetch?: Fetch;
}

export function createServices(settings: Settings, outbound: Outbound = {}): Services {
  if (settings.listHost === 'sharepoint') {
    throw new Error('LISTBOARD_LIST_HOST=sharepoint is not available yet; use local (the built-in list store).');
  }
  const localTokens = settings.authMode === 'local' && settings.localSignInSecret ? new LocalTokens(settings.localSignInSecret) : null;
  if (settings.authMode === 'local' && !localTokens) throw new Error('Local sign-in needs LISTBOARD_LOCAL_SIGNIN_SECRET.');
  const identity: Identity | null = settings.oidc ? new OidcTokens(settings.oidc, outbound.fetch) : localTokens;
  if (!identity) throw new Error(`Sign-in mode ${settings.authMode} has no settings.`);
  const tables = new TableClients(settings.storageConnectionString);
  const log = (message: string) => console.warn(message);
  return {
    settings,
    listHost: new TableListHost(settings.storageConnectionString),
    boards: new TableBoardStore(tables),
    watchers: new TableWatcherStore(tables),
    filters: new TableFilterStore(tables),
    templates: new BlobTemplateStore(settings.storageConnectionString),
    columnLocks: new TableColumnLocks(tables),
    identity,
    tenantBindings: new TableTenantBindings(tables, settings.tenantBindings),
    localSignIn: localTokens,
    realtime: settings.webPubSubConnectionString ? new WebPubSubRealtime(settings.webPubSubConnectionString, settings.webPubSubHub, log) : realtimeOff,
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
