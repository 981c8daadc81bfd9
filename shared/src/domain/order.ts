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
  return placeRunInSequence(sequence, [movedId], afterId, beforeId);
}

/** Places several moved ids, keeping their given order, where placeInSequence places one. */
export function placeRunInSequence(
  sequence: readonly string[],
  movedIds: readonly string[],
  afterId?: string | null,
  beforeId?: string | null,
): string[] {
  const moved = new Set(movedIds);
  const rest = sequence.filter((id) => !moved.has(id));
  let index = rest.length;
  if (afterId && rest.includes(afterId)) index = rest.indexOf(afterId) + 1;
  else if (beforeId && rest.includes(beforeId)) index = rest.indexOf(beforeId);
  rest.splice(index, 0, ...movedIds);
  return rest;
}

/**
 * `count` ascending orders spread evenly between two neighbours' orders (either may be missing), or
 * null when the gap cannot hold that many distinct 5-decimal values: the column is renumbered instead.
 */
export function ordersBetween(previous: number | null | undefined, next: number | null | undefined, count: number): number[] | null {
  const hasPrevious = typeof previous === 'number' && Number.isFinite(previous);
  const hasNext = typeof next === 'number' && Number.isFinite(next);
  const steps = Array.from({ length: count }, (_, index) => index);
  if (!hasPrevious && !hasNext) return steps.map((index) => DEFAULT_ORDER + index * ORDER_STEP);
  if (!hasPrevious) return steps.map((index) => roundOrder((next as number) - (count - index) * ORDER_STEP));
  if (!hasNext) return steps.map((index) => roundOrder((previous as number) + (index + 1) * ORDER_STEP));
  const low = Math.min(previous as number, next as number);
  const high = Math.max(previous as number, next as number);
  const orders = steps.map((index) => roundOrder(low + ((high - low) * (index + 1)) / (count + 1)));
  return [low, ...orders, high].every((order, index, all) => index === 0 || order > all[index - 1]) ? orders : null;
}

/**
 * Fresh, evenly spaced orders for a whole column, keeping its sequence, none of them among `taken`
 * (the orders its cards hold now). The new orders are written one card at a time, and a card whose
 * write fails (changed meanwhile, or a refused move of its own) keeps its old order: so the new
 * grid avoids every old one, and a column left half renumbered still has no two equal orders.
 */
export function renumberedOrders(sequence: readonly string[], taken: Iterable<number> = []): Map<string, number> {
  const held = new Set(taken);
  for (let candidate = 0; ; candidate += 1) {
    const base = DEFAULT_ORDER + ORDER_STEP * vanDerCorput(candidate);
    const orders = sequence.map((_, index) => roundOrder(base + index * ORDER_STEP));
    if (!orders.some((order) => held.has(order))) return new Map(sequence.map((id, index) => [id, orders[index]]));
  }
}

/**
 * 0, 1/2, 1/4, 3/4, 1/8, ...: each offset halves the widest gap the earlier ones left. An old
 * order lies on the grid of at most one offset, so one of the first `taken.size + 1` is free.
 */
function vanDerCorput(index: number): number {
  let fraction = 0;
  for (let rest = index, scale = 0.5; rest > 0; rest = Math.floor(rest / 2), scale /= 2) fraction += (rest % 2) * scale;
  return fraction;
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
