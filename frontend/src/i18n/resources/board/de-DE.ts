import type { boardEnUS } from './en-US';

export const boardDeDE: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Ansicht',
  view_type_default: 'Alle Aufgaben',
  view_type_parent_child: 'Übergeordnete als Zeilen',
  view_type_hide_subtasks: 'Unteraufgaben ausblenden',
  search_label: 'Karten durchsuchen',
  search_placeholder: 'Suchen',
  sort_menu: 'Sortieren',
  sort_manual: 'Manuelle Reihenfolge',
  sort_ascending: '{field}, aufsteigend',
  sort_descending: '{field}, absteigend',
  lanes_menu: 'Zeilen',
  lanes_field: 'Zeilenfeld',
  lanes_hide_empty: 'Leere Zeilen ausblenden',
  lanes_collapse_all: 'Alle zuklappen',
  lanes_expand_all: 'Alle aufklappen',
  totals_open: 'Summen von {column}',
  totals_heading: 'Summen',
  totals_calculating: 'wird berechnet',
  totals_sum: 'Summe von {name}: {value} ({count} Karten)',
  totals_average: 'Durchschnitt von {name}: {value} ({count} Karten)',
};
