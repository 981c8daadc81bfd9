import type { columnsEnUS } from './en-US';

export const columnsDeDE: Record<keyof typeof columnsEnUS, string> = {
  add_column: 'Spalte hinzufügen',
  add_column_name: 'Name der Spalte',
  add_column_save: 'Hinzufügen',
  add_column_cancel: 'Abbrechen',
  add_column_name_required: 'Bitte geben Sie der Spalte einen Namen.',
  add_column_exists: 'Das Board hat bereits eine Spalte namens {name}.',
  add_column_not_choice:
    'Die Spalten dieses Boards kommen aus einem Feld, das kein Auswahlfeld ist: Ändern Sie sie in den Einstellungen des Boards.',
};
