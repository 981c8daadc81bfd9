/** English texts of the card feature; every other locale provides the same keys. */
export const cardEnUS = {
  card_more_options: 'More options for {title}',
  card_menu_open: 'Open',
  card_menu_clone: 'Clone',
  card_menu_copy_link: 'Copy link',
  card_menu_delete: 'Delete',
  // The spec's card_edit_labels.
  card_edit_labels: 'Edit labels',
  card_edit_labels_of: 'Edit labels: {title}',
  card_labels_none: 'The board has no labels yet.',
  card_labels_new: 'New label',
  card_labels_create: 'Create label',
  card_labels_save: 'Save',
  card_link_copied: 'The link to the card is on the clipboard.',
  card_link_copy_failed: 'The link could not be copied to the clipboard.',
  card_delete_title: 'Delete card',
  // The spec's confirm_delete_task.
  card_confirm_delete_task: 'Do you want to delete "{title}"? This cannot be undone.',
  card_delete: 'Delete',
  card_cancel: 'Cancel',

  card_field_edit: 'Edit {field}: {value}',
  card_field_empty: 'empty',
  value_yes: 'Yes',
  value_no: 'No',
  card_none_choice: '(none)',
  // The spec's required_field.
  card_required_field: 'This is a required field.',

  card_subtasks_completed: '{completed} of {total} subtasks completed',
  card_one_comment: '1 comment',
  card_comment_count: '{count} comments',

  card_details: 'Details of {title}',
  card_callout_fields: 'Fields',
  card_callout_comments: 'Comments',
  card_callout_no_fields: 'No fields to show.',
  card_callout_no_comments: 'No comments yet.',

  card_add_to_column: 'Add a card to {column}',
  quick_add_label: 'New card in {column}',
  quick_add_save: 'Add',
  card_new: 'New card',
  // The spec's someItemsEditPermissionDisabled.
  card_some_read_only: 'You may not change some of these cards: they cannot be moved or edited.',
  card_all_read_only: 'You can view this board but not change its cards.',
  card_callout_history: 'History',
  card_callout_watchers: 'Watchers',
  card_callout_no_history: 'No changes recorded yet.',
  card_callout_no_watchers: 'No one watches this card.',
} satisfies Record<string, string>;
