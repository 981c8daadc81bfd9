import {
  type ColumnDefinition,
  type Item,
  type Field,
  type LaneSlot,
  type StoredValue,
  type Swimlanes,
  type moveTaskRequestSchema,
  DEFAULT_LANE_VALUE,
  canEditItem,
  defaultLaneValueProblem,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, notFound, stale } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import type { OpenBoard } from '../common/boardAccess';
import { ownsItem } from '../common/boardAccess';
import type { ItemScope } from '../common/itemScope';
import { freshCard, requestedLaneField, swimlaneFieldOf } from '../common/itemContext';
import { laneValueOfStored, storedLaneValue } from '../common/laneValues';
import { assertCanRelink } from '../placement/subtaskLinks';
import { type LaneOfCell, cellsOfCard, lanesOf } from '../placement/wipGuard';

/** Where a move sends its cards: what a single move and a selection's move have in common. */
export type MoveTarget = Pick<
  z.infer<typeof moveTaskRequestSchema>,
  'columnValue' | 'rowValue' | 'defaultLaneValue' | 'requestViewType' | 'swimlaneField'
>;

/** A card's move worked out before it is written: its new values, the lanes it shows in, and the cells it enters. */
export interface PlannedMove {
  changes: Record<string, StoredValue>;
  swimlaneField: Field | null;
  cells: LaneOfCell[];
}

const STALE_MESSAGE = 'This card was changed by someone else since you loaded it. The board has been refreshed; try again.';

/** The column a move names, or 400 unknown_column. */
export function targetColumn(board: OpenBoard, columnValue: string): ColumnDefinition {
  if (board.config.disableDragDrop) throw notAllowed('drag_drop_disabled', 'Dragging cards is turned off on this board.');
  const column = board.config.columnDefinitions.find((c) => c.value === columnValue);
  if (!column) throw invalid('unknown_column', `'${columnValue}' is not a column of this board.`);
  return column;
}

/** The card a move names, as stored now: 404 when it is gone, 403 when the caller may not change it, 412 when the page's copy is older. */
export async function movableCard(scope: ItemScope, itemId: number, etag: string | undefined): Promise<ListItemRecord> {
  const { session, board, source, list } = scope;
  const record = await session.lists.getItem(source.url, list.id, itemId);
  if (!record) throw notFound('item_not_found', `There is no item ${itemId} in ${source.name}.`);
  if (!canEditItem(board.level, ownsItem(session, board, record))) throw notAllowed('access_denied', 'You may not change this card.');
  if (etag && etag !== record.etag) throw stale('stale_item', STALE_MESSAGE);
  return record;
}

/** The lane value a person picked for a card dropped on the default lane, checked against the board's rule. */
function defaultLanePick(swimlanes: Swimlanes, field: Field | null, lanes: LaneSlot[] | null, target: MoveTarget) {
  const value = target.defaultLaneValue ?? DEFAULT_LANE_VALUE;
  if (!field || !lanes || target.rowValue !== DEFAULT_LANE_VALUE)
    throw invalid('invalid_lane', "A value for the default lane goes only with a drop on the board's default lane.");
  const problem = defaultLaneValueProblem(swimlanes, field, lanes, value);
  if (problem) throw invalid('invalid_lane', problem);
  return { field, value };
}

/** The values that put `record` into the target's column and lane, after the lane rules (known lane, a parent that may take it, the default lane's pick). */
export async function planMove(
  scope: ItemScope,
  record: ListItemRecord,
  column: ColumnDefinition,
  target: MoveTarget,
): Promise<PlannedMove> {
  const { board, list } = scope;
  const config = board.config;
  const changes: Record<string, StoredValue> = { [config.columnFieldName]: column.value };
  const swimlaneField = swimlaneFieldOf(board, list, requestedLaneField(config, target));
  const lanes = lanesOf(board, swimlaneField);
  let targetLane = laneValueOfStored(swimlaneField, swimlaneField ? record.values[swimlaneField.internalName] : null);
  if (swimlaneField && target.rowValue !== null) {
    const known = !lanes || config.swimlanes.isDynamic || lanes.some((l) => l.value === target.rowValue);
    if (!known) throw invalid('unknown_lane', `'${target.rowValue}' is not a lane of this board.`);
    changes[swimlaneField.internalName] = storedLaneValue(swimlaneField, target.rowValue);
    if (
      swimlaneField.internalName === config.parentlookup &&
      config.useSubtasks &&
      target.rowValue !== targetLane &&
      target.rowValue !== DEFAULT_LANE_VALUE
    ) {
      await assertCanRelink(scope, record.id, Number(target.rowValue));
    }
    targetLane = target.rowValue;
  }
  if (target.defaultLaneValue !== undefined) {
    const picked = defaultLanePick(config.swimlanes, swimlaneField, lanes, target);
    changes[picked.field.internalName] = storedLaneValue(picked.field, picked.value);
    targetLane = picked.value;
  }
  const cells = cellsOfCard(board, list, { field: swimlaneField, lane: targetLane }, { ...record.values, ...changes });
  return { changes, swimlaneField, cells };
}

/**
 * A moved card as the mover's page shows it (in the lanes the move named) and as the board's other pages do (the
 * board's own lanes), read once when the two are the same.
 */
export async function movedCardViews(
  scope: ItemScope,
  updated: ListItemRecord,
  swimlaneField: Field | null,
): Promise<{ card: Item; shared: Item }> {
  const card = await freshCard(scope, updated, swimlaneField);
  const boardSwimlane = swimlaneFieldOf(scope.board, scope.list);
  return { card, shared: boardSwimlane === swimlaneField ? card : await freshCard(scope, updated, boardSwimlane) };
}
