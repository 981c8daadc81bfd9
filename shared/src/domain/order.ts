/** Card order rules (spec 1, sections 4 and 9). */
export const ORDER_STEP = 10;
export const DEFAULT_ORDER = 1000;
export const ORDER_DECIMALS = 5;
/** Drag sorting is offered only in columns with fewer items than this. */
export const MAX_SORTABLE_COLUMN_ITEMS = 500;

const SCALE = 10 ** ORDER_DECIMALS;

export function roundOrder(order: number): number {
  return Math.round(order * SCALE) / SCALE;
}

/**
 * The order for a card dropped between two neighbours (either may be missing).
 * Returns null when the gap between the neighbours is too small to hold a new
 * 5-decimal value: the caller must renumber the column first.
 */
export function orderBetween(previous: number | null | undefined, next: number | null | undefined): number | null {
  const hasPrevious = typeof previous === 'number' && Number.isFinite(previous);
  const hasNext = typeof next === 'number' && Number.isFinite(next);
  if (!hasPrevious && !hasNext) return DEFAULT_ORDER;
  if (!hasPrevious) return roundOrder((next as number) - ORDER_STEP);
  if (!hasNext) return roundOrder((previous as number) + ORDER_STEP);
  const low = Math.min(previous as number, next as number);
  const high = Math.max(previous as number, next as number);
  const middle = roundOrder((low + high) / 2);
  return middle > low && middle < high ? middle : null;
}

/**
 * Places `movedId` into `sequence` (ids in ascending order, without the moved id) right after
 * `afterId`, or right before `beforeId` when no after-neighbour is known, or at the end.
 */
export function placeInSequence(sequence: readonly string[], movedId: string, afterId?: string | null, beforeId?: string | null): string[] {
  const rest = sequence.filter((id) => id !== movedId);
  let index = rest.length;
  if (afterId && rest.includes(afterId)) index = rest.indexOf(afterId) + 1;
  else if (beforeId && rest.includes(beforeId)) index = rest.indexOf(beforeId);
  rest.splice(index, 0, movedId);
  return rest;
}

/** Fresh, evenly spaced orders for a whole column, keeping its sequence. */
export function renumberedOrders(sequence: readonly string[]): Map<string, number> {
  return new Map(sequence.map((id, index) => [id, DEFAULT_ORDER + index * ORDER_STEP]));
}

/** Ascending comparison by order; items without an order go last, ties by id. */
export function compareByOrder(a: { order: number | null; id: number }, b: { order: number | null; id: number }): number {
  const ao = a.order ?? Number.POSITIVE_INFINITY;
  const bo = b.order ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return a.id - b.id;
}

/** The list field that keeps the manual card order. */
export const ORDER_FIELD = 'KanbanOrder';
