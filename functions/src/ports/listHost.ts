import type { Field, FieldInput, ListView, SiteContentType, StoredValue, ViewDefinition, Web } from '@listboard/shared';
import type { ItemCommentsHost } from './itemComments';
import type { PersonPhoto } from './personPhotos';

export type { StoredValue };

export interface ListItemRecord {
  id: number;
  values: Record<string, StoredValue>;
  /** ISO timestamps with milliseconds. */
  created: string;
  modified: string;
  authorId: number;
  editorId: number;
  version: number;
  etag: string;
  /** How many entries each append-only field has received. */
  appendCounts: Record<string, number>;
  /** How many comments the item's own comments hold (SharePoint's _CommentCount), read with the item. */
  commentCount: number;
}

export interface ListSchema {
  id: string;
  siteUrl: string;
  title: string;
  description: string;
  fields: Field[];
  versioning: boolean;
  /** A document library: every item holds one file, named by the read-only field LIBRARY_FILE_FIELD. */
  isLibrary: boolean;
  /** The content types the list's items may have (ids as in getContentTypes). */
  contentTypeIds: string[];
}

export interface ListDefinition {
  id?: string;
  title: string;
  description?: string;
  fields: FieldInput[];
  versioning?: boolean;
  /** A library gets its file name field from the store, and has no attachments. */
  isLibrary?: boolean;
}

/** The file name field of a library's items (SharePoint's internal name). */
export const LIBRARY_FILE_FIELD = 'FileLeafRef';

export interface SiteUser {
  id: number;
  name: string;
  email: string;
  login: string;
  isSiteAdmin: boolean;
  groups: string[];
}

/** A person of the organisation's directory, who need not be a user of the site yet. */
export interface DirectoryPerson {
  name: string;
  email: string;
  login: string;
}

/**
 * A group of the site: a SharePoint site group, or the built-in store's group (a name its members carry, with a row of
 * its own for its id). Its id shares the site's id space with its users, so a person field may hold it (docs/storage.md).
 */
export interface SiteGroup {
  id: number;
  name: string;
}

export interface ItemVersion {
  version: number;
  modified: string;
  editorId: number;
  /** Only the values that changed in this version (all values for version 1). */
  changes: Record<string, StoredValue>;
}

/** A version of one of a list's items. */
export interface ListItemVersion extends ItemVersion {
  itemId: number;
}

/**
 * A list's versions from a moment on, for the charts and the history report (docs/reporting.md), which keep
 * them incrementally instead of reading every item's versions on each request.
 */
export interface VersionFeed {
  /** Versions modified at or after `since` (every version when it was null), oldest first per item. */
  versions: ListItemVersion[];
  /** Items deleted at or after `since`, with when: only a host that logs deletions says. */
  deletions: { itemId: number; at: string }[];
  /** Every item the list holds now, when the host cannot say what was deleted (or `since` was null); else null. */
  itemIds: number[] | null;
  /**
   * What to pass as `since` next time: a little before the newest write read, so that a write whose
   * time stamp was taken earlier but landed later is read again, not lost (the reader drops doubles).
   */
  cursor: string;
}

/** What a user may do with a list (on SharePoint, the user's effective permissions on it). */
export interface ListRights {
  view: boolean;
  add: boolean;
  manage: boolean;
}

export interface AttachmentInfo {
  name: string;
  size: number;
  url: string;
}

export interface WriteOptions {
  editorId: number;
  /** Refuse the write with a ConcurrencyError unless the item still has this ETag. */
  etag?: string;
  /** A system update changes values only: no new version, Modified and Editor stay (SharePoint's SystemUpdate). */
  systemUpdate?: boolean;
}

/** Only these equality filters can run inside the store; anything else filters in memory. */
export interface ItemQuery {
  fieldEquals?: Record<string, string | number | boolean>;
  /** Only the items that pass one of these views of the list, applied where the list lives (ViewNotFoundError for an unknown one). */
  viewIds?: readonly string[];
  /** Only the items at the list's root, none in its folders (a board's includeFolder off); a folder is never an item. */
  rootFolderOnly?: boolean;
}

/** The list platform: the built-in store or SharePoint. Every call names the site it works on. */
export interface ListHost extends ItemCommentsHost {
  getWeb(siteUrl: string): Promise<Web | null>;
  ensureWeb(web: Web): Promise<Web>;
  /** Every web of a tenant (an origin, 'https://contoso.sharepoint.com'). */
  getWebs(tenant: string): Promise<Web[]>;
  getContentTypes(siteUrl: string): Promise<SiteContentType[]>;
  /** The fields of one of the site's content types (getContentTypes' ids), those a board shows; null when the site has no such type. */
  getContentTypeFields(siteUrl: string, contentTypeId: string): Promise<Field[] | null>;

  getLists(siteUrl: string): Promise<ListSchema[]>;
  getList(siteUrl: string, listId: string): Promise<ListSchema | null>;
  createList(siteUrl: string, definition: ListDefinition): Promise<ListSchema>;
  addField(siteUrl: string, listId: string, field: FieldInput): Promise<ListSchema>;
  setVersioning(siteUrl: string, listId: string, enabled: boolean): Promise<ListSchema>;
  /**
   * Replaces a Choice or MultiChoice field's choices with what `change` makes of the current ones,
   * applied to the stored field so that concurrent changes are not lost; answers the new choices.
   */
  updateChoices(siteUrl: string, listId: string, fieldName: string, change: (current: readonly string[]) => string[]): Promise<string[]>;
  getListRights(siteUrl: string, listId: string, login: string): Promise<ListRights>;

  /** Whether saveView and deleteView can succeed here: the built-in store keeps views, SharePoint's are made in SharePoint. */
  readonly savesViews: boolean;
  /** Whether its lists can hold folders (SharePoint's can, the built-in store's cannot: a board's includeFolder matters only here). */
  readonly keepsFolders: boolean;
  /** The list's views (SharePoint's own, the built-in store's saved ones): what each filters on and sorts by. */
  getViews(siteUrl: string, listId: string): Promise<ListView[]>;
  /** A new view (without `existing`) or a change of one on its ETag; only the built-in store's (else ViewNotEditableError). */
  saveView(siteUrl: string, listId: string, definition: ViewDefinition, existing?: { id: string; etag: string }): Promise<ListView>;
  deleteView(siteUrl: string, listId: string, viewId: string, etag: string): Promise<void>;

  queryItems(siteUrl: string, listId: string, query?: ItemQuery): Promise<ListItemRecord[]>;
  /** How many items the list holds (SharePoint's ItemCount), without reading them. */
  countItems(siteUrl: string, listId: string): Promise<number>;
  getItem(siteUrl: string, listId: string, itemId: number): Promise<ListItemRecord | null>;
  /**
   * A new item, of the list's default content type, or of `contentTypeId` (a site content type, as in
   * getContentTypes, that the list has: contentTypeIds) when one is given.
   */
  createItem(
    siteUrl: string,
    listId: string,
    values: Record<string, StoredValue>,
    authorId: number,
    contentTypeId?: string | null,
  ): Promise<ListItemRecord>;
  createItems(siteUrl: string, listId: string, values: Record<string, StoredValue>[], authorId: number): Promise<ListItemRecord[]>;
  updateItem(
    siteUrl: string,
    listId: string,
    itemId: number,
    changes: Record<string, StoredValue>,
    options: WriteOptions,
  ): Promise<ListItemRecord>;
  deleteItem(siteUrl: string, listId: string, itemId: number, options: { etag?: string }): Promise<void>;
  /**
   * Moves an item to the list's recycle bin, as a person's delete does on SharePoint: its versions, comments and
   * attachments stay with it. Answers the host's token that restores it (SharePoint: the recycle bin item's id).
   * The built-in store recycles only on `etag` when given; SharePoint's recycle() takes no condition.
   */
  recycleItem(siteUrl: string, listId: string, itemId: number, options: { deletedBy: number; etag?: string }): Promise<string>;
  /**
   * Brings back the item `recycleItem` answered `token` for, with its id, values, comments and attachments;
   * ItemNotFoundError when it is no longer in the recycle bin (restored already, or emptied).
   */
  restoreItem(siteUrl: string, listId: string, itemId: number, token: string): Promise<ListItemRecord>;
  /**
   * Removes for good, with their comments and files, the items recycled before `before`; answers how many. SharePoint
   * empties its own recycle bin on its own time and answers 0.
   */
  purgeRecycledItems(before: Date): Promise<number>;
  getItemVersions(siteUrl: string, listId: string, itemId: number): Promise<ItemVersion[]>;
  /** The list's versions made at or after `since`, an ISO time from an earlier feed's cursor; every version when null. */
  readVersionFeed(siteUrl: string, listId: string, since: string | null): Promise<VersionFeed>;

  getAttachments(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo[]>;
  addAttachment(siteUrl: string, listId: string, itemId: number, fileName: string, content: Uint8Array): Promise<AttachmentInfo>;
  readAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<Uint8Array | null>;
  removeAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<void>;

  /** Libraries only: replaces the item's file and sets its file name field, as a new version by `options.editorId`. */
  setItemFile(
    siteUrl: string,
    listId: string,
    itemId: number,
    fileName: string,
    content: Uint8Array,
    options: WriteOptions,
  ): Promise<{ file: AttachmentInfo; item: ListItemRecord }>;
  /** Libraries only: the item's file, or null when it has none yet. */
  getItemFile(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo | null>;
  readItemFile(siteUrl: string, listId: string, itemId: number): Promise<{ name: string; content: Uint8Array } | null>;

  getSiteUsers(siteUrl: string): Promise<SiteUser[]>;
  getUserByLogin(siteUrl: string, login: string): Promise<SiteUser | null>;
  ensureUser(siteUrl: string, user: Omit<SiteUser, 'id'>): Promise<SiteUser>;
  /** A site user's picture as the site knows it (SharePoint's user photo; the built-in store's own); null when they have none. */
  readUserPhoto(siteUrl: string, user: SiteUser): Promise<PersonPhoto | null>;
  /** People of the directory whose name or email matches `text` (SharePoint's people picker search), at most `limit`. */
  searchPeople(siteUrl: string, text: string, limit: number): Promise<DirectoryPerson[]>;
  /** Every group of the site that has an id (for a person value's name and kind), by name. */
  getSiteGroups(siteUrl: string): Promise<SiteGroup[]>;
  /** The site's groups whose name holds `text`, by name, at most `limit`. */
  searchGroups(siteUrl: string, text: string, limit: number): Promise<SiteGroup[]>;
  /** The people of the site's group named `name` (in any letter case), read afresh; null when the site has no such group. */
  getGroupMembers(siteUrl: string, name: string): Promise<SiteUser[] | null>;

  getChoices(siteUrl: string, listId: string, fieldName: string): Promise<string[]>;
  getLookups(siteUrl: string, listId: string, fieldName: string): Promise<{ id: number; name: string }[]>;
}

/** The item changed since the caller read it (HTTP 412 at the store). */
export class ConcurrencyError extends Error {
  constructor(message = 'The item was changed by someone else. Reload it and try again.') {
    super(message);
    this.name = 'ConcurrencyError';
  }
}

/**
 * The site already has a list of this title, in any letter case (SharePoint refuses a second one; the
 * built-in store refuses it the same way, atomically). Whoever picked the title may pick the next free one.
 */
export class ListTitleTakenError extends Error {
  constructor(readonly title: string) {
    super(`The site already has a list named "${title}". Choose another name.`);
    this.name = 'ListTitleTakenError';
  }
}

/** The item is not in the list (never was, or was deleted while the caller worked on it). */
export class ItemNotFoundError extends Error {
  constructor(readonly itemId: number) {
    super(`Item ${itemId} does not exist.`);
    this.name = 'ItemNotFoundError';
  }
}

/** A value the list cannot take (unknown field, wrong type, too long). */
export class ListValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListValueError';
  }
}

/**
 * The list host was asked to reach a host the caller's organisation does not own. The use cases check
 * sites first; this is the adapter's own guard, before any request leaves (no request to an arbitrary host).
 */
export class ForeignSiteError extends Error {
  constructor(readonly url: string) {
    super(`${new URL(url).origin} is not a host of your organisation.`);
    this.name = 'ForeignSiteError';
  }
}

/**
 * The list platform refused the caller (SharePoint's own permissions, which apply on top of the board's,
 * or a sign-in SharePoint does not accept for them).
 */
export class ListAccessDeniedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListAccessDeniedError';
  }
}

/**
 * A list past the platform's view threshold (SharePoint: 5,000 items) cannot be filtered on columns
 * without an index; its owner indexes them (list settings, Indexed columns).
 */
export class ListNeedsIndexError extends Error {
  constructor(
    readonly listTitle: string,
    readonly columns: string[],
  ) {
    super(
      `The list "${listTitle}" has more items than SharePoint filters without an index. Ask its owner to index the column ${columns.join(', ')} (List settings, Indexed columns).`,
    );
    this.name = 'ListNeedsIndexError';
  }
}

/** The list has no view of this id (never had, or it was deleted). */
export class ViewNotFoundError extends Error {
  constructor(readonly viewId: string) {
    super(`The list has no view ${viewId}; it may have been deleted. Choose another view.`);
    this.name = 'ViewNotFoundError';
  }
}

/** A view filters with what Listboard cannot apply (a CAML element outside the condition operators). */
export class UnsupportedViewError extends Error {
  constructor(
    readonly viewTitle: string,
    readonly element: string,
  ) {
    super(`The view "${viewTitle}" filters with <${element}>, which Listboard cannot apply. Choose another view or change its filter.`);
    this.name = 'UnsupportedViewError';
  }
}

/** Views are changed where the list lives: SharePoint's in SharePoint. */
export class ViewNotEditableError extends Error {
  constructor() {
    super("This list's views are changed in SharePoint (the list's view settings), not in Listboard.");
    this.name = 'ViewNotEditableError';
  }
}
