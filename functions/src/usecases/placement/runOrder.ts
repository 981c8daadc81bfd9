import { type BoardConfig, MAX_SORTABLE_COLUMN_ITEMS, ordersBetween, placeRunInSequence, renumberedOrders } from '@listboard/shared';
import type { Session } from '../../context/session';
import { type ColumnEntry, heldOrders, idOf, orderOf, renumberOthers, sortedByOrder } from './columnOrder';

/** Several cards dropped together into a column, in the order they land, between the cards the page names. */
export interface RunPlacement {
  columnValue: string;
  /** uniqueIDs of the moved cards that keep an order (their list has the order field), in the order they land. */
  movedIds: readonly string[];
  previous?: string | null;
  next?: string | null;
  /** The column each moved card comes from. */
  fromColumns: ReadonlyMap<string, string>;
}

export interface PlacedRun {
  /** Per moved card: its new order; undefined keeps its order, null has none (after every order of the column). */
  orders: Map<string, number | null | undefined>;
  renumbered: boolean;
}

/**
 * The orders of a run of cards entering a column, from the column as read while holding it (so no
 * card enters meanwhile): spread evenly in the gap where the run lands, or, when the gap cannot hold
 * them (or a neighbour has no order), the whole column renumbered once. Without a named place the
 * cards are placed as a single move without one: kept within their column, last in another.
 */
export async function placeRun(
  session: Session,
  board: BoardConfig,
  column: readonly ColumnEntry[],
  run: RunPlacement,
  editorId: number,
): Promise<PlacedRun> {
  const orders = new Map<string, number | null | undefined>();
  if (run.movedIds.length === 0) return { orders, renumbered: false };
  if (!run.previous && !run.next) {
    for (const id of run.movedIds) orders.set(id, run.fromColumns.get(id) === run.columnValue ? undefined : null);
    return { orders, renumbered: false };
  }
  const sorted = sortedByOrder(column);
  const byId = new Map(sorted.map((entry) => [idOf(entry), entry]));
  const sequence = placeRunInSequence([...byId.keys()], run.movedIds, run.previous, run.next);
  const first = sequence.indexOf(run.movedIds[0]);
  const before = sequence[first - 1];
  const after = sequence[first + run.movedIds.length];
  const previousOrder = before === undefined ? undefined : orderOf(byId.get(before));
  const nextOrder = after === undefined ? undefined : orderOf(byId.get(after));
  const spread = previousOrder === null || nextOrder === null ? null : ordersBetween(previousOrder, nextOrder, run.movedIds.length);
  // Only the run's own cards can hold an order inside the gap; one that would take another's old order
  // could share it when that card's write fails, so the column is renumbered instead.
  const holders = new Map(sorted.map((entry) => [orderOf(entry), idOf(entry)]));
  if (spread?.every((order, index) => (holders.get(order) ?? run.movedIds[index]) === run.movedIds[index])) {
    run.movedIds.forEach((id, index) => orders.set(id, spread[index]));
    return { orders, renumbered: false };
  }
  if (sequence.length >= MAX_SORTABLE_COLUMN_ITEMS) {
    for (const id of run.movedIds) orders.set(id, undefined);
    return { orders, renumbered: false };
  }
  const renumbered = renumberedOrders(sequence, heldOrders(sorted));
  await renumberOthers(session, board, sorted, run.columnValue, renumbered, new Set(run.movedIds), editorId);
  for (const id of run.movedIds) orders.set(id, renumbered.get(id));
  return { orders, renumbered: true };
}
