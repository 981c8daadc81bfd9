import { type DirectoryPerson, type User, type UserSearchQuery, matchesPeopleSearch, peopleThenGroups } from '@listboard/shared';
import { notFound } from '../errors';
import { toUser } from '../auth/index';
import type { SiteUser } from '../../ports/listHost';
import type { Session } from '../../context/session';

const asPerson = (user: SiteUser): DirectoryPerson => ({
  id: user.id,
  name: user.name,
  email: user.email,
  login: user.login,
  isGroup: false,
});
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

async function membersOf(session: Session, groupName: string): Promise<SiteUser[]> {
  const members = await session.lists.getGroupMembers(session.siteUrl, groupName);
  if (!members) throw notFound('group_not_found', `This site has no group named ${groupName}.`);
  return members.sort(byName);
}

/** The directory's people matching `q`, each with their user id on the site when they already are a user of it (null otherwise). */
async function peopleFound(session: Session, q: string, limit: number): Promise<DirectoryPerson[]> {
  const [people, users] = await Promise.all([
    session.lists.searchPeople(session.siteUrl, q, limit),
    session.lists.getSiteUsers(session.siteUrl),
  ]);
  const idOf = new Map(users.map((user) => [user.login.toLowerCase(), user.id]));
  return people.map((person) => ({ ...person, id: idOf.get(person.login.toLowerCase()) ?? null, isGroup: false }));
}

async function groupsFound(session: Session, q: string, limit: number): Promise<DirectoryPerson[]> {
  const groups = await session.lists.searchGroups(session.siteUrl, q, limit);
  return groups.map((group) => ({ id: group.id, name: group.name, email: '', login: group.name, isGroup: true }));
}

/**
 * GET /api/site/users/search/: the people of the directory matching `q` (choosing one not on the site yet goes through
 * getid); with `gp` the site's groups too, with `ug` the groups only, with `g` only that group's members
 * (docs/api.md, "People and groups").
 */
export async function searchUsers(session: Session, query: UserSearchQuery): Promise<DirectoryPerson[]> {
  const { q, s: limit } = query;
  if (query.g !== undefined) {
    const members = await membersOf(session, query.g);
    return members
      .filter((user) => matchesPeopleSearch(q, [user.name, user.email, user.login]))
      .slice(0, limit)
      .map(asPerson);
  }
  const [people, groups] = await Promise.all([
    query.ug ? [] : peopleFound(session, q, limit),
    query.gp || query.ug ? groupsFound(session, q, limit) : [],
  ]);
  return peopleThenGroups(people, groups, limit);
}

/** GET /api/site/users/all?s: the site's people by name, the first `s`. */
export async function allUsers(session: Session, limit: number): Promise<User[]> {
  return (await session.lists.getSiteUsers(session.siteUrl)).sort(byName).slice(0, limit).map(toUser);
}

/** GET /api/site/users/getUsersByGroup/: the people of the site group `groupName`, by name, the first `s`; 404 for no such group. */
export async function groupMembers(session: Session, groupName: string, limit: number): Promise<User[]> {
  return (await membersOf(session, groupName)).slice(0, limit).map(toUser);
}
