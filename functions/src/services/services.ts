import { LocalTokens } from '../adapters/auth/localTokens';
import { TableListHost } from '../adapters/lists-local/tableListHost';
import { TableBoardStore } from '../adapters/tables/tableBoardStore';
import { TableClients } from '../adapters/tables/tableClients';
import { TableColumnLocks } from '../adapters/tables/tableColumnLocks';
import type { BoardStore } from '../ports/boardStore';
import type { ColumnLocks } from '../ports/columnLocks';
import type { Identity, LocalSignIn } from '../ports/identity';
import type { ListHost } from '../ports/listHost';
import type { Realtime } from '../ports/realtime';
import type { PrivateFilterStore } from '../ports/filterStore';
import type { WatcherStore } from '../ports/watcherStore';
import type { TemplateStore } from '../ports/templateStore';
import { BlobTemplateStore } from '../adapters/blobs/templateStore';
import { TableFilterStore } from '../adapters/tables/tableFilterStore';
import { TableWatcherStore } from '../adapters/tables/tableWatcherStore';
import { WebPubSubRealtime, realtimeOff } from '../adapters/webpubsub/webPubSubRealtime';
import { type Settings, loadSettings } from '../settings';

/** The ports the use cases work with, wired to adapters by the settings. */
export interface Services {
  settings: Settings;
  listHost: ListHost;
  boards: BoardStore;
  identity: Identity;
  localSignIn: LocalSignIn | null;
  realtime: Realtime;
  watchers: WatcherStore;
  filters: PrivateFilterStore;
  templates: TemplateStore;
  columnLocks: ColumnLocks;
  /** Things worth knowing that do not fail a request (spec: "only logged"). */
  log(message: string): void;
}

/** Entra ID sign-in is built by a later issue; until then an Azure deployment refuses every token. */
const entraNotConfigured: Identity = { verify: async () => null };

export function createServices(settings: Settings): Services {
  if (settings.listHost === 'sharepoint') {
    throw new Error('LISTBOARD_LIST_HOST=sharepoint is not available yet; use local (the built-in list store).');
  }
  const localTokens = settings.authMode === 'local' && settings.localSignInSecret ? new LocalTokens(settings.localSignInSecret) : null;
  if (settings.authMode === 'local' && !localTokens) throw new Error('Local sign-in needs LISTBOARD_LOCAL_SIGNIN_SECRET.');
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
    identity: localTokens ?? entraNotConfigured,
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
