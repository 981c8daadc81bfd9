import type { boardEnUS } from './en-US';

export const boardEsES: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Vista',
  view_type_default: 'Todas las tareas',
  view_type_parent_child: 'Tareas principales como filas',
  view_type_hide_subtasks: 'Ocultar subtareas',
  search_label: 'Buscar tarjetas',
  search_placeholder: 'Buscar',
  sort_menu: 'Ordenar',
  sort_manual: 'Orden manual',
  sort_ascending: '{field}, ascendente',
  sort_descending: '{field}, descendente',
  lanes_menu: 'Calles',
  lanes_field: 'Campo de calles',
  lanes_hide_empty: 'Ocultar calles vacías',
  lanes_collapse_all: 'Contraer todo',
  lanes_expand_all: 'Expandir todo',
  totals_open: 'Totales de {column}',
  totals_heading: 'Totales',
  totals_calculating: 'calculando',
  totals_sum: 'Suma de {name}: {value} ({count} tarjetas)',
  totals_average: 'Promedio de {name}: {value} ({count} tarjetas)',
};
