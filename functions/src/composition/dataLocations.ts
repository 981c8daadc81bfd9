// The data locations (docs/data-location.md): the tenant stores of each location's storage account, wired here.
import type { DataLocation } from '@listboard/shared';
import { type StorageAccess, azureCredential } from '../adapters/azureAccess';
import { lazyContainer } from '../adapters/blobs/blobContainer';
import { BlobTemplateStore, TEMPLATES_CONTAINER } from '../adapters/blobs/templateStore';
import { BlobVersionDigestStore, VERSION_DIGESTS_CONTAINER } from '../adapters/blobs/versionDigestStore';
import type { ChangeQueue } from '../ports/changeQueue';
import { TableBoardStore } from '../adapters/tables/tableBoardStore';
import { TableCardPictures } from '../adapters/tables/tableCardPictures';
import { TableClients } from '../adapters/tables/tableClients';
import { TableDataLocations } from '../adapters/tables/tableDataLocations';
import { TableFilterStore } from '../adapters/tables/tableFilterStore';
import { TableLicenseStore } from '../adapters/tables/tableLicenseStore';
import { TablePendingChanges } from '../adapters/tables/tablePendingChanges';
import { TablePersonLanguages } from '../adapters/tables/tablePersonLanguages';
import { TablePersonPreferences } from '../adapters/tables/tablePersonPreferences';
import { TableReminderCursors } from '../adapters/tables/tableReminderCursors';
import { TableUnsubscribeStore } from '../adapters/tables/tableUnsubscribeStore';
import { TableWatcherStore } from '../adapters/tables/tableWatcherStore';
import { type LocationStorage, TableTenantDataMover } from '../adapters/tables/tenantDataMover';
import { DataTransferRunningError } from '../ports/dataLocations';
import type { DataLocations, TenantStores } from '../ports/services';
import type { TemplateStore } from '../ports/templateStore';
import type { VersionDigestStore } from '../ports/versionDigests';
import type { LocationAccount, Settings } from '../settings';
import { ChangeOutbox } from '../adapters/outbox/changeOutbox';

/** What the stores of every location share: the main account's change queue, and the log. */
interface Shared {
  settings: Settings;
  queue: ChangeQueue;
  log(message: string): void;
}

/** Another location's account. It has no queue: the change queue, like every service-wide table, is the main account's. */
function accessOf(account: LocationAccount): StorageAccess {
  if ('connectionString' in account) return account.connectionString;
  return { tableEndpoint: account.table, blobEndpoint: account.blob, queueEndpoint: '', credential: azureCredential() };
}

function storesOver(tables: TableClients, templates: TemplateStore, versionDigests: VersionDigestStore, shared: Shared): TenantStores {
  const pendingChanges = new TablePendingChanges(tables);
  const { mail } = shared.settings;
  return {
    boards: new TableBoardStore(tables),
    watchers: new TableWatcherStore(tables),
    cardPictures: new TableCardPictures(tables),
    filters: new TableFilterStore(tables),
    templates,
    versionDigests,
    pendingChanges,
    changeRecorder: mail
      ? new ChangeOutbox({ pending: pendingChanges, queue: shared.queue, combineSeconds: mail.combineSeconds, log: shared.log })
      : null,
    unsubscribes: new TableUnsubscribeStore(tables),
    reminderCursors: new TableReminderCursors(tables),
    languages: new TablePersonLanguages(tables),
    preferences: new TablePersonPreferences(tables),
    licenses: new TableLicenseStore(tables),
  };
}

const refusal = () => new DataTransferRunningError();

/** One location: its storage, its stores, and the read-only stores a moving tenant's requests get. */
function locationOf(access: StorageAccess, shared: Shared, tables = new TableClients(access)) {
  const templates = new BlobTemplateStore(access);
  const readOnlyTemplates: TemplateStore = {
    save: () => Promise.reject(refusal()),
    list: (tenant, boardId) => templates.list(tenant, boardId),
  };
  const digests = new BlobVersionDigestStore(access);
  // A moving tenant's charts still answer: their digest is derived data, left unwritten until the move ends.
  const readOnlyDigests: VersionDigestStore = { read: (key) => digests.read(key), write: () => Promise.resolve(false) };
  const storage: LocationStorage = {
    tables,
    templates: lazyContainer(access, TEMPLATES_CONTAINER),
    versionDigests: lazyContainer(access, VERSION_DIGESTS_CONTAINER),
  };
  return {
    storage,
    stores: storesOver(tables, templates, digests, shared),
    readOnly: storesOver(tables.readOnly(refusal), readOnlyTemplates, readOnlyDigests, shared),
  };
}

/** The locations the settings give an account to, the main one (whose account is `mainAccess`) first. */
export function dataLocationsOf(mainAccess: StorageAccess, mainTables: TableClients, shared: Shared): DataLocations {
  const { primary, accounts } = shared.settings.dataLocations;
  const locations = new Map<DataLocation, ReturnType<typeof locationOf>>([[primary, locationOf(mainAccess, shared, mainTables)]]);
  for (const [location, account] of Object.entries(accounts) as [DataLocation, LocationAccount][])
    locations.set(location, locationOf(accessOf(account), shared));
  const at = (location: DataLocation) => {
    const found = locations.get(location);
    if (!found) throw new Error(`Data location ${location} has no storage account in this deployment's settings.`);
    return found;
  };
  return {
    primary,
    available: [...locations.keys()],
    storesAt: (location) => at(location).stores,
    readOnlyStoresAt: (location) => at(location).readOnly,
    directory: new TableDataLocations(mainTables, primary),
    mover: new TableTenantDataMover((location) => at(location).storage),
  };
}
