import {
  type AddNewFieldRequest,
  type AddNewLabelRequest,
  type AddNewLabelResponse,
  type EnableVersioningRequest,
  type EnableVersioningResponse,
  type Field,
  type SiteContentType,
  type SiteListInfo,
  type SiteWeb,
  type Web,
  type boardsFieldsQuerySchema,
  type siteListFieldsQuerySchema,
  type siteListQuerySchema,
  PERMISSION,
  fieldSchema,
  freeInternalName,
  newFieldInput,
  withAddedChoices,
} from '@listboard/shared';
import type { z } from 'zod';
import { conflict, invalid, notAllowed, notFound } from '../errors';
import type { ListHost, ListRights, ListSchema } from '../../ports/listHost';
import { listSchemaOf, mergedFields, openBoard, sourceListOf } from '../common/boardAccess';
import type { Session } from '../../context/session';
import { offerLabelsOnBoard } from '../boards/index';
import { listOf, siteInTenant } from './siteLookups';

/**
 * The site-setup calls of the configuration wizard. Reads need the list host's read right on each
 * list, as the other site endpoints do; changes to a list need its manage right (spec 2 section 5,
 * managelist_permission_denied), checked on every list before any of them is changed.
 */

/** The closest other web whose address contains this one's, as SharePoint's parent web. */
function parentOf(web: Web, webs: readonly Web[]): string | null {
  const url = web.url.toLowerCase();
  const parents = webs.filter((other) => url.startsWith(`${other.url.toLowerCase()}/`));
  return parents.sort((a, b) => b.url.length - a.url.length)[0]?.url ?? null;
}

/** GET /api/site/webs: the webs of the caller's tenant. */
export async function siteWebs(session: Session, siteURL: string): Promise<SiteWeb[]> {
  await siteInTenant(session, siteURL);
  const webs = await session.lists.getWebs(session.tenant);
  return webs.map((web) => ({ url: web.url, title: web.name, parentUrl: parentOf(web, webs) })).sort((a, b) => a.url.localeCompare(b.url));
}

/** A list as the wizard picks it: where it lives, its content types, the caller's rights on it and what its host can keep. */
export function siteListInfoOf(
  list: ListSchema,
  siteUrl: string,
  rights: ListRights,
  host: Pick<ListHost, 'savesViews' | 'keepsFolders'>,
): SiteListInfo {
  return {
    listID: list.id,
    name: list.title,
    description: list.description,
    url: siteUrl,
    isLibrary: list.isLibrary,
    versioned: list.versioning,
    contentTypesIDs: list.contentTypeIds,
    allowManage: rights.manage,
    allowManageViews: rights.manage && host.savesViews,
    hasFolders: host.keepsFolders,
    allowView: rights.view,
  };
}

/** GET /api/site/lists: the site's lists the caller may view, by name, with the caller's rights. */
export async function siteLists(session: Session, url: string): Promise<SiteListInfo[]> {
  const siteUrl = await siteInTenant(session, url);
  const host = session.lists;
  const lists = await host.getLists(siteUrl);
  const rights = await Promise.all(lists.map((list) => host.getListRights(siteUrl, list.id, session.user.login)));
  return lists
    .map((list, i) => ({ list, rights: rights[i] }))
    .filter(({ rights: r }) => r.view)
    .map(({ list, rights: r }) => siteListInfoOf(list, siteUrl, r, host))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/site/lists/{id}: one list as GET /api/site/lists answers it, to whoever may read it. */
export async function siteList(session: Session, query: z.infer<typeof siteListQuerySchema>): Promise<SiteListInfo> {
  const siteUrl = await siteInTenant(session, query.url);
  const list = await listOf(session, siteUrl, query.id);
  return siteListInfoOf(list, siteUrl, await session.lists.getListRights(siteUrl, list.id, session.user.login), session.lists);
}

/** GET /api/site/lists/{id}/fields */
export async function siteListFields(session: Session, query: z.infer<typeof siteListFieldsQuerySchema>): Promise<Field[]> {
  return (await listOf(session, await siteInTenant(session, query.url), query.id)).fields;
}

/** GET /api/site/contenttypes */
export async function siteContentTypes(session: Session, siteURL: string): Promise<SiteContentType[]> {
  return session.lists.getContentTypes(await siteInTenant(session, siteURL));
}

/** GET /api/boards/fields: the lists' fields as one set, as a board over them sees them. */
export async function boardFields(session: Session, query: z.infer<typeof boardsFieldsQuerySchema>): Promise<Field[]> {
  const siteUrl = await siteInTenant(session, query.url);
  const lists: ListSchema[] = [];
  for (const listId of query.lists) lists.push(await listOf(session, siteUrl, listId));
  return mergedFields(lists);
}

/** A list whose settings the caller may change (the list host's manage right). */
export async function managedList(session: Session, siteUrl: string, listId: string): Promise<ListSchema> {
  const host = session.lists;
  const list = await host.getList(siteUrl, listId);
  if (!list) throw notFound('list_not_found', `There is no list ${listId}.`);
  const rights = await host.getListRights(siteUrl, list.id, session.user.login);
  if (!rights.manage)
    throw notAllowed('managelist_permission_denied', `You may not change the list ${list.title}: that needs the right to manage it.`);
  return list;
}

/** Each list once, however often the request names it. */
function distinct(lists: ListSchema[]): ListSchema[] {
  return [...new Map(lists.map((list) => [`${list.siteUrl.toLowerCase()} ${list.id.toLowerCase()}`, list])).values()];
}

/** POST /api/site/enableVersioning: all the lists or, when any is refused, none. */
export async function enableVersioning(session: Session, request: EnableVersioningRequest): Promise<EnableVersioningResponse> {
  const siteUrl = await siteInTenant(session, request.url);
  const lists: ListSchema[] = [];
  for (const listId of request.lists) lists.push(await managedList(session, siteUrl, listId));
  const result = [];
  for (const list of distinct(lists)) result.push(list.versioning ? list : await session.lists.setVersioning(siteUrl, list.id, true));
  return { lists: result.map((list) => ({ listID: list.id, versioned: list.versioning })) };
}

/**
 * POST /api/site/addNewField: the same field on every list of the source, under one internal name
 * that none of them has yet. A title that is already a field's display name in any of them is a 409.
 */
export async function addNewField(session: Session, request: AddNewFieldRequest): Promise<Field> {
  const lists: ListSchema[] = [];
  for (const source of request.source.lists) lists.push(await managedList(session, await siteInTenant(session, source.url), source.listID));
  const fields = lists.flatMap((list) => list.fields);
  const title = request.field.title.toLowerCase();
  if (fields.some((field) => field.name.trim().toLowerCase() === title))
    throw conflict('field_exists', 'A field with this name already exists.');
  const input = newFieldInput(
    request.field,
    freeInternalName(
      request.field.title,
      fields.map((field) => field.internalName),
    ),
  );
  for (const list of distinct(lists)) await session.lists.addField(list.siteUrl, list.id, input);
  return fieldSchema.parse(input);
}

/**
 * The list of a labels request made from a board: the board's labels field on one of its lists, for
 * whoever may change the board's settings or, when the board lets editors add labels, edits on it.
 */
async function boardLabelsList(session: Session, boardId: string, request: AddNewLabelRequest, siteUrl: string): Promise<ListSchema> {
  const board = await openBoard(session, boardId);
  const edits = board.level === PERMISSION.Edit || board.level === PERMISSION.EditOnlyOwn;
  if (!board.canEditSettings && !edits) throw notAllowed('access_denied', 'You may not add labels on this board.');
  if (!board.canEditSettings && !board.config.allowAddLabels)
    throw notAllowed('labels_adding_off', "This board's labels are chosen in its settings: ask its owner to add the label.");
  const source = sourceListOf(board.config, request.list);
  if (source.url.replace(/\/+$/, '').toLowerCase() !== siteUrl.toLowerCase()) {
    throw notFound('list_not_on_board', `The list ${request.list} on ${request.site} is not a source of this board.`);
  }
  if (request.field !== board.config.labelsFieldName)
    throw notAllowed('access_denied', 'On a board, labels can be added to its labels field only.');
  return listSchemaOf(session, source);
}

/**
 * POST /api/boards/addNewLabel: the labels the MultiChoice field lacks (in any letter case) become choices;
 * with a board, then labels of the board with their colours (offerLabelsOnBoard).
 */
export async function addNewLabel(session: Session, request: AddNewLabelRequest): Promise<AddNewLabelResponse> {
  const siteUrl = await siteInTenant(session, request.site);
  const list = request.boardId
    ? await boardLabelsList(session, request.boardId, request, siteUrl)
    : await managedList(session, siteUrl, request.list);
  const field = list.fields.find((f) => f.internalName === request.field);
  if (!field) throw notFound('field_not_found', `The list ${list.title} has no field ${request.field}.`);
  if (field.type !== 'MultiChoice') throw invalid('not_labels_field', `${field.name} is not a MultiChoice field, so it holds no labels.`);
  const current = field.choices ?? [];
  const choices =
    withAddedChoices(current, request.labels).length === current.length
      ? current
      : await session.lists.updateChoices(siteUrl, list.id, field.internalName, (stored) => withAddedChoices(stored, request.labels));
  if (!request.boardId) return { choices };
  // The board's labels take the field's spelling of a name it already had in another letter case.
  const names = request.labels.map((name) => choices.find((choice) => choice.toLowerCase() === name.trim().toLowerCase()) ?? name);
  return { choices, labelsColors: await offerLabelsOnBoard(session, request.boardId, names) };
}
