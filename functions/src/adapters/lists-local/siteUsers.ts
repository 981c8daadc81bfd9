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
/**
 * Groups take ids above this, people below it: one id space, as SharePoint's principals share one, in two ranges so
 * that a group given its id never moves the ids of people added after it (the demo's and the tests' people keep theirs).
 * A site of the built-in store never nears a billion people.
 */
const GROUP_ID_BASE = 1_000_000_000;

// A type, not an interface: the table client takes it as a record of properties.
type UserEntity = {
  partitionKey: string;
  rowKey: string;
  name: string;
  email: string;
  login: string;
  isSiteAdmin: boolean;
  /** The names of the person's groups, as JSON: a group's members are the people who carry its name (docs/storage.md). */
  groups: string;
  /** Set on a group's own row, which gives the group its id in the site's one id space of people and groups. */
  isGroup?: boolean;
};

/**
 * The people of the built-in store's sites and their groups. A group is a name its members carry, so a group exists
 * while someone is in it; each group also has a row of its own for its id, which stays when its last member leaves, so
 * that a person field holding it keeps its name. Lists of people (pickers, searches) may be 5 s old; one person, and a
 * group's members, are read afresh, since their groups decide their rights on their next request (docs/tenancy-and-sign-in.md).
 */
export class SiteUsers {
  private readonly principals = new TtlCache<UserEntity[]>(CACHE_MS);

  constructor(private readonly tables: TableClients) {}

  async getSiteUsers(siteUrl: string): Promise<SiteUser[]> {
    return (await this.principalsOf(siteUrl)).filter((entity) => !entity.isGroup).map(toUser);
  }

  /**
   * Every group that has an id, by name. A group its members named before groups had ids gets its id here, on first
   * read, so stored data needs no migration step.
   */
  async getSiteGroups(siteUrl: string): Promise<SiteGroup[]> {
    const carried = (await this.getSiteUsers(siteUrl)).flatMap((user) => user.groups);
    // Two requests naming a new group at once can each give it a row: the lowest id is the group's, on every read.
    const byId = (await this.ensureGroups(siteUrl, carried)).sort((a, b) => a.id - b.id);
    return byId
      .filter((group, index) => byId.findIndex((other) => isInGroup([other.name], group.name)) === index)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The person by sign-in name or mail (stored lower case; another letter case is looked for among all of them). */
  async getUserByLogin(siteUrl: string, login: string): Promise<SiteUser | null> {
    const wanted = login.toLowerCase();
    // A longer name is no one's, and would not fit in a query's address (HTTP 431); half a surrogate pair
    // cannot be written into an address at all.
    if (wanted.length > MAX_LOGIN_CHARS || hasLoneSurrogate(wanted)) return null;
    const [entity] = await this.entitiesWhere(siteUrl, `(login eq ${odataString(wanted)} or email eq ${odataString(wanted)})`);
    if (entity) return toUser(entity);
    this.principals.evict(keyOf(siteUrl));
    return (await this.getSiteUsers(siteUrl)).find((u) => u.login.toLowerCase() === wanted || u.email.toLowerCase() === wanted) ?? null;
  }

  async ensureUser(siteUrl: string, user: Omit<SiteUser, 'id'>): Promise<SiteUser> {
    const wanted = user.login.toLowerCase();
    const added = await this.addPrincipal(
      siteUrl,
      (entities) => entities.find((entity) => !entity.isGroup && entity.login.toLowerCase() === wanted),
      { ...user, groups: JSON.stringify(user.groups) },
      `site user ${user.login}`,
      false,
    );
    await this.ensureGroups(siteUrl, user.groups);
    return toUser(added);
  }

  /** Gives each named group a row of its own (its id) unless it has one; answers every group with an id. */
  private async ensureGroups(siteUrl: string, names: readonly string[]): Promise<SiteGroup[]> {
    let groups = (await this.principalsOf(siteUrl)).filter((entity) => entity.isGroup).map(toGroup);
    for (const name of new Set(names)) {
      if (groups.some((group) => isInGroup([group.name], name))) continue;
      const row = await this.addPrincipal(
        siteUrl,
        (entities) => entities.find((entity) => entity.isGroup && isInGroup([entity.name], name)),
        { name, isGroup: true },
        `group ${name}`,
        true,
      );
      groups = [...groups, toGroup(row)];
    }
    return groups;
  }

  /**
   * Adds a person or a group under the next free id of its range, unless `existing` finds it; a row another
   * request took meanwhile is a 409, and the next attempt reads again.
   */
  private async addPrincipal(
    siteUrl: string,
    existing: (entities: UserEntity[]) => UserEntity | undefined,
    properties: Partial<UserEntity>,
    what: string,
    isGroup: boolean,
  ): Promise<UserEntity> {
    const client = await this.tables.table(USERS);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      this.principals.evict(keyOf(siteUrl));
      const entities = await this.principalsOf(siteUrl);
      const found = existing(entities);
      if (found) return found;
      const inRange = entities.filter((entity) => Boolean(entity.isGroup) === isGroup);
      const id = inRange.reduce((max, entity) => Math.max(max, Number(entity.rowKey)), isGroup ? GROUP_ID_BASE : 0) + 1;
      const entity = { partitionKey: keyOf(siteUrl), rowKey: paddedId(id), ...properties } as UserEntity;
      try {
        await client.createEntity(checkEntitySize(entity, what));
        this.principals.evict(keyOf(siteUrl));
        return entity;
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
      }
    }
    throw new Error(`Could not add ${what}: too many concurrent additions.`);
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
        this.principals.evict(keyOf(siteUrl));
        await this.ensureGroups(siteUrl, groups);
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

  /** The groups someone is in whose name holds `text`, by name: a group nobody is in any longer keeps its id but is not offered. */
  async searchGroups(siteUrl: string, text: string, limit: number): Promise<SiteGroup[]> {
    const users = await this.getSiteUsers(siteUrl);
    return (await this.getSiteGroups(siteUrl))
      .filter((group) => matchesPeopleSearch(text, [group.name]) && users.some((user) => isInGroup(user.groups, group.name)))
      .slice(0, limit);
  }

  async getGroupMembers(siteUrl: string, name: string): Promise<SiteUser[] | null> {
    this.principals.evict(keyOf(siteUrl));
    const members = (await this.getSiteUsers(siteUrl)).filter((user) => isInGroup(user.groups, name));
    return members.length > 0 ? members : null;
  }

  private principalsOf(siteUrl: string): Promise<UserEntity[]> {
    return this.principals.get(keyOf(siteUrl), () => this.entitiesWhere(siteUrl));
  }

  private async entitiesWhere(siteUrl: string, condition?: string) {
    const partition = `PartitionKey eq ${odataString(keyOf(siteUrl))}`;
    return listAll<UserEntity>(await this.tables.table(USERS), condition ? `${partition} and ${condition}` : partition);
  }
}

const toGroup = (entity: UserEntity): SiteGroup => ({ id: Number(entity.rowKey), name: entity.name });

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
