import type { boardEnUS } from './en-US';

export const boardFrFR: Record<keyof typeof boardEnUS, string> = {
  view_type_label: 'Vue',
  view_type_default: 'Toutes les tâches',
  view_type_parent_child: 'Tâches parentes en lignes',
  view_type_hide_subtasks: 'Masquer les sous-tâches',
  search_label: 'Rechercher des cartes',
  search_placeholder: 'Rechercher',
  sort_menu: 'Trier',
  sort_manual: 'Ordre manuel',
  sort_ascending: '{field}, croissant',
  sort_descending: '{field}, décroissant',
  lanes_menu: 'Couloirs',
  lanes_field: 'Champ des couloirs',
  lanes_hide_empty: 'Masquer les couloirs vides',
  lanes_collapse_all: 'Tout réduire',
  lanes_expand_all: 'Tout développer',
  totals_open: 'Totaux de {column}',
  totals_heading: 'Totaux',
  totals_calculating: 'calcul en cours',
  totals_sum: 'Somme de {name} : {value} ({count} cartes)',
  totals_average: 'Moyenne de {name} : {value} ({count} cartes)',
};
