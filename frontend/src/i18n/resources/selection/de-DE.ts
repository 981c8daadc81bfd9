import type { selectionEnUS } from './en-US';

export const selectionDeDE: Record<keyof typeof selectionEnUS, string> = {
  card_selected_name: '{title} (ausgewählt)',
  card_menu_select: 'Auswählen',
  card_menu_deselect: 'Auswahl aufheben',
  selection_bar: 'Ausgewählte Karten',
  selection_count: 'Ausgewählt: {count}',
  selection_move_to: 'Verschieben nach',
  selection_clear: 'Auswahl aufheben',
  selection_moved_some: '{moved} von {count} Karten verschoben.',
  selection_refused_cards: '{titles}: {reason}',
  selection_refused_stale: 'inzwischen von jemandem geändert',
  selection_not_moved: 'Die Karten wurden nicht verschoben: {reason}',
  undo_step_move_many: '{count} Karten nach {place} verschoben',
  keys_select_click: 'Strg+Klick (⌘-Klick)',
  keys_select_click_what: 'Eine Karte aus- oder abwählen',
  keys_select_range: 'Umschalt+Klick',
  keys_select_range_what: 'Die Karten bis zu dieser in ihrer Spalte auswählen',
  keys_clear_selection: 'Esc',
  keys_clear_selection_what: 'Die Auswahl aufheben',
  keys_select: 'X',
  keys_select_what: 'Die Karte mit dem Fokus aus- oder abwählen',
};
