import { type BoardConfig, type Field, type Item, type ViewType, VIEW_TYPE, cardIdOf } from '@listboard/shared';
import { invalid } from '../errors';
import type { ListItemRecord, ListSchema } from '../../ports/listHost';
import { conditionContextOf } from './conditionContext';
import type { OpenBoard } from './boardAccess';
import { type CardContext, cardFieldNames, toItem } from './cardMapper';
import type { ItemScope } from './itemScope';
import { commonDepsOf } from './deps';

/** The swimlane field in effect: the page's pick, or the board's when the page sends none. */
export function swimlaneFieldOf(board: OpenBoard, list: ListSchema, requested?: { internalName: string } | null): Field | null {
  const name = requested === undefined ? board.config.swimlanes.field : (requested?.internalName ?? null);
  if (!name) return null;
  if (name === board.config.columnFieldName) throw invalid('invalid_swimlane', 'The column field cannot be the swimlane field.');
  const field = list.fields.find((f) => f.internalName === name);
  if (!field) throw invalid('invalid_swimlane', `The list has no field ${name}.`);
  return field;
}

/**
 * The swimlane field a request asks for. In the parent-child view (only on boards with subtasks)
 * the lanes are the parent tasks, so the parent lookup takes the swimlane field's place.
 */
export function requestedLaneField(
  config: BoardConfig,
  request: { requestViewType: ViewType; swimlaneField?: { internalName: string } | null },
) {
  const parentChild = request.requestViewType === VIEW_TYPE.ParentChild && config.useSubtasks && config.parentlookup;
  return parentChild ? { internalName: config.parentlookup as string } : request.swimlaneField;
}

/**
 * What one card needs to be shown, without reading the whole board: the site's users, the
 * names its lookups point to and its subtask counts.
 */
export async function singleItemContext(scope: ItemScope, record: ListItemRecord, swimlaneField: Field | null): Promise<CardContext> {
  const { session, board, source, list } = scope;
  const host = session.lists;
  const config = board.config;
  const lookupFields = list.fields.filter(
    (f) => f.type === 'Lookup' && (cardFieldNames(config).includes(f.internalName) || f.internalName === config.parentlookup),
  );
  const names = new Map<string, string>();
  const targets = lookupFields.flatMap((field) => {
    const value = record.values[field.internalName];
    return (Array.isArray(value) ? value : []).map((id) => ({ listId: field.lookupList || list.id, id: Number(id) }));
  });
  const uniqueId = cardIdOf(list.id, record.id);
  const [users, groups, childRecords, watcherIds, picture] = await Promise.all([
    host.getSiteUsers(source.url),
    host.getSiteGroups(source.url),
    config.useSubtasks && config.parentlookup && list.fields.some((f) => f.internalName === config.parentlookup)
      ? host.queryItems(source.url, list.id, { fieldEquals: { [config.parentlookup]: record.id } })
      : Promise.resolve([]),
    commonDepsOf(session).watchers.get(config.id, uniqueId),
    commonDepsOf(session).cardPictures.read({ tenant: session.tenant, siteUrl: source.url, listId: list.id, itemId: record.id }),
    Promise.all(
      targets.map(async ({ listId, id }) => {
        const target = await host.getItem(source.url, listId, id);
        if (target) names.set(cardIdOf(listId, id), String(target.values[config.titleFieldName] ?? target.values.Title ?? ''));
      }),
    ),
  ]);
  const pictureName = picture.name;
  const complete = new Set(config.columnDefinitions.filter((c) => c.isComplete).map((c) => c.value));
  const userMap = new Map(users.map((u) => [u.id, u]));
  const groupMap = new Map(groups.map((g) => [g.id, g]));
  const lookupName = (field: Field, id: number, ownListId: string) => names.get(cardIdOf(field.lookupList || ownListId, id));
  return {
    board: config,
    level: board.level,
    userId: session.user.id,
    users: userMap,
    groups: groupMap,
    lookupName,
    // A condition on a person field names groups as it names people.
    conditions: conditionContextOf(list.fields, new Map<number, { name: string }>([...groupMap, ...userMap]), (field, id) =>
      lookupName(field, id, list.id),
    ),
    swimlaneField,
    watchers: new Map([[uniqueId, watcherIds]]),
    pictures: new Map(pictureName ? [[uniqueId, pictureName]] : []),
    children: new Map(
      childRecords.length === 0
        ? []
        : [
            [
              uniqueId,
              {
                count: childRecords.length,
                completed: childRecords.filter((c) => complete.has(String(c.values[config.columnFieldName] ?? ''))).length,
              },
            ],
          ],
    ),
  };
}

/** A card fresh from its record, as POST /api/kanban/{boardId}/task returns it. */
export async function freshCard(scope: ItemScope, record: ListItemRecord, swimlaneField: Field | null): Promise<Item> {
  return toItem(scope.list, scope.source, record, await singleItemContext(scope, record, swimlaneField));
}
