import type { TasksResponse } from '@listboard/shared';
import { type Direction, UndoRefusal, type UndoStep } from '../../../ui/undo/undoHistory';
import type { CellRef, CompletedMove, MoveIntent, MoveOutcome } from '../dnd/moveController';
import type { CardPlace } from '../dnd/moveCache';
import { type CardStepDeps, cardAsLeft, ownVersion, refusalIfStale } from './stepGuards';

export interface MoveStepDeps extends CardStepDeps {
  /** The board's move controller: the undo's move shows at once and waits its turn like any other. */
  move(intent: MoveIntent): boolean;
  /** The words for a move the server refused for another reason (a full cell): as for a drop. */
  failure(error: unknown, columnValue: string): string;
}

/**
 * Where a card goes back to in a cell: after the card it had above it, or before the one below, while they are
 * still there; else at the cell's end. Null when the cell is not on the board the page shows.
 */
export function placeInCell(data: TasksResponse, cell: CellRef, uniqueID: string): CardPlace | null {
  const rowIndex = data.rows.findIndex((row) => row.value === cell.rowValue);
  const columnIndex = rowIndex < 0 ? -1 : data.rows[rowIndex].columns.findIndex((column) => column.value === cell.columnValue);
  if (columnIndex < 0) return null;
  const others = data.rows[rowIndex].columns[columnIndex].items.filter((item) => item.uniqueID !== uniqueID);
  const above = cell.above === null ? -1 : others.findIndex((item) => item.uniqueID === cell.above);
  const below = cell.below === null ? -1 : others.findIndex((item) => item.uniqueID === cell.below);
  const index = above >= 0 ? above + 1 : below >= 0 ? below : cell.above === null && cell.below !== null ? 0 : others.length;
  return { rowIndex, columnIndex, index };
}

/**
 * The undo history's step for a card move (docs/board-page.md#undo): its undo moves the card back beside the
 * cards it had there, its redo moves it again, each only while the card is as the last of them left it.
 */
export function moveStep(done: CompletedMove, label: string, deps: MoveStepDeps): UndoStep {
  deps.versions.set(done.uniqueID, done.after);

  async function moveTo(cell: CellRef, direction: Direction, defaultLaneValue?: string): Promise<void> {
    const left = ownVersion(deps, done.after);
    const shown = cardAsLeft(deps, left, direction);
    const to = shown && placeInCell(shown.data, cell, done.uniqueID);
    if (!to) throw new UndoRefusal(deps.refusals.gone(direction, left));
    const outcome = await new Promise<MoveOutcome>((settle) => {
      const intent = { uniqueID: done.uniqueID, to, sorted: done.sorted, hasSwimlanes: done.hasSwimlanes, defaultLaneValue };
      if (!deps.move({ ...intent, replay: { etag: left.info.etag, onSettled: settle } })) settle({ ok: false, error: null });
    });
    if (outcome.ok) {
      deps.versions.set(done.uniqueID, outcome.item);
      return;
    }
    const refusal =
      (await refusalIfStale(deps, left, direction, outcome.error)) ??
      (outcome.error === null ? new UndoRefusal(deps.refusals.gone(direction, left)) : null);
    throw refusal ?? new Error(deps.failure(outcome.error, cell.columnValue));
  }

  // A redo of a drop on the default lane gives the card the lane value the person picked then.
  return { label, undo: () => moveTo(done.from, 'undo'), redo: () => moveTo(done.to, 'redo', done.defaultLaneValue) };
}
