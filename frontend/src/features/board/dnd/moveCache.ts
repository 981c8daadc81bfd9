import { ageMarksAfterMove, compareByOrder, placeInSequence, type Item, type Row, type TasksResponse } from '@listboard/shared';
import type { CellAddress } from './cells';

/** Where a card sits: its cell and its index in the cell's display order. */
export interface CardPlace extends CellAddress {
  index: number;
}

export interface LocatedCard extends CardPlace {
  item: Item;
}

export function findCard(data: TasksResponse, uniqueID: string): LocatedCard | null {
  for (let rowIndex = 0; rowIndex < data.rows.length; rowIndex++) {
    const columns = data.rows[rowIndex].columns;
    for (let columnIndex = 0; columnIndex < columns.length; columnIndex++) {
      const index = columns[columnIndex].items.findIndex((item) => item.uniqueID === uniqueID);
      if (index >= 0) return { rowIndex, columnIndex, index, item: columns[columnIndex].items[index] };
    }
  }
  return null;
}

// Copies only the rows and columns that change, so every other card keeps its identity and its memoised render.
function updateCell(data: TasksResponse, cell: CellAddress, update: (items: Item[]) => Item[]): TasksResponse {
  return {
    ...data,
    rows: data.rows.map((row, r) =>
      r !== cell.rowIndex
        ? row
        : {
            ...row,
            columns: row.columns.map((column, c) => (c !== cell.columnIndex ? column : { ...column, items: update(column.items) })),
          },
    ),
  };
}

export function removeCard(data: TasksResponse, uniqueID: string): TasksResponse {
  const place = findCard(data, uniqueID);
  return place ? updateCell(data, place, (items) => items.filter((item) => item.uniqueID !== uniqueID)) : data;
}

function insertCard(data: TasksResponse, place: CardPlace, item: Item): TasksResponse {
  return updateCell(data, place, (items) => {
    const next = [...items];
    next.splice(Math.max(0, Math.min(place.index, next.length)), 0, item);
    return next;
  });
}

/**
 * Moves a card to `to` (the index counts the target cell without the moved card) and applies `patch`
 * (column value, row value, order) to it.
 */
export function applyMove(data: TasksResponse, uniqueID: string, to: CardPlace, patch: Partial<Item>): TasksResponse {
  const from = findCard(data, uniqueID);
  if (!from) return data;
  const moved = { ...from.item, ...patch };
  return insertCard(removeCard(data, uniqueID), to, data.aging === undefined ? moved : aged(data, from.item, moved, Date.now()));
}

/**
 * Moves several cards into one cell as a run, in the given order, starting at `to` (whose index counts the
 * cell without every moved card), each with its own patch.
 */
export function applyRunMove(
  data: TasksResponse,
  uniqueIDs: readonly string[],
  to: CardPlace,
  patchOf: (item: Item, index: number) => Partial<Item>,
): TasksResponse {
  const found = uniqueIDs.map((id) => findCard(data, id)).filter((card): card is LocatedCard => card !== null);
  let next = found.reduce((rest, card) => removeCard(rest, card.item.uniqueID), data);
  found.forEach((card, index) => {
    const moved = { ...card.item, ...patchOf(card.item, index) };
    next = insertCard(
      next,
      { ...to, index: to.index + index },
      data.aging === undefined ? moved : aged(data, card.item, moved, Date.now()),
    );
  });
  return next;
}

/** A card, its place and the cards around it, taken before a move so a failure can undo it. */
export interface CardSnapshot extends LocatedCard {
  above: string | null;
  below: string | null;
}

export function snapshotCard(data: TasksResponse, uniqueID: string): CardSnapshot | null {
  const located = findCard(data, uniqueID);
  if (!located) return null;
  const { previous, next } = neighboursAt(data, located);
  return { ...located, above: previous?.uniqueID ?? null, below: next?.uniqueID ?? null };
}

/**
 * Puts a card back in the cell a snapshot saw it in (a rolled-back move), with its old values: after its
 * old upper neighbour, else before its old lower one, since other moves may have changed the cell since.
 */
export function restoreCard(data: TasksResponse, snapshot: CardSnapshot): TasksResponse {
  const rest = removeCard(data, snapshot.item.uniqueID);
  const items = rest.rows[snapshot.rowIndex]?.columns[snapshot.columnIndex]?.items;
  if (!items) return data;
  const sequence = placeInSequence(
    items.map((item) => item.uniqueID),
    snapshot.item.uniqueID,
    snapshot.above,
    snapshot.below,
  );
  return insertCard(rest, { ...snapshot, index: sequence.indexOf(snapshot.item.uniqueID) }, snapshot.item);
}

// The row a card belongs to by its row value; unknown values go to the default row (spec 1: default lane).
function rowIndexFor(rows: readonly Row[], rowValue: string): number {
  const exact = rows.findIndex((row) => !row.isDefault && row.value === rowValue);
  return exact >= 0 ? exact : rows.findIndex((row) => row.isDefault);
}

/**
 * Whether the page shows a row a card with this row value belongs to. It does not when the board left
 * its default lane out (swimlanes.addDefault off, the lane empty) and the card has no lane of its own:
 * the board is then loaded again, which brings the lane.
 */
export function hasRowFor(data: TasksResponse, rowValue: string): boolean {
  return rowIndexFor(data.rows, rowValue) >= 0;
}

/**
 * The server's version of a card with the age the page knew of it (docs/reporting.md#card-aging): a card written or
 * changed live comes without its history, so on a board that shows aging it keeps its age while it stays in its
 * column, is in a new column since the change, and is started then when it enters a started column from elsewhere.
 */
export function withCarriedAge(data: TasksResponse, before: Item | undefined, item: Item): Item {
  if (item.age || data.aging === undefined) return item;
  return aged(data, before, item, Date.parse(before ? item.modified : item.created));
}

/** The card `after` with its age after a change at `at` from `before` (none: a new card). */
function aged(data: TasksResponse, before: Item | undefined, after: Item, at: number): Item {
  const flow = {
    started: new Set(data.rows[0]?.columns.filter((column) => column.isStarted).map((column) => column.value)),
    finishing: new Set<string>(),
  };
  const age = ageMarksAfterMove(before?.age, before?.columnValue ?? '', after.columnValue, at, flow);
  return age ? { ...after, age } : after;
}

/**
 * Replaces a card with the server's version. It keeps its place when it still belongs to the same cell;
 * when the server put it elsewhere it goes to the end of that cell; an unknown column leaves the cache as it was.
 */
export function replaceCard(data: TasksResponse, served: Item): TasksResponse {
  const current = findCard(data, served.uniqueID);
  const item = withCarriedAge(data, current?.item, served);
  const rowIndex = rowIndexFor(data.rows, item.rowValue);
  const columnIndex = rowIndex >= 0 ? data.rows[rowIndex].columns.findIndex((column) => column.value === item.columnValue) : -1;
  if (columnIndex < 0) return data;
  if (current && current.rowIndex === rowIndex && current.columnIndex === columnIndex) {
    return updateCell(data, current, (items) => items.map((existing) => (existing.uniqueID === item.uniqueID ? item : existing)));
  }
  const rest = removeCard(data, item.uniqueID);
  return insertCard(rest, { rowIndex, columnIndex, index: rest.rows[rowIndex].columns[columnIndex].items.length }, item);
}

/**
 * Takes the server's version of a card that stays where the page shows it (a later move of it is
 * still on its way): its values and ETag, with the place the page gave it.
 */
export function updateCardInPlace(data: TasksResponse, item: Item): TasksResponse {
  const current = findCard(data, item.uniqueID);
  if (!current) return data;
  const { columnValue, rowValue, rowName, order, age } = current.item;
  return updateCell(data, current, (items) =>
    items.map((existing) => (existing.uniqueID === item.uniqueID ? { ...item, columnValue, rowValue, rowName, order, age } : existing)),
  );
}

/** The cards directly above and below a place in its cell. */
export function neighboursAt(data: TasksResponse, place: CardPlace): { previous: Item | null; next: Item | null } {
  const items = data.rows[place.rowIndex]?.columns[place.columnIndex]?.items ?? [];
  return { previous: items[place.index - 1] ?? null, next: items[place.index + 1] ?? null };
}

/**
 * Puts a card where its values say it belongs: its lane and column, at its place by order. A card
 * whose column is not on the board leaves it.
 */
export function upsertByOrder(data: TasksResponse, served: Item): TasksResponse {
  const item = withCarriedAge(data, findCard(data, served.uniqueID)?.item, served);
  const rest = removeCard(data, item.uniqueID);
  const rowIndex = rowIndexFor(rest.rows, item.rowValue);
  const columnIndex = rowIndex >= 0 ? rest.rows[rowIndex].columns.findIndex((column) => column.value === item.columnValue) : -1;
  if (columnIndex < 0) return rest;
  const items = rest.rows[rowIndex].columns[columnIndex].items;
  const index = items.findIndex((other) => compareByOrder(item, other) < 0);
  return insertCard(rest, { rowIndex, columnIndex, index: index < 0 ? items.length : index }, item);
}
