import type { boardEnUS } from './en-US';

export const boardFrFR: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Vue',
  view_type_default: 'Toutes les tâches',
  view_type_parent_child: 'Tâches parentes en lignes',
  view_type_hide_subtasks: 'Masquer les sous-tâches',
};
