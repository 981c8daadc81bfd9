import {
  type ColumnDefinition,
  type Field,
  type StoredValue,
  boardLanes,
  canDropIntoCell,
  hasWipLimit,
  isEmptyValue,
  shownLaneOf,
  cardIdOf,
} from '@listboard/shared';
import { conflict } from '../errors';
import type { OpenBoard } from '../common/boardAccess';
import type { ListSchema } from '../../ports/listHost';
import { type ColumnCards, type ColumnEntry, columnCardsOnce } from './columnOrder';
import { laneValueOfStored } from '../common/laneValues';
import type { Session } from '../../context/session';

/** A cell of a column: the lane `lane` of the lanes by `field` (null: the board has no lanes). */
export interface LaneOfCell {
  field: Field | null;
  lane: string;
}

/** The board's lanes when the swimlane field in effect is the board's own (else lanes are dynamic). */
export function lanesOf(board: OpenBoard, swimlaneField: Field | null) {
  return swimlaneField && swimlaneField.internalName === board.config.swimlanes.field ? boardLanes(board.config.swimlanes) : null;
}

/**
 * The cells a card with `values` is in, besides its cell in the lanes the write names: a subtask is
 * also in its parent's lane, which the parent-child view of a board with subtasks shows whatever
 * lanes the board has (docs/concurrency.md).
 */
export function cellsOfCard(board: OpenBoard, list: ListSchema, named: LaneOfCell, values: Record<string, StoredValue>): LaneOfCell[] {
  const parentField =
    board.config.useSubtasks && board.config.parentlookup
      ? list.fields.find((f) => f.internalName === board.config.parentlookup)
      : undefined;
  if (!parentField || parentField.internalName === named.field?.internalName || isEmptyValue(values[parentField.internalName]))
    return [named];
  return [named, { field: parentField, lane: laneValueOfStored(parentField, values[parentField.internalName]) }];
}

/**
 * Refuses a card entering cells (column and lane) of which one is at its WIP limit (spec 1 section 5:
 * wip_limit_error); a card already in a cell never counts against it.
 */
export async function assertCellsHaveRoom(
  session: Session,
  board: OpenBoard,
  column: ColumnDefinition,
  cells: LaneOfCell[],
  cardId: string,
  cards: ColumnCards = columnCardsOnce(session, board.config, column.value),
): Promise<void> {
  const wip = { limit: column.wipLimit, isActiveWipLimit: column.isActiveWipLimit };
  if (!hasWipLimit(wip)) return;
  const entries = await cards();
  for (const { field, lane } of cells) {
    const lanes = lanesOf(board, field);
    const laneOf = (entry: ColumnEntry) => {
      const value = laneValueOfStored(field, field ? entry.record.values[field.internalName] : null);
      return lanes ? shownLaneOf(value, lanes) : value;
    };
    const target = lanes ? shownLaneOf(lane, lanes) : lane;
    const cell = entries.filter((e) => laneOf(e) === target).map((e) => cardIdOf(e.listId, e.record.id));
    if (!canDropIntoCell(wip, cell, cardId)) {
      throw conflict('wip_limit', `The column ${column.name} has reached its WIP limit of ${column.wipLimit}.`);
    }
  }
}

/** Refuses a card entering the cell of `column` and `targetLane` when it is at its WIP limit. */
export function assertCellHasRoom(
  session: Session,
  board: OpenBoard,
  column: ColumnDefinition,
  swimlaneField: Field | null,
  targetLane: string,
  cardId: string,
): Promise<void> {
  return assertCellsHaveRoom(session, board, column, [{ field: swimlaneField, lane: targetLane }], cardId);
}
