import {
  type BoardConfig,
  MAX_SORTABLE_COLUMN_ITEMS,
  ORDER_FIELD,
  orderBetween,
  placeInSequence,
  renumberedOrders,
  roundOrder,
  cardIdOf,
  parseCardId,
} from '@listboard/shared';
import { ConcurrencyError, type ListItemRecord } from '../../ports/listHost';
import type { Session } from '../../context/session';

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
  /** The column the card comes from (a move); a card entering another column without a place goes to its end. */
  fromColumn?: string;
}

export function orderOf(entry: ColumnEntry | undefined): number | null {
  const order = entry?.record.values[ORDER_FIELD];
  return typeof order === 'number' ? order : null;
}

export function idOf(entry: ColumnEntry): string {
  return cardIdOf(entry.listId, entry.record.id);
}

/** Every card of a column, over all the board's lists. */
export async function readColumn(session: Session, board: BoardConfig, columnValue: string): Promise<ColumnEntry[]> {
  const perList = await Promise.all(
    board.source.lists.map(async (source) => {
      const records = await session.lists.queryItems(source.url, source.listID, { fieldEquals: { [board.columnFieldName]: columnValue } });
      return records.map((record) => ({ url: source.url, listId: source.listID, record }));
    }),
  );
  return perList.flat();
}

/** The cards of a column, read when first asked for and then kept: what a write holding the column reads of it. */
export type ColumnCards = () => Promise<ColumnEntry[]>;

/**
 * The column's cards for one write that holds the column: its WIP check and its new orders ask for
 * them, and the column is read at most once (the lock keeps other cards from entering it meanwhile).
 */
export function columnCardsOnce(session: Session, board: BoardConfig, columnValue: string): ColumnCards {
  let read: Promise<ColumnEntry[]> | undefined;
  return () => (read ??= readColumn(session, board, columnValue));
}

/** A neighbour named by its uniqueID, if it is a card of the board in the target column. */
async function readNeighbour(
  session: Session,
  board: BoardConfig,
  uniqueId: string | null | undefined,
  columnValue: string,
): Promise<ColumnEntry | undefined> {
  if (!uniqueId) return undefined;
  const card = parseCardId(uniqueId);
  const source = card && board.source.lists.find((l) => l.listID.toLowerCase() === card.listId.toLowerCase());
  if (!card || !source) return undefined;
  const { itemId } = card;
  const record = await session.lists.getItem(source.url, source.listID, itemId);
  if (!record || record.values[board.columnFieldName] !== columnValue) return undefined;
  return { url: source.url, listId: source.listID, record };
}

export interface PlacedOrder {
  /** undefined: the card keeps its order; null: it has none, which sorts after every order of the column. */
  order: number | null | undefined;
  /** The other cards of the column got new orders too. */
  renumbered: boolean;
}

/** Halving a gap of 10 reaches the 5-decimal floor in about 20 steps; then the column is renumbered. */
const MAX_PLACEMENT_STEPS = 24;

/** A card of the column other than `movedId` that already has exactly `order`. */
async function holderOf(
  session: Session,
  board: BoardConfig,
  columnValue: string,
  order: number,
  movedId: string,
): Promise<ColumnEntry | undefined> {
  const perList = await Promise.all(
    board.source.lists.map(async (source) => {
      const list = await session.lists.getList(source.url, source.listID);
      if (!list?.fields.some((f) => f.internalName === ORDER_FIELD)) return [];
      const records = await session.lists.queryItems(source.url, source.listID, {
        fieldEquals: { [board.columnFieldName]: columnValue, [ORDER_FIELD]: order },
      });
      return records.map((record) => ({ url: source.url, listId: source.listID, record }));
    }),
  );
  return perList.flat().find((entry) => idOf(entry) !== movedId);
}

/**
 * The order a moved card gets in its target column, from the stored orders of its neighbours; the
 * caller holds the column (ColumnLocks), so no other placement interleaves with this one.
 *
 * The neighbours a page names may no longer be adjacent: someone dropped a card between them since
 * the page loaded. The midpoint is then taken by that card, so the card goes between the named
 * previous card and the one found there, which is still where the person dropped it. Without a
 * previous card (a drop at the top, or an order the page worked out itself) the card goes before
 * the one holding its order. When a gap is used up (or a neighbour has no order yet) the whole
 * column is renumbered, so orders never collide.
 */
export async function placeCard(
  session: Session,
  board: BoardConfig,
  placement: Placement,
  editorId: number,
  cards: ColumnCards = columnCardsOnce(session, board, placement.columnValue),
): Promise<PlacedOrder> {
  const [previous, named] = await Promise.all([
    readNeighbour(session, board, placement.previous, placement.columnValue),
    readNeighbour(session, board, placement.next, placement.columnValue),
  ]);
  if (!previous && !named && placement.requestedOrder === null) {
    // A drop that names no place (a page sorted by a field) keeps the card's order within its column.
    // Into another column it goes to the end: its old order may be taken there, and finding out
    // would read the whole list (Table Storage has no index on a field), on every such move.
    return {
      order: placement.fromColumn === undefined || placement.fromColumn === placement.columnValue ? undefined : null,
      renumbered: false,
    };
  }
  let next = named;
  let candidate = previous || next ? orderBetweenEntries(previous, next) : roundOrder(placement.requestedOrder as number);
  for (let step = 0; candidate !== null && step < MAX_PLACEMENT_STEPS; step += 1) {
    const holder = await holderOf(session, board, placement.columnValue, candidate, placement.movedId);
    if (!holder) return { order: candidate, renumbered: false };
    next = holder;
    candidate = orderBetweenEntries(previous, next);
  }
  const column = await cards();
  if (column.length >= MAX_SORTABLE_COLUMN_ITEMS) return { order: undefined, renumbered: false };
  const nextId = next ? idOf(next) : placement.next;
  return { order: await renumberColumn(session, board, column, { ...placement, next: nextId }, editorId), renumbered: true };
}

/** The midpoint between two cards (either may be missing); null when a card has no order or the gap is used up. */
function orderBetweenEntries(previous: ColumnEntry | undefined, next: ColumnEntry | undefined): number | null {
  const ordered = (!previous || orderOf(previous) !== null) && (!next || orderOf(next) !== null);
  return ordered ? orderBetween(orderOf(previous), orderOf(next)) : null;
}

/** An order for a card entering a column with an order of its own (a quick add, a save naming it): nudged before a card holding it. */
export async function freeOrder(
  session: Session,
  board: BoardConfig,
  columnValue: string,
  order: number,
  movedId: string,
  editorId: number,
  cards?: ColumnCards,
): Promise<PlacedOrder> {
  return placeCard(session, board, { movedId, columnValue, requestedOrder: order }, editorId, cards);
}

async function renumberColumn(
  session: Session,
  board: BoardConfig,
  column: ColumnEntry[],
  placement: Placement,
  editorId: number,
): Promise<number> {
  const sorted = sortedByOrder(column);
  const sequence = placeInSequence(sorted.map(idOf), placement.movedId, placement.previous, placement.next);
  const orders = renumberedOrders(sequence, heldOrders(sorted));
  await renumberOthers(session, board, sorted, placement.columnValue, orders, new Set([placement.movedId]), editorId);
  return orders.get(placement.movedId) as number;
}

/** A column's cards in the order the board shows them: by order, those without one last, ties by id. */
export function sortedByOrder(column: readonly ColumnEntry[]): ColumnEntry[] {
  return [...column].sort((a, b) => (orderOf(a) ?? Infinity) - (orderOf(b) ?? Infinity) || a.record.id - b.record.id);
}

/** The orders the column's cards hold now, which its new orders avoid (renumberedOrders). */
export function heldOrders(column: readonly ColumnEntry[]): number[] {
  return column.flatMap((entry) => orderOf(entry) ?? []);
}

/** Writes the column's new orders to its cards other than the moved ones, which get theirs with their own write. */
export async function renumberOthers(
  session: Session,
  board: BoardConfig,
  column: readonly ColumnEntry[],
  columnValue: string,
  orders: ReadonlyMap<string, number>,
  moved: ReadonlySet<string>,
  editorId: number,
): Promise<void> {
  for (const entry of column) {
    const id = idOf(entry);
    if (!moved.has(id)) await renumberCard(session, board, entry, columnValue, orders.get(id) as number, editorId);
  }
}

/** A card written by someone else this often while its column is renumbered fails the renumbering (412). */
const MAX_RENUMBER_TRIES = 3;

/**
 * Gives a card of the renumbered column its new order. The column is held against cards entering
 * it, not against writes that leave a card in it (a title edit) or take it out (a move holding its
 * new column): so the write is conditional on the card as read, and after a conflict the card is
 * read again and renumbered only while it is still in the column. A blind write would carry the
 * order along with a card that just left, into a column where another card may have it.
 */
async function renumberCard(
  session: Session,
  board: BoardConfig,
  entry: ColumnEntry,
  columnValue: string,
  order: number,
  editorId: number,
): Promise<void> {
  const host = session.lists;
  let current: ListItemRecord | null = entry.record;
  for (let tries = 0; current; tries += 1) {
    if (current.values[board.columnFieldName] !== columnValue || current.values[ORDER_FIELD] === order) return;
    try {
      await host.updateItem(
        entry.url,
        entry.listId,
        current.id,
        { [ORDER_FIELD]: order },
        { etag: current.etag, editorId, systemUpdate: true },
      );
      return;
    } catch (error) {
      const tryAgain = error instanceof ConcurrencyError && tries + 1 < MAX_RENUMBER_TRIES;
      current = await host.getItem(entry.url, entry.listId, current.id);
      // A card deleted meanwhile needs no order.
      if (current && !tryAgain) throw error;
    }
  }
}
