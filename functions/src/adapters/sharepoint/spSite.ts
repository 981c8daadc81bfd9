import '@pnp/sp/webs/index.js';
import '@pnp/sp/site-users/index.js';
import '@pnp/sp/site-groups/index.js';
import '@pnp/sp/search/index.js';
import '@pnp/sp/profiles/index.js';
import { type SPFI, SPCollection } from '@pnp/sp';
import { type SiteContentType, type Web, isInGroup, languageOfLcid, matchesPeopleSearch } from '@listboard/shared';
import type { DirectoryPerson, SiteGroup, SiteUser } from '../../ports/listHost';
import { spCall } from './spConnection';

/** SharePoint names a person by a claim (`i:0#.f|membership|ann@contoso.com`); the board by their sign-in name. */
export const MEMBERSHIP_CLAIM = 'i:0#.f|membership|';

export function loginOf(loginName: string): string {
  const claim = loginName.lastIndexOf('|');
  return (claim >= 0 ? loginName.slice(claim + 1) : loginName).toLowerCase();
}

interface SpUser {
  Id: number;
  Title: string;
  Email?: string;
  LoginName: string;
  IsSiteAdmin?: boolean;
  Groups?: { Title: string }[] | { results: { Title: string }[] };
}

export function siteUserOf(user: SpUser): SiteUser {
  const groups = Array.isArray(user.Groups) ? user.Groups : (user.Groups?.results ?? []);
  return {
    id: user.Id,
    name: user.Title,
    email: user.Email ?? '',
    login: loginOf(user.LoginName),
    isSiteAdmin: Boolean(user.IsSiteAdmin),
    groups: groups.map((group) => group.Title),
  };
}

const USER_FIELDS = ['Id', 'Title', 'Email', 'LoginName', 'IsSiteAdmin', 'Groups/Title'] as const;

export async function webAt(sp: SPFI): Promise<Web | null> {
  const web = await spCall(() =>
    sp.web.select('Title', 'Url', 'Description', 'Language')<{ Title: string; Url: string; Description?: string; Language?: number }>(),
  );
  const language = languageOfLcid(web?.Language);
  return web && { url: web.Url.replace(/\/+$/, ''), name: web.Title, description: web.Description ?? '', ...(language && { language }) };
}

/** The webs of the tenant the caller may open, as SharePoint's search knows them (sites and their sub-webs). */
export async function websOf(sp: SPFI): Promise<Web[]> {
  const answer = await sp.search({
    Querytext: 'contentclass:STS_Site OR contentclass:STS_Web',
    SelectProperties: ['Title', 'Path', 'Description'],
    RowLimit: 500,
    TrimDuplicates: false,
  });
  return answer.PrimarySearchResults.map((row) => ({
    url: String(row.Path).replace(/\/+$/, ''),
    name: String(row.Title ?? ''),
    description: String((row as { Description?: string }).Description ?? ''),
  }));
}

/** Groups and system accounts are principals too; a person has a membership claim. */
const peopleOf = (users: SpUser[]) => users.filter((user) => user.LoginName.includes('membership|')).map(siteUserOf);

export async function siteUsersOf(sp: SPFI): Promise<SiteUser[]> {
  return peopleOf(await sp.web.siteUsers.select(...USER_FIELDS).expand('Groups')<SpUser[]>());
}

interface SpGroup {
  Id: number;
  Title: string;
  IsHiddenInUI?: boolean;
}

const siteGroupsOf = (sp: SPFI) => sp.web.siteGroups.select('Id', 'Title', 'IsHiddenInUI')<SpGroup[]>();

/** Every site group, hidden ones too: a person value may hold any of them (its `<Field>Id` holds group ids as well as user ids). */
export async function siteGroupsIn(sp: SPFI): Promise<SiteGroup[]> {
  return (await siteGroupsOf(sp)).map((group) => ({ id: group.Id, name: group.Title })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The site groups whose title holds `text`, by title; a group hidden from SharePoint's own pages is left out as there. */
export async function groupsMatching(sp: SPFI, text: string, limit: number): Promise<SiteGroup[]> {
  return (await siteGroupsOf(sp))
    .filter((group) => !group.IsHiddenInUI && matchesPeopleSearch(text, [group.Title]))
    .sort((a, b) => a.Title.localeCompare(b.Title))
    .slice(0, limit)
    .map((group) => ({ id: group.Id, name: group.Title }));
}

/** The people of the site group titled `name` (any letter case, as permission lists name a group); null when there is none. */
export async function groupMembersOf(sp: SPFI, name: string): Promise<SiteUser[] | null> {
  const group = (await siteGroupsOf(sp)).find((candidate) => isInGroup([candidate.Title], name));
  if (!group) return null;
  return peopleOf(
    await sp.web.siteGroups
      .getById(group.Id)
      .users.select(...USER_FIELDS)
      .expand('Groups')<SpUser[]>(),
  );
}

export async function siteUserByLogin(sp: SPFI, login: string): Promise<SiteUser | null> {
  const user = await spCall(() =>
    sp.web.siteUsers
      .getByLoginName(`${MEMBERSHIP_CLAIM}${login}`)
      .select(...USER_FIELDS)
      .expand('Groups')<SpUser>(),
  );
  return user && siteUserOf(user);
}

/** Makes a person of the directory a user of the site (SharePoint's ensureUser), or finds them there. */
export async function ensureSiteUser(sp: SPFI, login: string): Promise<SiteUser> {
  const user = await sp.web.ensureUser(`${MEMBERSHIP_CLAIM}${login}`);
  return (await siteUserByLogin(sp, loginOf(user.LoginName))) ?? siteUserOf(user as unknown as SpUser);
}

/** SharePoint's principal sources and types of the people picker: every source, people only. */
const ALL_SOURCES = 15;
const PEOPLE_ONLY = 1;

/**
 * The directory's people matching `text`, through the people picker service (the search SharePoint's
 * own person fields use): it finds people of the organisation who have never opened the site.
 */
export async function peopleMatching(sp: SPFI, text: string, limit: number): Promise<DirectoryPerson[]> {
  const entities = await sp.profiles.clientPeoplePickerSearchUser({
    QueryString: text,
    MaximumEntitySuggestions: limit,
    PrincipalSource: ALL_SOURCES,
    PrincipalType: PEOPLE_ONLY,
    AllowEmailAddresses: false,
    AllowMultipleEntities: false,
    AllUrlZones: false,
  });
  return entities
    .filter((entity) => entity.EntityType === 'User' && entity.Key.includes('membership|'))
    .map((entity) => ({ name: entity.DisplayText, email: entity.EntityData?.Email ?? '', login: loginOf(entity.Key) }));
}

/** The content types the site's lists may use (its own and those it inherits). */
export async function contentTypesOf(sp: SPFI): Promise<SiteContentType[]> {
  // PnP names only the web's own content types; its AvailableContentTypes include the inherited ones.
  const types = await SPCollection(sp.web, 'availablecontenttypes').select('StringId', 'Name')<{ StringId: string; Name: string }[]>();
  return types.map((type) => ({ id: type.StringId, name: type.Name }));
}
