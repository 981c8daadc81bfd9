import {
  type BoardConfig,
  type FilterRule,
  type Item,
  type Row,
  type Swimlanes,
  type TasksResponse,
  type tasksRequestSchema,
  VIEW_TYPE,
  filtersUseModified,
  layoutBoard,
  matchesActiveFilters,
  cardIdOf,
  boardFlowColumns,
  loadsOf,
} from '@listboard/shared';
import type { z } from 'zod';
import { openBoard } from '../common/boardAccess';
import { type BoardData, type BoardEntry, loadBoardData } from './boardData';
import { subjectOf } from '../common/conditionContext';
import { idsOf, listShape, toItem } from '../common/cardMapper';
import { type AgedList, type BoardAging, boardAgingOf, keptVersionsForAging } from '../common/cardAges';
import type { ListItemRecord } from '../../ports/listHost';
import { requestedLaneField } from '../common/itemContext';
import type { Session } from '../../context/session';
import { kanbanDepsOf } from './deps';
import { entriesInChosenViews } from './boardViews';

type TasksRequest = z.infer<typeof tasksRequestSchema>;

/** Narrows the cards by the request: search text, members, lists and view type. */
function applyRequest(items: Item[], request: TasksRequest, useSubtasks: boolean): Item[] {
  const key = request.searchKey.trim().toLowerCase();
  const users = new Set(request.filter.users.map(String));
  const lists = new Set(request.filter.lists.map((l) => l.toLowerCase()));
  return items.filter(
    (item) =>
      (!key || item.name.toLowerCase().includes(key) || Object.values(item.card).some((c) => c.t.toLowerCase().includes(key))) &&
      (users.size === 0 || item.usersIds.some((id) => users.has(String(id)))) &&
      (lists.size === 0 || lists.has(item.info.listID.toLowerCase())) &&
      !(useSubtasks && request.requestViewType === VIEW_TYPE.HideSubTasks && item.parent),
  );
}

/** The entries that pass the active filters (spec 1 section 3: Filter). */
export async function filteredEntries(session: Session, data: BoardData, filters: FilterRule[]): Promise<BoardEntry[]> {
  if (filters.length === 0) return data.entries;
  const context = data.context.conditions;
  if (!filtersUseModified(filters)) return data.entries.filter((e) => matchesActiveFilters(filters, subjectOf(e.record), context));
  const changed = await Promise.all(data.entries.map((e) => latestChangedFields(session, e)));
  return data.entries.filter((e, i) => matchesActiveFilters(filters, subjectOf(e.record), { ...context, modifiedFields: changed[i] }));
}

/** IsModified: the fields the item's latest version changed. */
async function latestChangedFields(session: Session, { source, list, record }: BoardEntry): Promise<ReadonlySet<string>> {
  const versions = await session.lists.getItemVersions(source.url, list.id, record.id);
  return new Set(Object.keys(versions.at(-1)?.changes ?? {}));
}

/**
 * POST /api/kanban/tasks: the board's cards grouped into rows (lanes) and columns, with the board's live
 * sequence number read before the cards: every event up to it is in the answer, and the page asks for
 * the events after it once its live channel has joined (docs/live-updates.md#catching-up). A storage
 * outage fails the answer here as it would at the cards.
 */
export async function loadTasks(session: Session, request: TasksRequest): Promise<TasksResponse> {
  const sequence = await kanbanDepsOf(session).realtime.latestSequence(request.boardID);
  const { response } = await layOutTasks(session, request);
  return sequence === null ? response : { ...response, sequence };
}

/** The tasks answer with the records behind its cards (by uniqueID), for figures over values cards do not carry. */
export async function layOutTasks(
  session: Session,
  request: TasksRequest,
): Promise<{ response: TasksResponse; records: () => Map<string, ListItemRecord>; config: BoardConfig }> {
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  // The kept versions aging reads are asked for beside the cards; the feed after them, only when a card changed.
  const kept = keptVersionsForAging(session, config);
  const data = await loadBoardData(session, board, { swimlaneField: requestedLaneField(config, request) });
  const agedLists = listsOf(data.entries);
  const aging = kept && boardAgingOf(config, agedLists, await kept(agedLists), Date.now());
  const shapes = new Map(data.lists.map((list) => [list.id, listShape(list, config)]));
  const entries = await entriesInChosenViews(
    session,
    config,
    await filteredEntries(session, data, request.filter.activeFilters),
    request.filter.views,
  );
  const items = applyRequest(
    entries.map((e) => withAge(toItem(e.list, e.source, e.record, data.context, shapes.get(e.list.id)), aging)),
    request,
    config.useSubtasks,
  );
  const swimlaneField = data.context.swimlaneField;
  const pickedOtherField = swimlaneField && swimlaneField.internalName !== config.swimlanes.field;
  const swimlanes: Swimlanes | null = !swimlaneField
    ? null
    : pickedOtherField
      ? { ...config.swimlanes, field: swimlaneField.internalName, isDynamic: true }
      : config.swimlanes;
  const layout = layoutBoard(config.columnDefinitions, swimlanes, items);
  const flow = boardFlowColumns(config.columnDefinitions);
  for (const item of layout.unplaced) {
    kanbanDepsOf(session).log(`Card ${item.uniqueID} has column value '${item.columnValue}', which is not a column of board ${config.id}.`);
  }
  const rows: Row[] = layout.rows.map((row) => ({
    name: row.lane.name || (swimlanes ? row.lane.value : ''),
    value: row.lane.value,
    subvals: [],
    isDefault: row.lane.isDefault,
    isCollapsedByDefault: row.lane.isCollapsedByDefault,
    columns: row.cells.map((cell) => ({
      id: `r${row.index}c${cell.index}`,
      name: cell.definition.name,
      value: cell.definition.value,
      index: cell.index,
      rowIndex: row.index,
      items: cell.items,
      limit: cell.definition.wipLimit,
      isActiveWipLimit: cell.definition.isActiveWipLimit,
      hasTotals: Boolean(cell.definition.totals),
      isPartOfRowTotal: cell.definition.isPartOfRowTotal,
      isFirst: cell.index === 0,
      isLast: cell.index === row.cells.length - 1,
      itemCount: cell.definition.itemCount,
      isComplete: cell.definition.isComplete,
      isStarted: flow.started.has(cell.definition.value),
      totals: cell.definition.totals ?? null,
    })),
  }));
  // The members filter offers the groups the cards are assigned to beside the people (docs/board-page.md#groups-in-person-fields).
  const assigned = new Set(items.flatMap((item) => item.usersIds));
  const groups = [...data.context.groups.values()].filter((g) => assigned.has(g.id));
  const loads = peopleLoadsOf(config, data.entries);
  const users = [
    ...data.users.map((u) => ({ id: u.id, name: u.name, email: u.email, login: u.login })),
    ...groups.map((g) => ({ id: g.id, name: g.name, email: '', login: g.name, isGroup: true })),
  ].map((user) => (loads ? { ...user, load: loads.get(user.id) ?? 0 } : user));
  // Only the figures over values cards do not carry read the records: the board's own answer does not build the map.
  const records = () => new Map(entries.map((e) => [cardIdOf(e.list.id, e.record.id), e.record]));
  const response: TasksResponse = aging ? { rows, users, aging: aging.scale } : { rows, users };
  return { config, response, records };
}

/** Each list's cards, as card aging reads them. */
function listsOf(entries: readonly BoardEntry[]): AgedList[] {
  const lists = new Map<string, AgedList & { records: ListItemRecord[] }>();
  for (const { source, list: schema, record } of entries) {
    const list = lists.get(source.listID) ?? { source, records: [], versioned: schema.versioning };
    list.records.push(record);
    lists.set(source.listID, list);
  }
  return [...lists.values()];
}

/** The card with its age: set on the card the mapper just made for this answer (a copy of 5,000 cards costs more). */
function withAge(item: Item, aging: BoardAging | null): Item {
  const age = aging?.ageOf(item.info.listID, item.info.itemID);
  if (age) item.age = age;
  return item;
}

/**
 * Each person's load on the whole board, whatever the request narrows (docs/reporting.md#wip-per-person): the
 * members filter shows it beside each name. Null on a board without a person field.
 */
function peopleLoadsOf(config: BoardConfig, entries: readonly BoardEntry[]): Map<number, number> | null {
  if (!config.userField) return null;
  const field = config.userField;
  const { started } = boardFlowColumns(config.columnDefinitions);
  const cards = entries.map(({ record }) => ({
    column: String(record.values[config.columnFieldName] ?? ''),
    people: idsOf(record.values[field]),
  }));
  return loadsOf(cards, started);
}
