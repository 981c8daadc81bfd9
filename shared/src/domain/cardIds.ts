/**
 * A card's id on a board (`uniqueID`): its list's id and its item id, as `listId#itemId`. Item ids
 * are only unique within a list, and a board may show several lists. A list id never holds '#'
 * (GUIDs and our own list ids), so the last '#' splits the two.
 */
export function cardIdOf(listId: string, itemId: number): string {
  return `${listId}#${itemId}`;
}

/** The list and item of a card id, or null when the text is no card id. */
export function parseCardId(cardId: string): { listId: string; itemId: number } | null {
  const separator = cardId.lastIndexOf('#');
  if (separator <= 0) return null;
  const itemId = Number(cardId.slice(separator + 1));
  if (!Number.isSafeInteger(itemId) || itemId <= 0 || !/^\d+$/.test(cardId.slice(separator + 1))) return null;
  return { listId: cardId.slice(0, separator), itemId };
}
