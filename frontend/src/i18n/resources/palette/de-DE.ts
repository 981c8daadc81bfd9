import type { paletteEnUS } from './en-US';

export const paletteDeDE: Record<keyof typeof paletteEnUS, string> = {
  palette_title: 'Befehle und Karten',
  palette_placeholder: 'Einen Befehl oder den Titel einer Karte eingeben',
  palette_commands: 'Befehle',
  palette_cards: 'Karten',
  palette_new_card: 'Neue Karte',
  palette_search: 'Karten suchen',
  palette_filters: 'Die Filter öffnen',
  keys_palette: 'Strg+K (⌘K)',
  keys_palette_what: 'Einen Befehl oder eine Karte nach ihrem Titel finden',
};
