import type { Item, TasksResponse } from '@listboard/shared';

/** A command the palette offers: its words and what it does. */
export interface PaletteCommand {
  id: string;
  label: string;
  run: () => void;
}

/** What the palette lists for a query: the commands, then the cards, whose words hold it. */
export interface PaletteEntries {
  commands: PaletteCommand[];
  cards: Item[];
}

/** Cards the palette lists at most: a title is searched for, not browsed. */
export const PALETTE_CARDS = 20;

/** Text compared without case or accents, as a person types it (“resume” finds “Résumé”). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The commands and cards whose words hold every word of the query, in any order; every command and no card for an
 * empty query. Cards in the board's order (lanes, columns, places), at most PALETTE_CARDS.
 */
export function paletteEntries(query: string, commands: readonly PaletteCommand[], tasks: TasksResponse): PaletteEntries {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const matches = (text: string) => {
    const haystack = folded(text);
    return words.every((word) => haystack.includes(word));
  };
  if (words.length === 0) return { commands: [...commands], cards: [] };
  const cards: Item[] = [];
  for (const row of tasks.rows)
    for (const column of row.columns)
      for (const item of column.items) if (cards.length < PALETTE_CARDS && matches(item.name)) cards.push(item);
  return { commands: commands.filter((command) => matches(command.label)), cards };
}
