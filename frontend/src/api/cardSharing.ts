import { replaceEqualDeep } from '@tanstack/react-query';
import type { Column, Item, Row, TasksResponse } from '@listboard/shared';

/**
 * Structural sharing for a board's cards, by card rather than by place (docs/performance.md#the-board-at-scale).
 * react-query's default compares arrays place by place: once a card leaves a column of 2,000, every card after it
 * sits one place up and is compared in depth with its neighbour, which differs, so nothing is kept and the work
 * is wasted. Here a card is compared with the card of the same id, only when it is not the same object already
 * (an update of the page's own keeps the others as they were); a column, lane or answer whose parts are all
 * kept is kept whole, so the memoised cells and cards it holds do not draw again.
 */
export function shareBoardCards(previous: unknown, next: unknown): unknown {
  const before = previous as TasksResponse | undefined;
  const after = next as TasksResponse | undefined;
  if (!before?.rows || !after?.rows || before === after) return replaceEqualDeep(previous, next);
  const cards = new Map<string, Item>();
  for (const row of before.rows) for (const column of row.columns) for (const item of column.items) cards.set(item.uniqueID, item);
  const shareItem = (item: Item): Item => {
    const known = cards.get(item.uniqueID);
    return known === undefined || known === item ? item : replaceEqualDeep(known, item);
  };
  const shareColumn = (old: Column | undefined, column: Column): Column =>
    withPart(old, column, 'items', sameOrNew(old?.items, column.items.map(shareItem)));
  const shareRow = (old: Row | undefined, row: Row): Row =>
    withPart(
      old,
      row,
      'columns',
      sameOrNew(
        old?.columns,
        row.columns.map((column, index) => shareColumn(old?.columns[index], column)),
      ),
    );
  return withPart(
    before,
    after,
    'rows',
    sameOrNew(
      before.rows,
      after.rows.map((row, index) => shareRow(before.rows[index], row)),
    ),
  );
}

/** The old array when the new one holds the same objects in the same places. */
function sameOrNew<T>(old: readonly T[] | undefined, next: T[]): T[] {
  if (!old || old.length !== next.length) return next;
  for (let index = 0; index < next.length; index += 1) if (old[index] !== next[index]) return next;
  return old as T[];
}

/** `next` with its `key` part as shared, the rest compared in depth with `old`'s; `old` itself when nothing changed. */
function withPart<T extends object, K extends keyof T>(old: T | undefined, next: T, key: K, part: T[K]): T {
  if (!old) return { ...next, [key]: part };
  const { [key]: _oldPart, ...oldRest } = old;
  const { [key]: _nextPart, ...nextRest } = next;
  const rest = replaceEqualDeep(oldRest, nextRest);
  return rest === oldRest && part === old[key] ? old : ({ ...rest, [key]: part } as T);
}
