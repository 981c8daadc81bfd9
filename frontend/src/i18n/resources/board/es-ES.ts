import type { boardEnUS } from './en-US';

export const boardEsES: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Vista',
  view_type_default: 'Todas las tareas',
  view_type_parent_child: 'Tareas principales como filas',
  view_type_hide_subtasks: 'Ocultar subtareas',
};
