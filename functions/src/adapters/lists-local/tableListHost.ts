import type { Field, FieldInput, ListView, SiteContentType, ViewDefinition, Web } from '@listboard/shared';
import {
  ItemNotFoundError,
  ListValueError,
  type DirectoryPerson,
  type ItemQuery,
  type ItemVersion,
  type ListDefinition,
  type ListHost,
  type ListItemRecord,
  type ListRights,
  type ListSchema,
  type SiteGroup,
  type SiteUser,
  type StoredValue,
  type VersionFeed,
  type WriteOptions,
} from '../../ports/listHost';
import type { ItemComment } from '../../ports/itemComments';
import type { PersonPhoto } from '../../ports/personPhotos';
import { AttachmentStore } from '../blobs/attachmentStore';
import { UserPhotoStore } from '../blobs/userPhotoStore';
import type { StorageAccess } from '../azureAccess';
import { TableClients } from '../tables/tableClients';
import { BUILT_IN_CONTENT_TYPES, contentTypeFieldsOf } from './contentTypes';
import { type ImportedHistory, importItemHistory } from './historyImport';
import { ItemCommentStore } from './itemComments';
import { ItemFiles } from './itemFiles';
import { ItemStore } from './itemStore';
import { SiteDirectory } from './siteDirectory';
import { SiteUsers } from './siteUsers';
import { itemsInViews } from './viewItems';
import { ViewStore } from './viewStore';

/**
 * The built-in list store over Azure Table Storage (schemas, items, versions) and Blob Storage
 * (attachments and a library item's file: itemFiles.ts).
 */
export class TableListHost implements ListHost {
  private readonly directory: SiteDirectory;
  private readonly people: SiteUsers;
  private readonly items: ItemStore;
  private readonly comments: ItemCommentStore;
  private readonly files: ItemFiles;
  private readonly photos: UserPhotoStore;
  private readonly tables: TableClients;
  private readonly views: ViewStore;
  readonly savesViews = true;
  readonly keepsFolders = false;

  /** `log` takes what is worth knowing but fails no request (a stored attachment that is left out). */
  constructor(access: StorageAccess, log = (message: string) => console.warn(message)) {
    const tables = new TableClients(access);
    this.tables = tables;
    this.directory = new SiteDirectory(tables);
    this.people = new SiteUsers(tables);
    this.items = new ItemStore(tables);
    this.comments = new ItemCommentStore(tables, this.items);
    this.views = new ViewStore(tables);
    this.files = new ItemFiles(this.directory, this.items, new AttachmentStore(access, log));
    this.photos = new UserPhotoStore(access);
  }

  getWeb(siteUrl: string): Promise<Web | null> {
    return this.directory.getWeb(siteUrl);
  }

  ensureWeb(web: Web): Promise<Web> {
    return this.directory.ensureWeb(web);
  }

  getWebs(tenant: string): Promise<Web[]> {
    return this.directory.getWebs(tenant);
  }

  /** The same two on every site: the built-in store has no custom content types. */
  async getContentTypes(_siteUrl: string): Promise<SiteContentType[]> {
    return [...BUILT_IN_CONTENT_TYPES];
  }

  async getContentTypeFields(_siteUrl: string, contentTypeId: string): Promise<Field[] | null> {
    return contentTypeFieldsOf(contentTypeId);
  }

  getLists(siteUrl: string): Promise<ListSchema[]> {
    return this.directory.getLists(siteUrl);
  }

  getList(siteUrl: string, listId: string): Promise<ListSchema | null> {
    return this.directory.getList(siteUrl, listId);
  }
  /** Built-in lists have no permissions of their own: every site user reads and adds, site admins manage. */
  async getListRights(siteUrl: string, listId: string, login: string): Promise<ListRights> {
    const [list, user] = await Promise.all([this.directory.getList(siteUrl, listId), this.people.getUserByLogin(siteUrl, login)]);
    const member = Boolean(list && user);
    return { view: member, add: member, manage: member && Boolean(user?.isSiteAdmin) };
  }

  createList(siteUrl: string, definition: ListDefinition): Promise<ListSchema> {
    return this.directory.createList(siteUrl, definition);
  }

  addField(siteUrl: string, listId: string, field: FieldInput): Promise<ListSchema> {
    return this.directory.addField(siteUrl, listId, field);
  }

  setVersioning(siteUrl: string, listId: string, enabled: boolean): Promise<ListSchema> {
    return this.directory.setVersioning(siteUrl, listId, enabled);
  }

  updateChoices(siteUrl: string, listId: string, fieldName: string, change: (current: readonly string[]) => string[]): Promise<string[]> {
    return this.directory.updateChoices(siteUrl, listId, fieldName, change);
  }

  async getViews(siteUrl: string, listId: string): Promise<ListView[]> {
    return this.views.list(await this.list(siteUrl, listId));
  }

  async saveView(siteUrl: string, listId: string, definition: ViewDefinition, existing?: { id: string; etag: string }): Promise<ListView> {
    return this.views.save(await this.list(siteUrl, listId), definition, existing);
  }

  async deleteView(siteUrl: string, listId: string, viewId: string, etag: string): Promise<void> {
    await this.views.delete(await this.list(siteUrl, listId), viewId, etag);
  }

  /** A view's conditions are evaluated here, over the items the store's own filter picked. */
  async queryItems(siteUrl: string, listId: string, query?: ItemQuery): Promise<ListItemRecord[]> {
    const list = await this.list(siteUrl, listId);
    const read = async () => this.items.query(list, query, await this.directory.highestItemId(siteUrl, listId));
    if (!query?.viewIds) return read();
    const views = await Promise.all(query.viewIds.map((id) => this.views.get(list, id)));
    const [items, users] = await Promise.all([read(), this.people.getSiteUsers(siteUrl)]);
    return itemsInViews(list, views, items, users);
  }

  async countItems(siteUrl: string, listId: string): Promise<number> {
    return this.items.count(await this.list(siteUrl, listId));
  }

  async getItem(siteUrl: string, listId: string, itemId: number): Promise<ListItemRecord | null> {
    return this.items.get(await this.list(siteUrl, listId), itemId);
  }

  /** A built-in list has one content type (contentTypes.ts), so an item can only be of that one. */
  async createItem(
    siteUrl: string,
    listId: string,
    values: Record<string, StoredValue>,
    authorId: number,
    contentTypeId?: string | null,
  ): Promise<ListItemRecord> {
    if (contentTypeId) {
      const list = await this.list(siteUrl, listId);
      if (!list.contentTypeIds.some((id) => id.toLowerCase() === contentTypeId.toLowerCase()))
        throw new ListValueError(`The list ${list.title} has no content type ${contentTypeId}.`);
    }
    const [created] = await this.createItems(siteUrl, listId, [values], authorId);
    return created;
  }

  async createItems(siteUrl: string, listId: string, values: Record<string, StoredValue>[], authorId: number): Promise<ListItemRecord[]> {
    const list = await this.list(siteUrl, listId);
    return this.items.create(list, (count) => this.directory.allocateItemIds(siteUrl, listId, count), values, authorId);
  }

  async updateItem(
    siteUrl: string,
    listId: string,
    itemId: number,
    changes: Record<string, StoredValue>,
    options: WriteOptions,
  ): Promise<ListItemRecord> {
    return this.items.update(await this.list(siteUrl, listId), itemId, changes, options);
  }

  async deleteItem(siteUrl: string, listId: string, itemId: number, options: { etag?: string }): Promise<void> {
    const list = await this.list(siteUrl, listId);
    await this.items.delete(list, itemId, options.etag);
    await this.removeItemData(list.id, itemId);
  }

  async recycleItem(siteUrl: string, listId: string, itemId: number, options: { deletedBy: number; etag?: string }): Promise<string> {
    return this.items.recycle(await this.list(siteUrl, listId), itemId, options);
  }

  async restoreItem(siteUrl: string, listId: string, itemId: number, token: string): Promise<ListItemRecord> {
    return this.items.restore(await this.list(siteUrl, listId), itemId, token);
  }

  async purgeRecycledItems(before: Date): Promise<number> {
    const expired = await this.items.recycledBefore(before);
    for (const { listId, itemId } of expired) {
      await this.removeItemData(listId, itemId);
      await this.items.forgetRecycled(listId, itemId);
    }
    return expired.length;
  }

  private async removeItemData(listId: string, itemId: number): Promise<void> {
    await Promise.all([this.files.removeAll(listId, itemId), this.comments.removeAll(listId, itemId)]);
  }

  async getItemVersions(siteUrl: string, listId: string, itemId: number): Promise<ItemVersion[]> {
    return this.items.versionsOf(await this.list(siteUrl, listId), itemId);
  }

  async getItemComments(siteUrl: string, listId: string, itemId: number, top: number): Promise<ItemComment[]> {
    const list = await this.list(siteUrl, listId);
    if (!(await this.items.get(list, itemId))) throw new ItemNotFoundError(itemId);
    return this.comments.list(list, itemId, top);
  }

  async addItemComment(siteUrl: string, listId: string, itemId: number, text: string, author: SiteUser): Promise<ItemComment> {
    return this.comments.add(await this.list(siteUrl, listId), itemId, text, author);
  }

  async readVersionFeed(siteUrl: string, listId: string, since: string | null): Promise<VersionFeed> {
    return this.items.versionFeed(await this.list(siteUrl, listId), since);
  }

  /** The built-in store only (not the port): replaces items' versions with a past brought from elsewhere (see historyImport). */
  async importItemHistory(siteUrl: string, listId: string, histories: ImportedHistory[]): Promise<void> {
    await importItemHistory(this.tables, await this.list(siteUrl, listId), histories);
  }

  // An item's files are itemFiles.ts's.
  readonly getAttachments: ListHost['getAttachments'] = (...args) => this.files.getAttachments(...args);
  readonly addAttachment: ListHost['addAttachment'] = (...args) => this.files.addAttachment(...args);
  readonly readAttachment: ListHost['readAttachment'] = (...args) => this.files.readAttachment(...args);
  readonly removeAttachment: ListHost['removeAttachment'] = (...args) => this.files.removeAttachment(...args);
  readonly setItemFile: ListHost['setItemFile'] = (...args) => this.files.setItemFile(...args);
  readonly getItemFile: ListHost['getItemFile'] = (...args) => this.files.getItemFile(...args);
  readonly readItemFile: ListHost['readItemFile'] = (...args) => this.files.readItemFile(...args);

  getSiteUsers(siteUrl: string): Promise<SiteUser[]> {
    return this.people.getSiteUsers(siteUrl);
  }

  getUserByLogin(siteUrl: string, login: string): Promise<SiteUser | null> {
    return this.people.getUserByLogin(siteUrl, login);
  }

  ensureUser(siteUrl: string, user: Omit<SiteUser, 'id'>): Promise<SiteUser> {
    return this.people.ensureUser(siteUrl, user);
  }

  /** The picture the store keeps for the site user (the demo seed gives the demo people theirs). */
  readUserPhoto(siteUrl: string, user: SiteUser): Promise<PersonPhoto | null> {
    return this.photos.read(siteUrl, user.login);
  }

  /** Keeps a site user's picture: not on the port, since SharePoint's people change theirs in their own profile. */
  saveUserPhoto(siteUrl: string, login: string, photo: PersonPhoto): Promise<void> {
    return this.photos.save(siteUrl, login, photo);
  }

  searchPeople(siteUrl: string, text: string, limit: number): Promise<DirectoryPerson[]> {
    return this.people.searchPeople(siteUrl, text, limit);
  }

  getSiteGroups(siteUrl: string): Promise<SiteGroup[]> {
    return this.people.getSiteGroups(siteUrl);
  }

  searchGroups(siteUrl: string, text: string, limit: number): Promise<SiteGroup[]> {
    return this.people.searchGroups(siteUrl, text, limit);
  }

  getGroupMembers(siteUrl: string, name: string): Promise<SiteUser[] | null> {
    return this.people.getGroupMembers(siteUrl, name);
  }

  /** Changes a person's groups: not on the port, since SharePoint's site owners manage their groups in SharePoint. */
  changeUserGroups(siteUrl: string, login: string, change: (groups: readonly string[]) => string[]): Promise<SiteUser> {
    return this.people.changeUserGroups(siteUrl, login, change);
  }

  async getChoices(siteUrl: string, listId: string, fieldName: string): Promise<string[]> {
    const field = (await this.list(siteUrl, listId)).fields.find((f) => f.internalName === fieldName);
    if (!field || (field.type !== 'Choice' && field.type !== 'MultiChoice'))
      throw new ListValueError(`${fieldName} is not a choice field.`);
    return field.choices ?? [];
  }

  async getLookups(siteUrl: string, listId: string, fieldName: string): Promise<{ id: number; name: string }[]> {
    const field = (await this.list(siteUrl, listId)).fields.find((f) => f.internalName === fieldName);
    if (!field || field.type !== 'Lookup') throw new ListValueError(`${fieldName} is not a lookup field.`);
    const target = await this.list(siteUrl, field.lookupList || listId);
    const titleField = field.titleField ?? 'Title';
    const items = await this.items.query(target);
    return items.map((i) => ({ id: i.id, name: String(i.values[titleField] ?? '') }));
  }

  private async list(siteUrl: string, listId: string): Promise<ListSchema> {
    const list = await this.directory.getList(siteUrl, listId);
    if (!list) throw new ListValueError(`There is no list ${listId} on ${siteUrl}.`);
    return list;
  }
}
