import {
  type ListView,
  type ViewDefinition,
  conditionFieldOf,
  type deleteListViewQuerySchema,
  type listViewsQuerySchema,
  type saveListViewRequestSchema,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid } from '../errors';
import type { ListSchema } from '../../ports/listHost';
import type { Session } from '../../context/session';
import { listOf, siteInTenant } from './siteLookups';
import { managedList } from './siteSetup';

/** GET /api/site/lists/{id}/views: the list's views, to whoever may read the list. */
export async function listViews(session: Session, query: z.infer<typeof listViewsQuerySchema>): Promise<ListView[]> {
  const siteUrl = await siteInTenant(session, query.url);
  const list = await listOf(session, siteUrl, query.id);
  return session.lists.getViews(siteUrl, list.id);
}

/** A view names only the list's fields (or the item properties every list has): a condition or sort on another is refused whole. */
function checkedDefinition(list: ListSchema, definition: ViewDefinition): ViewDefinition {
  const context = { fields: list.fields, now: new Date() };
  const unknown = [...definition.conditions.map((condition) => condition.field), ...definition.sort.map((sort) => sort.field)].find(
    (field) => field !== '' && !conditionFieldOf(field, context),
  );
  if (unknown) throw invalid('invalid_value', `The list ${list.title} has no field ${unknown}.`);
  return definition;
}

/**
 * POST /api/site/lists/{id}/views: a new view of a built-in list, or a change of one on the ETag it was read
 * with; for those who may manage the list, as its other settings are.
 */
export async function saveListView(
  session: Session,
  listId: string,
  request: z.infer<typeof saveListViewRequestSchema>,
): Promise<ListView> {
  const siteUrl = await siteInTenant(session, request.url);
  const list = await managedList(session, siteUrl, listId);
  const definition = checkedDefinition(list, request.view);
  if (request.viewId && !request.etag) throw invalid('invalid_request', 'A change of a view names the ETag it was read with.');
  const existing = request.viewId && request.etag ? { id: request.viewId, etag: request.etag } : undefined;
  return session.lists.saveView(siteUrl, list.id, definition, existing);
}

/** DELETE /api/site/lists/{id}/views/{viewId}: removes a built-in list's view on its ETag, for those who may manage the list. */
export async function deleteListView(session: Session, query: z.infer<typeof deleteListViewQuerySchema>): Promise<void> {
  const siteUrl = await siteInTenant(session, query.url);
  const list = await managedList(session, siteUrl, query.id);
  await session.lists.deleteView(siteUrl, list.id, query.viewId, query.etag);
}
