import type { selectionEnUS } from './en-US';

export const selectionEsES: Record<keyof typeof selectionEnUS, string> = {
  card_selected_name: '{title} (seleccionada)',
  card_menu_select: 'Seleccionar',
  card_menu_deselect: 'Quitar selección',
  selection_bar: 'Tarjetas seleccionadas',
  selection_count: 'Seleccionadas: {count}',
  selection_move_to: 'Mover a',
  selection_clear: 'Borrar la selección',
  selection_moved_some: 'Se movieron {moved} de {count} tarjetas.',
  selection_refused_cards: '{titles}: {reason}',
  selection_refused_stale: 'alguien la cambió entretanto',
  selection_not_moved: 'No se movieron las tarjetas: {reason}',
  undo_step_move_many: 'Se movieron {count} tarjetas a {place}',
  keys_select_click: 'Ctrl+clic (⌘-clic)',
  keys_select_click_what: 'Seleccionar o quitar una tarjeta de la selección',
  keys_select_range: 'Mayús+clic',
  keys_select_range_what: 'Seleccionar las tarjetas hasta esta en su columna',
  keys_clear_selection: 'Esc',
  keys_clear_selection_what: 'Borrar la selección',
  keys_select: 'X',
  keys_select_what: 'Seleccionar o quitar la tarjeta con el foco',
};
