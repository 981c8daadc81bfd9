import type { UniqueIdentifier } from '@dnd-kit/core';
import { MAX_SORTABLE_COLUMN_ITEMS } from '@listboard/shared';

/** A cell of the board: one column of one swimlane row, by position in TasksResponse.rows. */
export interface CellAddress {
  rowIndex: number;
  columnIndex: number;
}

const CELL_ID = /^cell:(\d+):(\d+)$/;

/** Droppable and SortableContext id of a cell; cards use their uniqueID ('listID#id'), which never matches. */
export function cellId(rowIndex: number, columnIndex: number): string {
  return `cell:${rowIndex}:${columnIndex}`;
}

export function parseCellId(id: UniqueIdentifier | null | undefined): CellAddress | null {
  const match = CELL_ID.exec(String(id ?? ''));
  return match ? { rowIndex: Number(match[1]), columnIndex: Number(match[2]) } : null;
}

export function sameCell(a: CellAddress, b: CellAddress): boolean {
  return a.rowIndex === b.rowIndex && a.columnIndex === b.columnIndex;
}

/** Spec 1 section 4: drag sorting only in sorted boards, and only in a cell with fewer than 500 cards. */
export function isSortableCell(allowSorting: boolean, itemCount: number): boolean {
  return allowSorting && itemCount < MAX_SORTABLE_COLUMN_ITEMS;
}
