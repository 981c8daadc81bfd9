import { hasLoneSurrogate, isInGroup, matchesPeopleSearch } from '@listboard/shared';
import type { DirectoryPerson, SiteGroup, SiteUser } from '../../ports/listHost';
import { TtlCache } from '../ttlCache';
import { checkEntitySize } from '../tables/chunkedJson';
import { type TableClients, keyOf, listAll, odataString, paddedId, statusOf } from '../tables/tableClients';

const USERS = 'lbusers';
const CACHE_MS = 5_000;
const ATTEMPTS = 5;
/** A mail address's longest (RFC 5321), the longest sign-in name. */
const MAX_LOGIN_CHARS = 320;

interface UserEntity {
  partitionKey: string;
  rowKey: string;
  name: string;
  email: string;
  login: string;
  isSiteAdmin: boolean;
  /** The names of the person's groups, as JSON: the built-in store's groups are these names (docs/storage.md). */
  groups: string;
}

/**
 * The people of the built-in store's sites and their groups. A group is a name its members carry, so a group exists
 * while someone is in it. Lists of people (pickers, searches) may be 5 s old; one person, and a group's members, are
 * read afresh, since their groups decide their rights on their next request (docs/tenancy-and-sign-in.md).
 */
export class SiteUsers {
  private readonly users = new TtlCache<SiteUser[]>(CACHE_MS);

  constructor(private readonly tables: TableClients) {}

  getSiteUsers(siteUrl: string): Promise<SiteUser[]> {
    return this.users.get(keyOf(siteUrl), async () => (await this.entitiesWhere(siteUrl)).map(toUser));
  }

  /** The person by sign-in name or mail (stored lower case; another letter case is looked for among all of them). */
  async getUserByLogin(siteUrl: string, login: string): Promise<SiteUser | null> {
    const wanted = login.toLowerCase();
    // A longer name is no one's, and would not fit in a query's address (HTTP 431); half a surrogate pair
    // cannot be written into an address at all.
    if (wanted.length > MAX_LOGIN_CHARS || hasLoneSurrogate(wanted)) return null;
    const [entity] = await this.entitiesWhere(siteUrl, `(login eq ${odataString(wanted)} or email eq ${odataString(wanted)})`);
    if (entity) return toUser(entity);
    this.users.evict(keyOf(siteUrl));
    return (await this.getSiteUsers(siteUrl)).find((u) => u.login.toLowerCase() === wanted || u.email.toLowerCase() === wanted) ?? null;
  }

  async ensureUser(siteUrl: string, user: Omit<SiteUser, 'id'>): Promise<SiteUser> {
    const client = await this.tables.table(USERS);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      this.users.evict(keyOf(siteUrl));
      const users = await this.getSiteUsers(siteUrl);
      const existing = users.find((u) => u.login.toLowerCase() === user.login.toLowerCase());
      if (existing) return existing;
      const id = users.reduce((max, u) => Math.max(max, u.id), 0) + 1;
      try {
        await client.createEntity(
          checkEntitySize(
            { partitionKey: keyOf(siteUrl), rowKey: paddedId(id), ...user, groups: JSON.stringify(user.groups) },
            'site user',
          ),
        );
        this.users.evict(keyOf(siteUrl));
        return { ...user, id };
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
      }
    }
    throw new Error(`Could not add user ${user.login}: too many concurrent additions.`);
  }

  /**
   * Changes a person's groups (adding them to a group, taking them out), written on the ETag read, so parallel
   * changes of one person's groups all land; the built-in store's stand-in for a site owner managing a group.
   */
  async changeUserGroups(siteUrl: string, login: string, change: (groups: readonly string[]) => string[]): Promise<SiteUser> {
    const client = await this.tables.table(USERS);
    for (let attempt = 0; attempt < ATTEMPTS * 2; attempt += 1) {
      const [entity] =
        login.length > MAX_LOGIN_CHARS ? [] : await this.entitiesWhere(siteUrl, `login eq ${odataString(login.toLowerCase())}`);
      if (!entity) throw new Error(`${login} is not a user of ${siteUrl}.`);
      const groups = change(toUser(entity).groups);
      try {
        await client.updateEntity({ partitionKey: entity.partitionKey, rowKey: entity.rowKey, groups: JSON.stringify(groups) }, 'Merge', {
          etag: entity.etag,
        });
        this.users.evict(keyOf(siteUrl));
        return { ...toUser(entity), groups };
      } catch (error) {
        if (statusOf(error) !== 412) throw error;
      }
    }
    throw new Error(`The groups of ${login} are too busy; try again.`);
  }

  /**
   * The built-in store has no directory of its own: its people are each site's users, so the search
   * finds them and never someone the site does not know (adding a person is the site owner's business).
   */
  async searchPeople(siteUrl: string, text: string, limit: number): Promise<DirectoryPerson[]> {
    return (await this.getSiteUsers(siteUrl))
      .filter((user) => matchesPeopleSearch(text, [user.name, user.email, user.login]))
      .slice(0, limit)
      .map(({ name, email, login }) => ({ name, email, login }));
  }

  /** The groups whose name holds `text`, each once (the first letter case met), by name. */
  async searchGroups(siteUrl: string, text: string, limit: number): Promise<SiteGroup[]> {
    const names = new Map<string, string>();
    for (const user of await this.getSiteUsers(siteUrl))
      for (const group of user.groups) if (!names.has(group.toLowerCase())) names.set(group.toLowerCase(), group);
    return [...names.values()]
      .filter((name) => matchesPeopleSearch(text, [name]))
      .sort((a, b) => a.localeCompare(b))
      .slice(0, limit)
      .map((name) => ({ id: null, name }));
  }

  async getGroupMembers(siteUrl: string, name: string): Promise<SiteUser[] | null> {
    this.users.evict(keyOf(siteUrl));
    const members = (await this.getSiteUsers(siteUrl)).filter((user) => isInGroup(user.groups, name));
    return members.length > 0 ? members : null;
  }

  private async entitiesWhere(siteUrl: string, condition?: string) {
    const partition = `PartitionKey eq ${odataString(keyOf(siteUrl))}`;
    return listAll<UserEntity>(await this.tables.table(USERS), condition ? `${partition} and ${condition}` : partition);
  }
}

function toUser(entity: UserEntity): SiteUser {
  return {
    id: Number(entity.rowKey),
    name: entity.name,
    email: entity.email,
    login: entity.login,
    isSiteAdmin: Boolean(entity.isSiteAdmin),
    groups: JSON.parse(entity.groups || '[]') as string[],
  };
}
