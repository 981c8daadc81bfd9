import {
  type Item, type Row, type Swimlanes, type TasksResponse, type tasksRequestSchema, VIEW_TYPE, layoutBoard,
} from '@listboard/shared';
import type { z } from 'zod';
import { badRequest } from '../http/apiError';
import { openBoard } from './boardAccess';
import { loadBoardData } from './boardData';
import { listShape, toItem } from './cardMapper';
import { requestedLaneField } from './itemContext';
import type { Session } from './session';

type TasksRequest = z.infer<typeof tasksRequestSchema>;

/** Narrows the cards by the request: search text, members, lists and view type. */
function applyRequest(items: Item[], request: TasksRequest, useSubtasks: boolean): Item[] {
  const key = request.searchKey.trim().toLowerCase();
  const users = new Set(request.filter.users.map(String));
  const lists = new Set(request.filter.lists.map((l) => l.toLowerCase()));
  return items.filter((item) =>
    (!key || item.name.toLowerCase().includes(key) || Object.values(item.card).some((c) => c.t.toLowerCase().includes(key)))
    && (users.size === 0 || item.usersIds.some((id) => users.has(String(id))))
    && (lists.size === 0 || lists.has(item.info.listID.toLowerCase()))
    && !(useSubtasks && request.requestViewType === VIEW_TYPE.HideSubTasks && item.parent));
}

/** POST /api/kanban/tasks: the board's cards grouped into rows (lanes) and columns. */
export async function loadTasks(session: Session, request: TasksRequest): Promise<TasksResponse> {
  if (request.filter.activeFilters.length > 0) {
    throw badRequest('filters_not_supported', 'Saved filters are not available on this server version yet.');
  }
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  const data = await loadBoardData(session, board, { swimlaneField: requestedLaneField(config, request) });
  const shapes = new Map(data.lists.map((list) => [list.id, listShape(list, config)]));
  const items = applyRequest(data.entries.map((e) => toItem(e.list, e.source, e.record, data.context, shapes.get(e.list.id))), request, config.useSubtasks);
  const swimlaneField = data.context.swimlaneField;
  const pickedOtherField = swimlaneField && swimlaneField.internalName !== config.swimlanes.field;
  const swimlanes: Swimlanes | null = !swimlaneField ? null : pickedOtherField ? { ...config.swimlanes, field: swimlaneField.internalName, isDynamic: true } : config.swimlanes;
  const layout = layoutBoard(config.columnDefinitions, swimlanes, items);
  for (const item of layout.unplaced) {
    session.services.log(`Card ${item.uniqueID} has column value '${item.columnValue}', which is not a column of board ${config.id}.`);
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
      totals: cell.definition.totals ?? null,
    })),
  }));
  const users = data.users.map((u) => ({ id: u.id, name: u.name, email: u.email, login: u.login }));
  return { rows, users };
}
