import { canDropIntoCell, type TasksResponse } from '@listboard/shared';
import { isSortableCell, sameCell, type CellAddress } from './cells';
import { findCard, type CardPlace } from './moveCache';

/** Where a drag ended, as dnd-kit reported it. */
export interface DropPoint {
  cell: CellAddress;
  /** The card the dragged one is over, or null when it is over the cell itself (an empty cell, the cell's free space). */
  overCardId: string | null;
  /** Over a card of another cell: whether the dragged card's centre is below that card's centre. */
  below: boolean;
}

/**
 * The place a dropped card goes to, the index counted without the card; null when nothing changes.
 * Within its own cell a card moves only when the cell is sortable; into another cell it goes beside the
 * card it was dropped on when sortable, else at the end.
 */
export function dropPlace(data: TasksResponse, activeId: string, point: DropPoint, sortable: boolean): CardPlace | null {
  const from = findCard(data, activeId);
  const items = data.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex]?.items;
  if (!from || !items) return null;
  const withinCell = sameCell(from, point.cell);
  if (withinCell && (!sortable || point.overCardId === activeId)) return null;

  const others = items.filter((item) => item.uniqueID !== activeId);
  let index = others.length;
  if (sortable && point.overCardId !== null) {
    if (withinCell) {
      // dnd-kit's sortable semantics: the card takes the index of the card it is over.
      const overIndex = items.findIndex((item) => item.uniqueID === point.overCardId);
      if (overIndex >= 0) index = overIndex;
    } else {
      const overIndex = others.findIndex((item) => item.uniqueID === point.overCardId);
      if (overIndex >= 0) index = overIndex + (point.below ? 1 : 0);
    }
  }
  if (withinCell && index === from.index) return null;
  return { ...point.cell, index };
}

/** Whether the cell's WIP limit lets the card in (a card already in the cell always may stay). */
export function wipAllows(data: TasksResponse, activeId: string, cell: CellAddress): boolean {
  const column = data.rows[cell.rowIndex]?.columns[cell.columnIndex];
  return !column || canDropIntoCell(column, column.items.map((item) => item.uniqueID), activeId);
}

export type DropDecision =
  | { kind: 'none' }
  | { kind: 'refused-wip' }
  | { kind: 'move'; to: CardPlace; sorted: boolean };

/** What a drop does: nothing, a refusal because the target cell is full, or a move (sorted when the cell may be sorted). */
export function decideDrop(data: TasksResponse, activeId: string, point: DropPoint, allowSorting: boolean): DropDecision {
  const column = data.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex];
  if (!column) return { kind: 'none' };
  if (!wipAllows(data, activeId, point.cell)) return { kind: 'refused-wip' };
  const sorted = isSortableCell(allowSorting, column.items.length);
  const to = dropPlace(data, activeId, point, sorted);
  return to ? { kind: 'move', to, sorted } : { kind: 'none' };
}
