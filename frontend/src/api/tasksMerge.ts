import { type Item, type TasksResponse, isOlderCard, placeInSequence } from '@listboard/shared';

/** A card the page keeps over a board read, with where the page shows it. */
interface KeptCard {
  item: Item;
  rowValue: string;
  columnValue: string;
  above: string | null;
  below: string | null;
}

function cardsById(data: TasksResponse): Map<string, Item> {
  const cards = new Map<string, Item>();
  for (const row of data.rows) for (const column of row.columns) for (const item of column.items) cards.set(item.uniqueID, item);
  return cards;
}

/**
 * A board read merged into what the page shows (docs/live-updates.md#versions): the read replaces
 * every card but those the page holds newer, a card whose move has not been answered yet (`isHeld`)
 * and a card the page has in a later version than the read (a write's answer or a live event that
 * came while the read was on its way). Those stay where the page shows them, between the same cards.
 */
export function mergeBoardRead(
  shown: TasksResponse | undefined,
  read: TasksResponse,
  isHeld: (uniqueID: string) => boolean,
): TasksResponse {
  if (!shown) return read;
  const readCards = cardsById(read);
  const kept: KeptCard[] = [];
  for (const row of shown.rows) {
    for (const column of row.columns) {
      column.items.forEach((item, index) => {
        const fromRead = readCards.get(item.uniqueID);
        const newer = fromRead !== undefined && isOlderCard(fromRead.info, item.info);
        if (!newer && !isHeld(item.uniqueID)) return;
        kept.push({
          item,
          rowValue: row.value,
          columnValue: column.value,
          above: column.items[index - 1]?.uniqueID ?? null,
          below: column.items[index + 1]?.uniqueID ?? null,
        });
      });
    }
  }
  if (kept.length === 0) return read;
  const keptIds = new Set(kept.map((card) => card.item.uniqueID));
  const rows = read.rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => {
      const items = column.items.filter((item) => !keptIds.has(item.uniqueID));
      for (const card of kept) {
        if (row.value !== card.rowValue || column.value !== card.columnValue) continue;
        const sequence = placeInSequence(
          items.map((item) => item.uniqueID),
          card.item.uniqueID,
          card.above,
          card.below,
        );
        items.splice(sequence.indexOf(card.item.uniqueID), 0, card.item);
      }
      return { ...column, items };
    }),
  }));
  return { ...read, rows };
}
