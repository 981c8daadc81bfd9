/** Texts of the board's tools: views, filters, sorting, totals and board actions. */
export const boardEnUS = {
  view_type_label: 'View',
  view_type_default: 'All tasks',
  view_type_parent_child: 'Parents as lanes',
  view_type_hide_subtasks: 'Hide subtasks',
  search_label: 'Search cards',
  search_placeholder: 'Search',
  sort_menu: 'Sort',
  sort_manual: 'Manual order',
  sort_ascending: '{field}, ascending',
  sort_descending: '{field}, descending',
  lanes_menu: 'Swimlanes',
  lanes_field: 'Swimlane field',
  lanes_hide_empty: 'Hide empty swimlanes',
  lanes_collapse_all: 'Collapse all',
  lanes_expand_all: 'Expand all',
};
