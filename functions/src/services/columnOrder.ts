import {
  type SourceList, MAX_SORTABLE_COLUMN_ITEMS, ORDER_FIELD, orderBetween, placeInSequence, renumberedOrders, roundOrder,
} from '@listboard/shared';
import type { ListItemRecord } from '../ports/listHost';
import { uniqueIdOf } from './cardMapper';
import type { Session } from './session';

export interface ColumnEntry {
  source: SourceList;
  listId: string;
  record: ListItemRecord;
}

export interface Placement {
  movedId: string;
  previous?: string | null;
  next?: string | null;
  /** The client's own computation, used when it names no neighbours. */
  requestedOrder: number | null;
}

function orderOf(entry: ColumnEntry | undefined): number | null {
  const order = entry?.record.values[ORDER_FIELD];
  return typeof order === 'number' ? order : null;
}

function idOf(entry: ColumnEntry): string {
  return uniqueIdOf(entry.listId, entry.record.id);
}

/**
 * The order a moved card gets in its target column, from the stored orders of its neighbours.
 * When the gap between them is used up (or a neighbour has no order yet) the whole column is
 * renumbered first, so orders never collide. Returns undefined when the order stays as it is.
 */
export async function placeCard(session: Session, column: ColumnEntry[], placement: Placement, editorId: number): Promise<number | undefined> {
  if (column.length >= MAX_SORTABLE_COLUMN_ITEMS) return undefined;
  const byId = new Map(column.map((e) => [idOf(e), e]));
  const previous = placement.previous ? byId.get(placement.previous) : undefined;
  const next = placement.next ? byId.get(placement.next) : undefined;
  if (!previous && !next) {
    return placement.requestedOrder === null ? undefined : roundOrder(placement.requestedOrder);
  }
  const neighboursOrdered = (!previous || orderOf(previous) !== null) && (!next || orderOf(next) !== null);
  const order = neighboursOrdered ? orderBetween(orderOf(previous), orderOf(next)) : null;
  if (order !== null) return order;
  return renumberColumn(session, column, placement, editorId);
}

async function renumberColumn(session: Session, column: ColumnEntry[], placement: Placement, editorId: number): Promise<number> {
  const sorted = [...column].sort((a, b) => (orderOf(a) ?? Infinity) - (orderOf(b) ?? Infinity) || a.record.id - b.record.id);
  const sequence = placeInSequence(sorted.map(idOf), placement.movedId, placement.previous, placement.next);
  const orders = renumberedOrders(sequence);
  for (const entry of sorted) {
    const id = idOf(entry);
    const order = orders.get(id) as number;
    if (id === placement.movedId || orderOf(entry) === order) continue;
    await session.services.listHost.updateItem(entry.source.url, entry.listId, entry.record.id, { [ORDER_FIELD]: order }, { editorId, systemUpdate: true });
  }
  return orders.get(placement.movedId) as number;
}
