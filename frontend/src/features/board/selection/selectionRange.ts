import type { TasksResponse } from '@listboard/shared';
import { type CardPlace, findCard } from '../dnd/moveCache';

/**
 * The cards a Shift+click selects: from the anchor to the clicked card, in the column they share, down
 * its lanes as the board shows them. Without an anchor in that column, just the clicked card.
 */
export function columnRange(tasks: TasksResponse, anchorId: string | null, uniqueID: string): string[] {
  const clicked = findCard(tasks, uniqueID);
  const anchor = anchorId === null ? null : findCard(tasks, anchorId);
  if (!clicked) return [];
  const columnValue = tasks.rows[clicked.rowIndex].columns[clicked.columnIndex].value;
  const column = tasks.rows.flatMap((row) =>
    row.columns.filter((c) => c.value === columnValue).flatMap((c) => c.items.map((i) => i.uniqueID)),
  );
  const from = anchor ? column.indexOf(anchor.item.uniqueID) : -1;
  if (from < 0) return [uniqueID];
  const to = column.indexOf(uniqueID);
  const range = column.slice(Math.min(from, to), Math.max(from, to) + 1);
  // From the anchor out, so that the range's order is the order of the clicks.
  return from <= to ? range : range.reverse();
}

/** The selected cards in the order the board shows them (lanes, then columns, then places), the ones not shown left out. */
export function inBoardOrder(tasks: TasksResponse, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return tasks.rows.flatMap((row) => row.columns.flatMap((c) => c.items.map((i) => i.uniqueID).filter((id) => wanted.has(id))));
}

/**
 * Where a carried selection's run starts: the drop's place (counted without the dragged card) counted
 * instead without every carried card, so the run lands where the dragged card was let go.
 */
export function runStart(tasks: TasksResponse, draggedId: string, to: CardPlace, carried: readonly string[]): CardPlace {
  const moving = new Set(carried);
  const items = tasks.rows[to.rowIndex]?.columns[to.columnIndex]?.items ?? [];
  const before = items.filter((item) => item.uniqueID !== draggedId).slice(0, to.index);
  return { ...to, index: before.filter((item) => !moving.has(item.uniqueID)).length };
}
