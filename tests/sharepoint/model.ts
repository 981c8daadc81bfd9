import { randomUUID } from 'node:crypto';

/**
 * The state of a SharePoint tenant the test server answers from: sites with their users, lists, fields
 * and items, and who may do what. Fields are kept in SharePoint's own JSON shape (SP.Field properties),
 * so the server answers them as SharePoint does.
 */
export interface ModelField {
  InternalName: string;
  Title: string;
  FieldTypeKind: number;
  TypeAsString: string;
  Required: boolean;
  ReadOnlyField: boolean;
  Hidden: boolean;
  [property: string]: unknown;
}

export interface ModelItem {
  Id: number;
  /** Field values by REST name (people and lookups under `{name}Id`). */
  values: Record<string, unknown>;
  Created: string;
  Modified: string;
  AuthorId: number;
  EditorId: number;
  /** SharePoint's item ETag is its version counter, quoted: "1", "2", ... */
  etagVersion: number;
  uiVersion: number;
  /** The item's versions, oldest first: its values and who made each version when (kept while the list has versioning). */
  history?: { uiVersion: number; values: Record<string, unknown>; editorId: number; at: string }[];
  attachments?: Map<string, Uint8Array>;
  /** A library item's document (its name is the item's FileLeafRef). */
  fileContent?: Uint8Array;
  /** The folder the item is in, as a path below the list's root folder ('Archive/2025'); none at the root. */
  folder?: string;
  /** A folder is an item too (FSObjType 1), named by its Title and FileLeafRef. */
  isFolder?: boolean;
  /** The item's own comments (commentRoutes.ts), oldest first: their text, author and time. */
  comments?: { id: number; text: string; authorId: number; createdDate: string }[];
}

export interface ModelList {
  Id: string;
  Title: string;
  Description: string;
  BaseType: number;
  BaseTemplate: number;
  EnableVersioning: boolean;
  Hidden: boolean;
  fields: ModelField[];
  items: ModelItem[];
  nextItemId: number;
  /** The list's views (SP.View): its query as CAML (`<OrderBy>` and `<Where>`, without `<Query>`). */
  views: ModelView[];
  /**
   * The list's content types (SP.ContentType StringId), the first its default. A site content type added to a
   * list becomes the list's own child of it: the site type's id, '00' and the list type's GUID in 32 hex digits.
   */
  contentTypes: string[];
}

/** The server-relative address of a list's root folder: /sites/x/Lists/{title}, a library's /sites/x/{title}. */
export function rootFolderUrl(site: ModelSite, list: ModelList): string {
  return `${new URL(site.url).pathname}${list.BaseType === 1 ? '' : '/Lists'}/${list.Title}`;
}

export interface ModelView {
  Id: string;
  Title: string;
  ViewQuery: string;
  Hidden: boolean;
  DefaultView: boolean;
}

export interface ModelUser {
  Id: number;
  Title: string;
  Email: string;
  LoginName: string;
  IsSiteAdmin: boolean;
  groups: string[];
}

/** A site group (SP.Group); its members are the users whose `groups` name it. */
export interface ModelGroup {
  Id: number;
  Title: string;
  Description: string;
  IsHiddenInUI: boolean;
}

export interface ModelSite {
  url: string;
  title: string;
  description: string;
  language: number;
  users: ModelUser[];
  groups: ModelGroup[];
  lists: ModelList[];
  nextUserId: number;
}

/**
 * Assumption: users and groups share one principal id space in SharePoint; the model draws group ids from a range of
 * their own, so that adding a group never moves the ids the tests know their users by.
 */
const FIRST_GROUP_ID = 1001;

/** SharePoint's base fields of every list (the ones a board sees; the hidden system fields are left out). */
function baseFields(library: boolean): ModelField[] {
  const field = (
    InternalName: string,
    Title: string,
    FieldTypeKind: number,
    TypeAsString: string,
    extra: Partial<ModelField> = {},
  ): ModelField => ({ InternalName, Title, FieldTypeKind, TypeAsString, Required: false, ReadOnlyField: false, Hidden: false, ...extra });
  return [
    field('Title', 'Title', 2, 'Text', { Required: !library }),
    ...(library
      ? [field('FileLeafRef', 'Name', 18, 'File', { Required: true })]
      : [field('Attachments', 'Attachments', 19, 'Attachments', { ReadOnlyField: true })]),
    field('ID', 'ID', 5, 'Counter', { ReadOnlyField: true }),
    field('ContentTypeId', 'Content Type ID', 25, 'ContentTypeId', { Hidden: true }),
    field('Author', 'Created By', 20, 'User', { ReadOnlyField: true }),
    field('Editor', 'Modified By', 20, 'User', { ReadOnlyField: true }),
  ];
}

export class SharePointModel {
  readonly sites = new Map<string, ModelSite>();
  /** The people of the tenant's directory, whom ensureUser may add to a site. */
  readonly directory = new Map<string, { name: string; email: string }>();
  /** A new item SharePoint refuses (its own rules the adapter cannot see: a unique column, an event receiver). */
  refuseItem: ((values: Record<string, unknown>) => boolean) | null = null;
  /** Whom each bearer token stands for (the on-behalf-of token of a person): their items' author and editor. */
  readonly tokens = new Map<string, string>();
  /** What an app may do on its own (an app-only token) by site: Sites.Selected's grants, by app id and site URL. */
  readonly siteGrants = new Map<string, Map<string, 'read' | 'write'>>();
  /** People's profile pictures by e-mail, which the user photo page serves (tests/sharepoint/photoRoutes.ts). */
  readonly photos = new Map<string, Uint8Array>();
  /** The sites' recycle bins by recycle bin item id: each item as it was deleted (comments and attachments kept), and who deleted it. */
  readonly recycleBin = new Map<string, { site: ModelSite; list: ModelList; item: ModelItem; deletedBy: number }>();
  /** Effective permission masks by list id and login; without one, site admins have full control and users contribute. */
  readonly permissions = new Map<string, { High: string; Low: string }>();

  /** `language` is the site's LCID, as SharePoint's web `Language` names it (1033: English, United States). */
  addSite(url: string, title: string, description = '', language = 1033): ModelSite {
    const site: ModelSite = { url: url.replace(/\/+$/, ''), title, description, language, users: [], groups: [], lists: [], nextUserId: 1 };
    this.sites.set(site.url.toLowerCase(), site);
    return site;
  }

  /** Grants an app a site, as an administrator does through Microsoft Graph (`POST /sites/{id}/permissions`); null takes it back. */
  grantSite(appId: string, siteUrl: string, role: 'read' | 'write' | null): void {
    const grants = this.siteGrants.get(appId) ?? new Map<string, 'read' | 'write'>();
    if (role) grants.set(siteUrl.replace(/\/+$/, '').toLowerCase(), role);
    else grants.delete(siteUrl.replace(/\/+$/, '').toLowerCase());
    this.siteGrants.set(appId, grants);
  }

  site(url: string): ModelSite | undefined {
    return this.sites.get(url.replace(/\/+$/, '').toLowerCase());
  }

  addUser(site: ModelSite, login: string, name: string, options: { isSiteAdmin?: boolean; groups?: string[] } = {}): ModelUser {
    const existing = site.users.find((user) => user.LoginName.toLowerCase() === `i:0#.f|membership|${login}`.toLowerCase());
    if (existing) return existing;
    const user = {
      Id: site.nextUserId++,
      Title: name,
      Email: login,
      LoginName: `i:0#.f|membership|${login.toLowerCase()}`,
      IsSiteAdmin: options.isSiteAdmin ?? false,
      groups: options.groups ?? [],
    };
    for (const title of user.groups) this.addGroup(site, title);
    site.users.push(user);
    this.directory.set(login.toLowerCase(), { name, email: login });
    return user;
  }

  /** The site group titled `title` (any letter case), made when the site has none. */
  addGroup(site: ModelSite, title: string, options: { hidden?: boolean } = {}): ModelGroup {
    const existing = site.groups.find((group) => group.Title.toLowerCase() === title.toLowerCase());
    if (existing) return existing;
    const Id = site.groups.reduce((max, group) => Math.max(max, group.Id + 1), FIRST_GROUP_ID);
    const group = { Id, Title: title, Description: '', IsHiddenInUI: options.hidden ?? false };
    site.groups.push(group);
    return group;
  }

  /** Puts a site user in a group or takes them out of it, as a site owner does on the group's page. */
  setMembership(site: ModelSite, login: string, title: string, member: boolean): void {
    const user = site.users.find((candidate) => candidate.LoginName.endsWith(`|${login.toLowerCase()}`));
    if (!user) throw new Error(`${login} is not a user of ${site.url}.`);
    const group = this.addGroup(site, title);
    user.groups = user.groups.filter((name) => name !== group.Title);
    if (member) user.groups.push(group.Title);
  }

  addList(
    site: ModelSite,
    title: string,
    options: { library?: boolean; description?: string; versioning?: boolean; siteContentTypes?: string[] } = {},
  ): ModelList {
    const library = options.library ?? false;
    const Id = randomUUID();
    const listTypeOf = (siteTypeId: string) => `${siteTypeId}00${randomUUID().replace(/-/g, '').toUpperCase()}`;
    const list: ModelList = {
      Id,
      Title: title,
      Description: options.description ?? '',
      BaseType: library ? 1 : 0,
      BaseTemplate: library ? 101 : 100,
      EnableVersioning: options.versioning ?? library,
      Hidden: false,
      fields: baseFields(library),
      items: [],
      nextItemId: 1,
      views: [{ Id: randomUUID(), Title: library ? 'All Documents' : 'All Items', ViewQuery: '', Hidden: false, DefaultView: true }],
      contentTypes: (options.siteContentTypes ?? [library ? '0x0101' : '0x01']).map(listTypeOf),
    };
    site.lists.push(list);
    return list;
  }

  /** A view as its owner makes it in SharePoint: a title and the CAML of its filter and sort. */
  addView(list: ModelList, title: string, viewQuery: string, options: { hidden?: boolean } = {}): ModelView {
    const view = { Id: randomUUID(), Title: title, ViewQuery: viewQuery, Hidden: options.hidden ?? false, DefaultView: false };
    list.views.push(view);
    return view;
  }

  /**
   * A folder at the list's root, and the items moved into it, as a list owner makes them in SharePoint. A
   * folder is an item of its own (FSObjType 1) that no board shows.
   */
  addFolder(list: ModelList, name: string, items: readonly ModelItem[] = []): ModelItem {
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const folder: ModelItem = {
      Id: list.nextItemId++,
      values: { Title: name, FileLeafRef: name, ContentTypeId: '0x0120' },
      Created: now,
      Modified: now,
      AuthorId: 1,
      EditorId: 1,
      etagVersion: 1,
      uiVersion: 1,
      isFolder: true,
    };
    list.items.push(folder);
    for (const item of items) item.folder = name;
    return folder;
  }

  list(site: ModelSite, id: string): ModelList | undefined {
    return site.lists.find((list) => list.Id.toLowerCase() === id.replace(/[{}]/g, '').toLowerCase());
  }

  /** The site user a request's bearer token stands for; the first user when the token is not known. */
  userOfToken(site: ModelSite, authorization: string | undefined): number {
    const login = this.tokens.get((authorization ?? '').replace(/^Bearer /, ''));
    return site.users.find((user) => login && user.LoginName.endsWith(`|${login}`))?.Id ?? site.users[0]?.Id ?? 1;
  }

  /** What a person may do on a list, as a BasePermissions mask. */
  permissionsOf(site: ModelSite, list: ModelList, login: string): { High: string; Low: string } {
    const set = this.permissions.get(`${list.Id}|${login.toLowerCase()}`);
    if (set) return set;
    const user = site.users.find((candidate) => candidate.LoginName.endsWith(`|${login.toLowerCase()}`));
    if (!user) return { High: '0', Low: '0' };
    // Full Control, else Contribute's list bits: ViewListItems, AddListItems, EditListItems, DeleteListItems, OpenItems, ViewVersions.
    return user.IsSiteAdmin ? { High: '2147483647', Low: '4294967295' } : { High: '0', Low: String(0b1101111) };
  }
}
