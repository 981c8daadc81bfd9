// What the local stack and the tests use of the functions app, besides the Azure entry.
export { type ApiGroup, groupHandler, groupPrefix } from './http/groupHandler';
export { apiGroups } from './routes/index';
export { createServices, resetServices } from './composition/services';
export type { Services } from './ports/services';
export { type Settings, AZURITE_DEFAULT_CONNECTION, DEMO_SITE_URL, loadSettings } from './settings';
export type { BoardStore, StoredBoard } from './ports/boardStore';
export type { ListHost, ListItemRecord, ListSchema, SiteUser, StoredValue } from './ports/listHost';
export { ConcurrencyError, LIBRARY_FILE_FIELD, ListValueError } from './ports/listHost';
export { TableListHost } from './adapters/lists-local/tableListHost';
export { SharePointListHost } from './adapters/sharepoint/sharePointListHost';
export { OnBehalfOf } from './adapters/auth/onBehalfOf';
export { TableBoardStore } from './adapters/tables/tableBoardStore';
export { TableClients } from './adapters/tables/tableClients';
export { TableColumnLocks } from './adapters/tables/tableColumnLocks';
export { BoardTooLargeError } from './ports/boardStore';
export { ForeignSiteError, ListAccessDeniedError, ListNeedsIndexError } from './ports/listHost';
