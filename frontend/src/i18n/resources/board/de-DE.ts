import type { boardEnUS } from './en-US';

export const boardDeDE: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Ansicht',
  view_type_default: 'Alle Aufgaben',
  view_type_parent_child: 'Übergeordnete als Zeilen',
  view_type_hide_subtasks: 'Unteraufgaben ausblenden',
};
