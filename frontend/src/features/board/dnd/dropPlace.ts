import { canDropIntoCell, type TasksResponse } from '@listboard/shared';
import { isSortableCell, sameCell, type CellAddress } from './cells';
import { findCard, type CardPlace } from './moveCache';

/** Where the dragged card is, as dnd-kit reports it. */
export interface DropPoint {
  cell: CellAddress;
  /** The card the dragged one is over, or null when it is over the cell itself (an empty cell, the cell's free space). */
  overCardId: string | null;
  /** Over a card of another cell: whether the dragged card's centre is below that card's centre. */
  below: boolean;
}

/**
 * The place the dragged card would land on, the index counted without the card. `shown` is the board as
 * drawn while dragging: the card may already be drawn in the cell it hovers (the drop preview). Within
 * the cell it is drawn in, a sortable cell puts it at the index of the card it is over (dnd-kit's
 * sortable semantics) and any other cell keeps it where it is drawn; into another cell it goes beside the
 * card it is over when sortable, else at the end.
 */
export function dropPlace(shown: TasksResponse, activeId: string, point: DropPoint, sortable: boolean): CardPlace | null {
  const drawn = findCard(shown, activeId);
  const items = shown.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex]?.items;
  if (!drawn || !items) return null;
  const overIndex = sortable && point.overCardId !== null ? items.findIndex((item) => item.uniqueID === point.overCardId) : -1;
  if (sameCell(drawn, point.cell)) return { ...point.cell, index: overIndex >= 0 ? overIndex : drawn.index };
  return { ...point.cell, index: overIndex >= 0 ? overIndex + (point.below ? 1 : 0) : items.length };
}

/** Whether the cell's WIP limit lets the card in (a card already in the cell always may stay). */
export function wipAllows(data: TasksResponse, activeId: string, cell: CellAddress): boolean {
  const column = data.rows[cell.rowIndex]?.columns[cell.columnIndex];
  return (
    !column ||
    canDropIntoCell(
      column,
      column.items.map((item) => item.uniqueID),
      activeId,
    )
  );
}

/** Whether drops into the cell set the card's order: a sorted board, and a cell small enough to sort. */
export function cellSortable(data: TasksResponse, cell: CellAddress, allowSorting: boolean): boolean {
  const column = data.rows[cell.rowIndex]?.columns[cell.columnIndex];
  return Boolean(column) && isSortableCell(allowSorting, column?.items.length ?? 0);
}

export type DropDecision = { kind: 'none' } | { kind: 'refused-wip' } | { kind: 'move'; to: CardPlace; sorted: boolean };

/**
 * What a drop does: nothing, a refusal because the target cell is full, or a move (sorted when the cell
 * may be sorted). `data` is the board without the preview, `shown` the board as drawn (see dropPlace).
 */
export function decideDrop(
  data: TasksResponse,
  shown: TasksResponse,
  activeId: string,
  point: DropPoint,
  allowSorting: boolean,
): DropDecision {
  const from = findCard(data, activeId);
  if (!from || !data.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex]) return { kind: 'none' };
  if (!wipAllows(data, activeId, point.cell)) return { kind: 'refused-wip' };
  const sorted = cellSortable(data, point.cell, allowSorting);
  const to = dropPlace(shown, activeId, point, sorted);
  if (!to || (sameCell(from, to) && (!sorted || to.index === from.index))) return { kind: 'none' };
  return { kind: 'move', to, sorted };
}
