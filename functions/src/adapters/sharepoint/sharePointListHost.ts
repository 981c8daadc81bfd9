import type { Field, FieldInput, ListView, SiteContentType, Web } from '@listboard/shared';
import {
  type AttachmentInfo,
  type DirectoryPerson,
  type ItemQuery,
  type ItemVersion,
  type ListDefinition,
  type ListHost,
  type ListItemRecord,
  type ListRights,
  type ListSchema,
  ListValueError,
  type SiteGroup,
  type SiteUser,
  type StoredValue,
  type VersionFeed,
  ViewNotEditableError,
  type WriteOptions,
} from '../../ports/listHost';
import { DEFAULT_THROTTLE, type SpCaller, type ThrottlePolicy, spAt } from './spConnection';
import type { SpListSchema } from './spCounters';
import { listContentTypeFor } from './spContentTypes';
import { addItemCommentTo, itemCommentsOf } from './spComments';
import { addAttachmentTo, attachmentsOf, itemVersions, readAttachmentOf, removeAttachmentOf } from './spHistory';
import {
  addListItem,
  addListItems,
  countListItems,
  deleteListItem,
  listItem,
  lookupChoices,
  queryListItems,
  recycleListItem,
  restoreListItem,
  updateListItem,
} from './spItems';
import { addLibraryItem, libraryFileOf, readLibraryFile, replaceLibraryFile } from './spLibrary';
import {
  addListField,
  changeChoices,
  choicesOf,
  contentTypeFields,
  createSpList,
  listOf,
  listsOf,
  rightsOn,
  setListVersioning,
} from './spLists';
import type { ItemComment } from '../../ports/itemComments';
import type { PersonPhoto } from '../../ports/personPhotos';
import { userPhotoOf } from './spUserPhoto';
import { versionFeedOf } from './spVersionFeed';
import {
  contentTypesOf,
  ensureSiteUser,
  groupMembersOf,
  groupsMatching,
  siteGroupsIn,
  peopleMatching,
  siteUserByLogin,
  siteUsersOf,
  webAt,
  websOf,
} from './spSite';
import { queryViewItems, viewsOf } from './spViews';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The list host over SharePoint Online, for one caller: every request goes to the caller's own origin
 * with their on-behalf-of token, so SharePoint's permissions apply on top of the board's. Author and
 * Editor are whoever the token stands for (the port's authorId and editorId are the built-in store's).
 * A host lives for one request; the list schemas it reads are kept for that time.
 */
export class SharePointListHost implements ListHost {
  private readonly schemas = new Map<string, Promise<SpListSchema | null>>();
  /** SharePoint's views are made and changed in SharePoint, by the list's owners there. */
  readonly savesViews = false;
  readonly keepsFolders = true;

  constructor(
    private readonly caller: SpCaller,
    private readonly fetchImpl: Fetch = fetch,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  private sp(siteUrl: string) {
    return spAt(siteUrl, this.caller, this.fetchImpl, this.policy);
  }

  private schema(siteUrl: string, listId: string): Promise<SpListSchema | null> {
    const key = `${siteUrl}|${listId.toLowerCase()}`;
    let schema = this.schemas.get(key);
    if (!schema) {
      schema = listOf(this.sp(siteUrl), siteUrl, listId);
      this.schemas.set(key, schema);
      schema.catch(() => this.schemas.delete(key));
    }
    return schema;
  }

  private async list(siteUrl: string, listId: string): Promise<SpListSchema> {
    const list = await this.schema(siteUrl, listId);
    if (!list) throw new ListValueError(`The list ${listId} does not exist on ${siteUrl}.`);
    return list;
  }

  private remember(list: SpListSchema): SpListSchema {
    this.schemas.set(`${list.siteUrl}|${list.id}`, Promise.resolve(list));
    return list;
  }

  getWeb(siteUrl: string): Promise<Web | null> {
    return webAt(this.sp(siteUrl));
  }

  /** SharePoint's sites are made by their owners, not by Listboard: the web must exist. */
  async ensureWeb(web: Web): Promise<Web> {
    const existing = await this.getWeb(web.url);
    if (!existing) throw new ListValueError(`There is no SharePoint site at ${web.url}; Listboard does not create sites.`);
    return existing;
  }

  getWebs(tenant: string): Promise<Web[]> {
    return websOf(this.sp(tenant));
  }

  getContentTypes(siteUrl: string): Promise<SiteContentType[]> {
    return contentTypesOf(this.sp(siteUrl));
  }

  getContentTypeFields(siteUrl: string, contentTypeId: string): Promise<Field[] | null> {
    return contentTypeFields(this.sp(siteUrl), contentTypeId);
  }

  getLists(siteUrl: string): Promise<ListSchema[]> {
    return listsOf(this.sp(siteUrl), siteUrl);
  }

  getList(siteUrl: string, listId: string): Promise<ListSchema | null> {
    return this.schema(siteUrl, listId);
  }

  async createList(siteUrl: string, definition: ListDefinition): Promise<ListSchema> {
    return this.remember(await createSpList(this.sp(siteUrl), siteUrl, definition));
  }

  async addField(siteUrl: string, listId: string, field: FieldInput): Promise<ListSchema> {
    return this.remember(await addListField(this.sp(siteUrl), siteUrl, listId, field));
  }

  async setVersioning(siteUrl: string, listId: string, enabled: boolean): Promise<ListSchema> {
    return this.remember(await setListVersioning(this.sp(siteUrl), siteUrl, listId, enabled));
  }

  async updateChoices(
    siteUrl: string,
    listId: string,
    fieldName: string,
    change: (current: readonly string[]) => string[],
  ): Promise<string[]> {
    const choices = await changeChoices(this.sp(siteUrl), listId, fieldName, change);
    this.schemas.delete(`${siteUrl}|${listId.toLowerCase()}`);
    return choices;
  }

  getListRights(siteUrl: string, listId: string, login: string): Promise<ListRights> {
    return rightsOn(this.sp(siteUrl), listId, login);
  }

  getViews(siteUrl: string, listId: string): Promise<ListView[]> {
    return viewsOf(this.sp(siteUrl), listId);
  }

  /** SharePoint's views are made and changed in SharePoint, by the list's owners there. */
  async saveView(): Promise<ListView> {
    throw new ViewNotEditableError();
  }

  async deleteView(): Promise<void> {
    throw new ViewNotEditableError();
  }

  async queryItems(siteUrl: string, listId: string, query?: ItemQuery): Promise<ListItemRecord[]> {
    const list = await this.list(siteUrl, listId);
    const sp = this.sp(siteUrl);
    const viewIds = query?.viewIds;
    if (!viewIds) return queryListItems(sp, list, query);
    return queryViewItems(sp, list, { ...query, viewIds }, () =>
      queryListItems(sp, list, { fieldEquals: query.fieldEquals, rootFolderOnly: query.rootFolderOnly }),
    );
  }

  countItems(siteUrl: string, listId: string): Promise<number> {
    return countListItems(this.sp(siteUrl), listId);
  }

  async getItem(siteUrl: string, listId: string, itemId: number): Promise<ListItemRecord | null> {
    return listItem(this.sp(siteUrl), await this.list(siteUrl, listId), itemId);
  }

  /** The author is whoever the caller's token stands for: `_authorId` is the built-in store's. */
  async createItem(
    siteUrl: string,
    listId: string,
    values: Record<string, StoredValue>,
    _authorId: number,
    contentTypeId?: string | null,
  ): Promise<ListItemRecord> {
    const list = await this.list(siteUrl, listId);
    const listContentTypeId = contentTypeId ? listContentTypeFor(list.listContentTypeIds, contentTypeId) : null;
    if (contentTypeId && !listContentTypeId) throw new ListValueError(`The list ${list.title} has no content type ${contentTypeId}.`);
    return list.isLibrary
      ? addLibraryItem(this.sp(siteUrl), list, values, listContentTypeId)
      : addListItem(this.sp(siteUrl), list, values, listContentTypeId);
  }

  async createItems(siteUrl: string, listId: string, values: Record<string, StoredValue>[], _authorId: number): Promise<ListItemRecord[]> {
    const list = await this.list(siteUrl, listId);
    if (!list.isLibrary) return addListItems(this.sp(siteUrl), list, values);
    const created: ListItemRecord[] = [];
    for (const value of values) created.push(await addLibraryItem(this.sp(siteUrl), list, value));
    return created;
  }

  async updateItem(
    siteUrl: string,
    listId: string,
    itemId: number,
    changes: Record<string, StoredValue>,
    options: WriteOptions,
  ): Promise<ListItemRecord> {
    return updateListItem(this.sp(siteUrl), await this.list(siteUrl, listId), itemId, changes, options);
  }

  deleteItem(siteUrl: string, listId: string, itemId: number, options: { etag?: string }): Promise<void> {
    return deleteListItem(this.sp(siteUrl), listId, itemId, options.etag);
  }

  recycleItem(siteUrl: string, listId: string, itemId: number): Promise<string> {
    return recycleListItem(this.sp(siteUrl), listId, itemId);
  }

  async restoreItem(siteUrl: string, listId: string, itemId: number, token: string): Promise<ListItemRecord> {
    return restoreListItem(this.sp(siteUrl), await this.list(siteUrl, listId), itemId, token);
  }

  /** SharePoint keeps its recycle bin's items 93 days, then its second stage; the service has nothing to remove. */
  purgeRecycledItems(): Promise<number> {
    return Promise.resolve(0);
  }

  async getItemVersions(siteUrl: string, listId: string, itemId: number): Promise<ItemVersion[]> {
    return itemVersions(this.sp(siteUrl), await this.list(siteUrl, listId), itemId);
  }

  getItemComments(siteUrl: string, listId: string, itemId: number, top: number): Promise<ItemComment[]> {
    return itemCommentsOf(this.sp(siteUrl), listId, itemId, top);
  }

  /** The author is whoever the token speaks for: SharePoint sets it, as it sets an item's Editor. */
  addItemComment(siteUrl: string, listId: string, itemId: number, text: string, _author: SiteUser): Promise<ItemComment> {
    return addItemCommentTo(this.sp(siteUrl), listId, itemId, text);
  }

  async readVersionFeed(siteUrl: string, listId: string, since: string | null): Promise<VersionFeed> {
    return versionFeedOf(this.sp(siteUrl), await this.list(siteUrl, listId), since);
  }

  /** A library item is its file and has no attachments. */
  async getAttachments(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo[]> {
    if ((await this.list(siteUrl, listId)).isLibrary) return [];
    return attachmentsOf(this.sp(siteUrl), listId, itemId);
  }

  async addAttachment(siteUrl: string, listId: string, itemId: number, fileName: string, content: Uint8Array): Promise<AttachmentInfo> {
    const list = await this.list(siteUrl, listId);
    if (list.isLibrary) throw new ListValueError(`${list.title} is a library: an item holds one file, not attachments.`);
    return addAttachmentTo(this.sp(siteUrl), listId, itemId, fileName, content);
  }

  readAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<Uint8Array | null> {
    return readAttachmentOf(this.sp(siteUrl), listId, itemId, fileName);
  }

  removeAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<void> {
    return removeAttachmentOf(this.sp(siteUrl), listId, itemId, fileName);
  }

  async setItemFile(
    siteUrl: string,
    listId: string,
    itemId: number,
    fileName: string,
    content: Uint8Array,
    options: WriteOptions,
  ): Promise<{ file: AttachmentInfo; item: ListItemRecord }> {
    return replaceLibraryFile(this.sp(siteUrl), await this.list(siteUrl, listId), itemId, fileName, content, options.etag);
  }

  /** An empty document counts as no file, as a new library item has on the built-in store. */
  async getItemFile(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo | null> {
    const file = await libraryFileOf(this.sp(siteUrl), await this.list(siteUrl, listId), itemId);
    return file && file.size > 0 ? file : null;
  }

  async readItemFile(siteUrl: string, listId: string, itemId: number): Promise<{ name: string; content: Uint8Array } | null> {
    return readLibraryFile(this.sp(siteUrl), await this.list(siteUrl, listId), itemId);
  }

  getSiteUsers(siteUrl: string): Promise<SiteUser[]> {
    return siteUsersOf(this.sp(siteUrl));
  }

  getUserByLogin(siteUrl: string, login: string): Promise<SiteUser | null> {
    return siteUserByLogin(this.sp(siteUrl), login);
  }

  /** SharePoint adds a person of the directory to the site; their name and groups are the directory's and the site's. */
  ensureUser(siteUrl: string, user: Omit<SiteUser, 'id'>): Promise<SiteUser> {
    return ensureSiteUser(this.sp(siteUrl), user.login.toLowerCase());
  }

  readUserPhoto(siteUrl: string, user: SiteUser): Promise<PersonPhoto | null> {
    return userPhotoOf(this.sp(siteUrl), siteUrl, user);
  }

  searchPeople(siteUrl: string, text: string, limit: number): Promise<DirectoryPerson[]> {
    return peopleMatching(this.sp(siteUrl), text, limit);
  }

  getSiteGroups(siteUrl: string): Promise<SiteGroup[]> {
    return siteGroupsIn(this.sp(siteUrl));
  }

  searchGroups(siteUrl: string, text: string, limit: number): Promise<SiteGroup[]> {
    return groupsMatching(this.sp(siteUrl), text, limit);
  }

  getGroupMembers(siteUrl: string, name: string): Promise<SiteUser[] | null> {
    return groupMembersOf(this.sp(siteUrl), name);
  }

  getChoices(siteUrl: string, listId: string, fieldName: string): Promise<string[]> {
    return choicesOf(this.sp(siteUrl), listId, fieldName);
  }

  async getLookups(siteUrl: string, listId: string, fieldName: string): Promise<{ id: number; name: string }[]> {
    const list = await this.list(siteUrl, listId);
    const field = list.fields.find((candidate) => candidate.internalName === fieldName);
    if (!field || field.type !== 'Lookup') throw new ListValueError(`${fieldName} is not a lookup field of ${list.title}.`);
    return lookupChoices(this.sp(siteUrl), field.lookupList || list.id, field.titleField ?? 'Title');
  }
}
