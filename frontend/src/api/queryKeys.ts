import type { BoardView } from './boardView';
import { currentBoardView } from './boardView';
import type { ItemPlace } from './itemEndpoints';

/**
 * Every query key of the page, in one place: a key written twice by hand drifts, and then an
 * invalidation misses the data it means. The first segment tells whether the data belongs to the
 * signed-in user (see session.ts).
 */
export const queryKeys = {
  authConfig: ['authConfig'] as const,
  localUsers: ['localUsers'] as const,
  me: ['me'] as const,
  user: (id: number) => ['user', id] as const,
  /** A person's picture as an object URL, by the avatar source that gave it: a switched source shows the other pictures after a reload. */
  userPhoto: (source: string, login: string) => ['userPhoto', source, login.toLowerCase()] as const,
  peopleSearch: (text: string, groups: boolean) => ['peopleSearch', text, groups] as const,
  boards: ['boards'] as const,
  teamsBoards: ['boards', 'teams'] as const,
  /** Under 'boards', so what changes the boards list refreshes the trash bin too. */
  trashBin: ['boards', 'trash'] as const,
  boardsSearch: (searchKey: string) => ['boards', 'search', searchKey] as const,
  boardsFilterInfo: (request: unknown) => ['boards', 'filterInfo', request] as const,
  pageInfo: ['pageInfo'] as const,
  /** The tenant's licence as its managers see it (docs/licences.md). */
  license: ['license'] as const,
  /** Whether the tenant's data is still moving to another location (the admin panel's data location). */
  licenseTransferStatus: ['licenseTransferStatus'] as const,
  /** The admin panel's page of the tenant's boards, and the tenant admins it lists. */
  adminBoards: (filter: { page: number; search: string; owner: string }) =>
    ['admin', 'boards', filter.page, filter.search, filter.owner] as const,
  adminTenantAdmins: ['admin', 'tenantAdmins'] as const,
  /** The news in the page's language (docs/news-and-feedback.md). */
  news: (language: string) => ['news', language] as const,
  board: (boardId: string) => ['board', boardId] as const,
  /** Every view of a board's cards. */
  allTasks: (boardId: string) => ['tasks', boardId] as const,
  /** The board as the page currently views it (see boardView.ts). */
  tasks: (boardId: string) => queryKeys.tasksInView(boardId, currentBoardView(boardId)),
  tasksInView: (boardId: string, view: BoardView) => ['tasks', boardId, view] as const,
  task: (boardId: string, listID: string, itemID: string) => ['task', boardId, listID, itemID] as const,
  totals: (boardId: string, view: BoardView, rowIndex: number, columnIndex: number | undefined) =>
    ['totals', boardId, view, rowIndex, columnIndex ?? 'row'] as const,
  filters: (boardId: string) => ['filters', boardId] as const,
  /** A list's views (the wizard), and the views a board offers (the filters panel). */
  listViews: (siteURL: string, listID: string) => ['listViews', siteURL, listID] as const,
  boardViews: (boardId: string) => ['boardViews', boardId] as const,
  findItems: (boardId: string, text: string) => ['findItems', boardId, text] as const,
  /** The items a lookup field may point to. */
  lookups: (siteURL: string | undefined, listID: string | undefined, fieldName: string) => ['lookups', siteURL, listID, fieldName] as const,
  /** A field's options as a card's inline editor offers them. */
  fieldOptions: (siteURL: string, listID: string, fieldName: string) => ['board-field-options', siteURL, listID, fieldName] as const,
  attachmentBlob: (url: string | undefined) => ['attachmentBlob', url] as const,
  /** A card's comments and history in its callout; the card's timestamp changes with every change, so a changed card asks again. */
  cardComments: (boardId: string, uniqueID: string, timestamp: number | undefined) =>
    ['board-card-comments', boardId, uniqueID, timestamp] as const,
  cardHistory: (boardId: string, uniqueID: string, timestamp: number | undefined) =>
    ['board-card-history', boardId, uniqueID, timestamp] as const,
  /** A page of the board's history report, by its filters (docs/reporting.md). */
  boardHistory: (boardId: string, request: unknown) => ['reports', boardId, 'history', request] as const,
  /** The board's chart figures, by the widgets' ranges and the filters. */
  charts: (boardId: string, request: unknown) => ['reports', boardId, 'charts', request] as const,
  siteWebs: (siteUrl: string) => ['site', 'webs', siteUrl] as const,
  siteLists: (siteUrl: string) => ['site', 'lists', siteUrl] as const,
  /** The fields of a site's lists as one set (the boards home's filter builder). */
  siteFields: (siteUrl: string, listIds: readonly string[]) => ['site', 'fields', siteUrl, listIds] as const,
  siteContentTypes: (siteUrl: string) => ['site', 'contentTypes', siteUrl] as const,
  /** An item's data in its dialog; `null` is a new item, which has none on the server yet. */
  item: (place: ItemPlace | null) => (place ? ['item', place.boardID, place.listID, place.itemID] : ['item', 'none']) as readonly unknown[],
  itemValues: (place: ItemPlace | null) => [...queryKeys.item(place), 'values'] as const,
  itemAttachments: (place: ItemPlace | null) => [...queryKeys.item(place), 'attachments'] as const,
  itemWatchers: (place: ItemPlace | null) => [...queryKeys.item(place), 'watchers'] as const,
  itemComments: (place: ItemPlace | null, top: number) => [...queryKeys.item(place), 'comments', top] as const,
  itemSubtasks: (place: ItemPlace | null) => [...queryKeys.item(place), 'subtasks'] as const,
};
