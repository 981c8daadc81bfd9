import {
  type BoardConfig, MAX_SORTABLE_COLUMN_ITEMS, ORDER_FIELD, orderBetween, placeInSequence, renumberedOrders, roundOrder,
} from '@listboard/shared';
import type { ListItemRecord } from '../ports/listHost';
import { uniqueIdOf } from './cardMapper';
import type { Session } from './session';

export interface ColumnEntry {
  url: string;
  listId: string;
  record: ListItemRecord;
}

export interface Placement {
  movedId: string;
  columnValue: string;
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

/** Every card of a column, over all the board's lists. */
export async function readColumn(session: Session, board: BoardConfig, columnValue: string): Promise<ColumnEntry[]> {
  const perList = await Promise.all(board.source.lists.map(async (source) => {
    const records = await session.services.listHost.queryItems(source.url, source.listID, { fieldEquals: { [board.columnFieldName]: columnValue } });
    return records.map((record) => ({ url: source.url, listId: source.listID, record }));
  }));
  return perList.flat();
}

/** A neighbour named by its uniqueID, if it is a card of the board in the target column. */
async function readNeighbour(session: Session, board: BoardConfig, uniqueId: string | null | undefined, columnValue: string): Promise<ColumnEntry | undefined> {
  if (!uniqueId) return undefined;
  const separator = uniqueId.lastIndexOf('#');
  const listId = uniqueId.slice(0, separator);
  const itemId = Number(uniqueId.slice(separator + 1));
  const source = board.source.lists.find((l) => l.listID.toLowerCase() === listId.toLowerCase());
  if (!source || !Number.isInteger(itemId) || itemId <= 0) return undefined;
  const record = await session.services.listHost.getItem(source.url, source.listID, itemId);
  if (!record || record.values[board.columnFieldName] !== columnValue) return undefined;
  return { url: source.url, listId: source.listID, record };
}

export interface PlacedOrder {
  /** undefined: the card keeps its order. */
  order: number | undefined;
  /** The other cards of the column got new orders too. */
  renumbered: boolean;
}

/**
 * The order a moved card gets in its target column, from the stored orders of its neighbours.
 * When the gap between them is used up (or a neighbour has no order yet) the whole column is
 * renumbered first, so orders never collide.
 */
export async function placeCard(session: Session, board: BoardConfig, placement: Placement, editorId: number): Promise<PlacedOrder> {
  const [previous, next] = await Promise.all([
    readNeighbour(session, board, placement.previous, placement.columnValue),
    readNeighbour(session, board, placement.next, placement.columnValue),
  ]);
  if (!previous && !next) {
    return { order: placement.requestedOrder === null ? undefined : roundOrder(placement.requestedOrder), renumbered: false };
  }
  const neighboursOrdered = (!previous || orderOf(previous) !== null) && (!next || orderOf(next) !== null);
  const order = neighboursOrdered ? orderBetween(orderOf(previous), orderOf(next)) : null;
  if (order !== null) return { order, renumbered: false };
  const column = await readColumn(session, board, placement.columnValue);
  if (column.length >= MAX_SORTABLE_COLUMN_ITEMS) return { order: undefined, renumbered: false };
  return { order: await renumberColumn(session, column, placement, editorId), renumbered: true };
}

async function renumberColumn(session: Session, column: ColumnEntry[], placement: Placement, editorId: number): Promise<number> {
  const sorted = [...column].sort((a, b) => (orderOf(a) ?? Infinity) - (orderOf(b) ?? Infinity) || a.record.id - b.record.id);
  const sequence = placeInSequence(sorted.map(idOf), placement.movedId, placement.previous, placement.next);
  const orders = renumberedOrders(sequence);
  for (const entry of sorted) {
    const id = idOf(entry);
    const order = orders.get(id) as number;
    if (id === placement.movedId || orderOf(entry) === order) continue;
    await session.services.listHost.updateItem(entry.url, entry.listId, entry.record.id, { [ORDER_FIELD]: order }, { editorId, systemUpdate: true });
  }
  return orders.get(placement.movedId) as number;
}
