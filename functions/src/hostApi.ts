// What the local stack and the tests use of the functions app, besides the Azure entry.
export { type ApiGroup, groupHandler, groupPrefix } from './http/groupHandler';
export { apiGroups } from './routes/index';
export { createServices, resetServices } from './composition/services';
export type { Services } from './ports/services';
export { type ConfidentialClientSettings, type Settings, AZURITE_DEFAULT_CONNECTION, DEMO_SITE_URL, loadSettings } from './settings';
export type { BoardStore, StoredBoard } from './ports/boardStore';
export type { ItemVersion, ListHost, ListItemRecord, ListSchema, SiteUser, StoredValue } from './ports/listHost';
export { ConcurrencyError, ItemNotFoundError, LIBRARY_FILE_FIELD, ListTitleTakenError, ListValueError } from './ports/listHost';
export { TableListHost } from './adapters/lists-local/tableListHost';
export type { ImportedHistory } from './adapters/lists-local/historyImport';
export { SharePointListHost } from './adapters/sharepoint/sharePointListHost';
export { OnBehalfOf } from './adapters/auth/onBehalfOf';
export { AppOnly } from './adapters/auth/appOnly';
export { ConfidentialClient } from './adapters/auth/confidentialClient';
export { TableBoardStore } from './adapters/tables/tableBoardStore';
export { TableClients, countAll, listAll } from './adapters/tables/tableClients';
export { TableColumnLocks } from './adapters/tables/tableColumnLocks';
export { TablePresenceRoster } from './adapters/tables/tablePresenceRoster';
export { TableLiveLog } from './adapters/tables/tableLiveLog';
export { TableNewsStore } from './adapters/tables/tableNewsStore';
export { RELEASE_NOTES } from './content/releaseNotes';
export { BoardTooLargeError } from './ports/boardStore';
export {
  ForeignSiteError,
  ListAccessDeniedError,
  ListNeedsIndexError,
  UnsupportedViewError,
  ViewNotEditableError,
  ViewNotFoundError,
} from './ports/listHost';
export { changeJob, drainChangeRecorder, feedbackJob, reminderJob, transferJob, trashJob } from './jobs/index';
export { REMINDER_TICK_MS } from '@listboard/shared';
export { TRANSFER_LEASE_MS } from './usecases/admin/index';
export { QueuePoller } from './adapters/queues/queuePoller';
export { CHANGE_QUEUE, type QueueJob } from './ports/changeQueue';
export { queueService } from './adapters/queues/storageQueues';
export { oneClickUnsubscribeUrl, unsubscribeUrl } from './usecases/notifications/index';
export { restoreTokenFor } from './usecases/item/index';
export { nameUnnamedManagers } from './usecases/license/index';
export { type CamlElement, findCaml, parseCaml } from './adapters/sharepoint/camlXml';
