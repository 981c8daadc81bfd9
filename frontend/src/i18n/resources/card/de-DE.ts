import type { cardEnUS } from './en-US';

export const cardDeDE: Record<keyof typeof cardEnUS, string> = {
  card_more_options: 'Weitere Optionen für {title}',
  card_menu_open: 'Öffnen',
  card_menu_clone: 'Klonen',
  card_menu_copy_link: 'Link kopieren',
  card_menu_delete: 'Löschen',
  card_link_copied: 'Der Link zur Karte ist in der Zwischenablage.',
  card_link_copy_failed: 'Der Link konnte nicht in die Zwischenablage kopiert werden.',
  card_delete_title: 'Karte löschen',
  card_confirm_delete_task: 'Möchten Sie „{title}“ löschen? Das kann nicht rückgängig gemacht werden.',
  card_delete: 'Löschen',
  card_cancel: 'Abbrechen',

  card_field_edit: '{field} bearbeiten: {value}',
  card_field_empty: 'leer',
  value_yes: 'Ja',
  value_no: 'Nein',
  card_none_choice: '(keine)',
  card_required_field: 'Dies ist ein Pflichtfeld.',

  card_subtasks_completed: '{completed} von {total} Unteraufgaben erledigt',
  card_one_comment: '1 Kommentar',
  card_comment_count: '{count} Kommentare',

  card_details: 'Details zu {title}',
  card_callout_fields: 'Felder',
  card_callout_comments: 'Kommentare',
  card_callout_no_fields: 'Keine Felder anzuzeigen.',
  card_callout_no_comments: 'Noch keine Kommentare.',

  card_add_to_column: 'Karte zu {column} hinzufügen',
  quick_add_label: 'Neue Karte in {column}',
  quick_add_save: 'Hinzufügen',
  card_new: 'Neue Karte',
  card_some_read_only: 'Einige dieser Karten dürfen Sie nicht ändern: Sie können sie weder verschieben noch bearbeiten.',
  card_all_read_only: 'Sie können dieses Board ansehen, aber seine Karten nicht ändern.',
  card_callout_history: 'Verlauf',
  card_callout_watchers: 'Beobachter',
  card_callout_no_history: 'Noch keine Änderungen aufgezeichnet.',
  card_callout_no_watchers: 'Niemand beobachtet diese Karte.',
};
