import type { BoardMember, User, fieldValuesParamsSchema, membersParamsSchema } from '@listboard/shared';
import type { z } from 'zod';
import { notAllowed, notFound } from '../errors';
import { ListValueError } from '../../ports/listHost';
import { toUser } from '../auth/index';
import type { Session } from '../../context/session';

/** A site named by a query's `url`: it must be in the session's tenant and exist. */
export async function siteInTenant(session: Session, url: string): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notFound('site_not_found', `'${url}' is not a site address.`);
  }
  if (parsed.origin !== session.tenant) throw notAllowed('other_tenant', 'The site belongs to another tenant.');
  const web = await session.lists.getWeb(`${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`);
  if (!web) throw notFound('site_not_found', `There is no site at ${url}.`);
  return web.url;
}

/**
 * A list the signed-in user may read. These site endpoints take list ids and site URLs, not a board
 * (the wizard and the forms need them before and outside any board), so a board's permission does
 * not apply: they need a user of the site, a site in the user's tenant and the list host's read right
 * on the list, as reading the board's fields does (boardConfig.sourceFields).
 */
export async function listOf(session: Session, siteUrl: string, listId: string) {
  const list = await session.lists.getList(siteUrl, listId);
  if (!list) throw notFound('list_not_found', `There is no list ${listId}.`);
  const rights = await session.lists.getListRights(siteUrl, list.id, session.user.login);
  if (!rights.view) throw notAllowed('access_denied', `You may not read the list ${list.title}.`);
  return list;
}

/** Reads a field's values with `read`; a field that is missing or of another type is a 404. */
async function fieldValues<T>(
  session: Session,
  params: z.infer<typeof fieldValuesParamsSchema>,
  read: (siteUrl: string) => Promise<T>,
): Promise<T> {
  const siteUrl = await siteInTenant(session, params.url);
  await listOf(session, siteUrl, params.id);
  try {
    return await read(siteUrl);
  } catch (error) {
    if (error instanceof ListValueError) throw notFound('field_not_found', error.message);
    throw error;
  }
}

/** GET /api/site/lists/{id}/fields/{field}/lookups */
export function fieldLookups(session: Session, params: z.infer<typeof fieldValuesParamsSchema>): Promise<{ id: number; name: string }[]> {
  return fieldValues(session, params, (siteUrl) => session.lists.getLookups(siteUrl, params.id, params.field));
}

/** GET /api/site/lists/{id}/fields/{field}/choices */
export function fieldChoices(session: Session, params: z.infer<typeof fieldValuesParamsSchema>): Promise<string[]> {
  return fieldValues(session, params, (siteUrl) => session.lists.getChoices(siteUrl, params.id, params.field));
}

/**
 * GET /api/site/lists/{id}/fields/{field}/texts: the distinct values a Text field holds on the list's items, by name,
 * which a swimlane over a Text field offers as its lanes; a field that is missing or of another type is a 404.
 */
export async function fieldTexts(session: Session, params: z.infer<typeof fieldValuesParamsSchema>): Promise<string[]> {
  const siteUrl = await siteInTenant(session, params.url);
  const list = await listOf(session, siteUrl, params.id);
  if (!list.fields.some((field) => field.internalName === params.field && field.type === 'Text'))
    throw notFound('field_not_found', `The list ${list.title} has no text field ${params.field}.`);
  const texts = new Set<string>();
  for (const item of await session.lists.queryItems(siteUrl, list.id)) {
    const value = item.values[params.field];
    if (typeof value === 'string' && value.trim() !== '') texts.add(value);
  }
  return [...texts].sort((a, b) => a.localeCompare(b));
}

/** GET /api/site/lists/members/{assignedToField}: the people, and groups, assigned in that field on the lists. */
export async function listMembers(session: Session, params: z.infer<typeof membersParamsSchema>): Promise<BoardMember[]> {
  const siteUrl = await siteInTenant(session, params.url);
  const host = session.lists;
  const ids = new Set<number>();
  for (const listId of params.lists
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const list = await listOf(session, siteUrl, listId);
    if (!list.fields.some((f) => f.internalName === params.assignedToField && f.type === 'User')) {
      throw notFound('field_not_found', `The list ${list.title} has no people field ${params.assignedToField}.`);
    }
    for (const item of await host.queryItems(siteUrl, listId)) {
      for (const id of (item.values[params.assignedToField] as number[] | null) ?? []) ids.add(id);
    }
  }
  const [users, groups] = await Promise.all([host.getSiteUsers(siteUrl), host.getSiteGroups(siteUrl)]);
  return [
    ...users.filter((u) => ids.has(u.id)).map((u) => ({ id: u.id, name: u.name, login: u.login, IsMemberShip: true })),
    ...groups.filter((g) => ids.has(g.id)).map((g) => ({ id: g.id, name: g.name, login: g.name, IsMemberShip: false, isGroup: true })),
  ];
}

/**
 * GET /api/site/users/getid/?login: the person's user id on the site. A person of the directory who
 * is not a user of the site yet is added to it (SharePoint's ensureUser, as its own person fields do);
 * only someone the directory finds by that exact sign-in name, so a caller cannot invent users.
 */
export async function siteUserId(session: Session, login: string): Promise<User> {
  const { lists, siteUrl } = session;
  const known = await lists.getUserByLogin(siteUrl, login);
  if (known) return toUser(known);
  const wanted = login.toLowerCase();
  const person = (await lists.searchPeople(siteUrl, login, 10)).find((candidate) => candidate.login.toLowerCase() === wanted);
  if (!person) throw notFound('user_not_found', `There is no one with the sign-in name ${login} in your organisation.`);
  return toUser(await lists.ensureUser(siteUrl, { ...person, isSiteAdmin: false, groups: [] }));
}

/** GET /api/site/user/{id}: a person, or a group (a person field that allows groups holds group ids), by id. */
export async function userById(session: Session, id: number): Promise<User> {
  const [users, groups] = await Promise.all([session.lists.getSiteUsers(session.siteUrl), session.lists.getSiteGroups(session.siteUrl)]);
  const user = users.find((u) => u.id === id);
  if (user) return toUser(user);
  const group = groups.find((g) => g.id === id);
  if (!group) throw notFound('user_not_found', `There is no user ${id} on this site.`);
  return { id: group.id, name: group.name, email: '', login: group.name, isGroup: true };
}
