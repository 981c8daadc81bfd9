/** Texts of the board's tools: views, filters, sorting, totals and board actions. */
export const boardEnUS = {
  view_type_label: 'View',
  view_type_default: 'All tasks',
  view_type_parent_child: 'Parents as lanes',
  view_type_hide_subtasks: 'Hide subtasks',
};
