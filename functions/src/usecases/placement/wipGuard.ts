import { type ColumnDefinition, type Field, boardLanes, canDropIntoCell, hasWipLimit, shownLaneOf, cardIdOf } from '@listboard/shared';
import { conflict } from '../errors';
import type { OpenBoard } from '../common/boardAccess';
import { type ColumnEntry, readColumn } from './columnOrder';
import { laneValueOfStored } from './laneValues';
import type { Session } from '../../context/session';

/** The board's lanes when the swimlane field in effect is the board's own (else lanes are dynamic). */
export function lanesOf(board: OpenBoard, swimlaneField: Field | null) {
  return swimlaneField && swimlaneField.internalName === board.config.swimlanes.field ? boardLanes(board.config.swimlanes) : null;
}

/**
 * Refuses a card entering a cell (column and lane) that is at its WIP limit (spec 1 section 5:
 * wip_limit_error); a card already in the cell never counts against it.
 */
export async function assertCellHasRoom(session: Session, board: OpenBoard, column: ColumnDefinition, swimlaneField: Field | null, targetLane: string, cardId: string): Promise<void> {
  const wip = { limit: column.wipLimit, isActiveWipLimit: column.isActiveWipLimit };
  if (!hasWipLimit(wip)) return;
  const lanes = lanesOf(board, swimlaneField);
  const laneOf = (entry: ColumnEntry) => {
    const value = laneValueOfStored(swimlaneField, swimlaneField ? entry.record.values[swimlaneField.internalName] : null);
    return lanes ? shownLaneOf(value, lanes) : value;
  };
  const target = lanes ? shownLaneOf(targetLane, lanes) : targetLane;
  const cell = (await readColumn(session, board.config, column.value)).filter((e) => laneOf(e) === target).map((e) => cardIdOf(e.listId, e.record.id));
  if (!canDropIntoCell(wip, cell, cardId)) {
    throw conflict('wip_limit', `The column ${column.name} has reached its WIP limit of ${column.wipLimit}.`);
  }
}
