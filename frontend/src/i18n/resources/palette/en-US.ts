/** The board's command palette (docs/board-page.md#keyboard-commands). */
export const paletteEnUS = {
  palette_title: 'Commands and cards',
  palette_placeholder: 'Type a command or a card’s title',
  palette_commands: 'Commands',
  palette_cards: 'Cards',
  palette_new_card: 'New card',
  palette_search: 'Search cards',
  palette_filters: 'Open the filters',
  keys_palette: 'Ctrl+K (⌘K)',
  keys_palette_what: 'Find a command or a card by its title',
};
