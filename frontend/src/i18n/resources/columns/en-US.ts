/** Adding a column on the board itself (features/board/columns). */
export const columnsEnUS = {
  add_column: 'Add column',
  add_column_name: 'Column name',
  add_column_save: 'Add',
  add_column_cancel: 'Cancel',
  add_column_name_required: 'Please give the column a name.',
  add_column_exists: 'The board already has a column named {name}.',
  add_column_not_choice: "This board's columns come from a field that is not a choice field: change them in the board's settings.",
};
