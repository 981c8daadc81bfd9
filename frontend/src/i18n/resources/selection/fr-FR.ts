import type { selectionEnUS } from './en-US';

export const selectionFrFR: Record<keyof typeof selectionEnUS, string> = {
  card_selected_name: '{title} (sélectionnée)',
  card_menu_select: 'Sélectionner',
  card_menu_deselect: 'Désélectionner',
  selection_bar: 'Cartes sélectionnées',
  selection_count: 'Sélection : {count}',
  selection_move_to: 'Déplacer vers',
  selection_clear: 'Effacer la sélection',
  selection_moved_some: '{moved} cartes sur {count} déplacées.',
  selection_refused_cards: '{titles} : {reason}',
  selection_refused_stale: 'modifiée entre-temps par quelqu’un',
  selection_not_moved: 'Les cartes n’ont pas été déplacées : {reason}',
  undo_step_move_many: '{count} cartes déplacées vers {place}',
  keys_select_click: 'Ctrl+clic (⌘-clic)',
  keys_select_click_what: 'Sélectionner ou désélectionner une carte',
  keys_select_range: 'Maj+clic',
  keys_select_range_what: 'Sélectionner les cartes jusqu’à celle-ci dans sa colonne',
  keys_clear_selection: 'Échap',
  keys_clear_selection_what: 'Effacer la sélection',
  keys_select: 'X',
  keys_select_what: 'Sélectionner ou désélectionner la carte active',
};
