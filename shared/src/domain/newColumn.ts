import type { ColumnDefinition } from '../api/board';
import { columnDefinitionSchema } from '../api/board';

export type NewColumnProblem = 'column_name_required' | 'column_exists';

export type NewColumn = { column: ColumnDefinition; problem?: undefined } | { column?: undefined; problem: NewColumnProblem };

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The column a person adds at the end of a board's columns. Its name is trimmed; it may not be empty nor
 * the name or value of a column the board has (in any letter case). A choice of the column field that no
 * column shows yet is taken with its own spelling, so the cards that hold it appear in the new column.
 */
export function newColumnOf(name: string, columns: readonly ColumnDefinition[], choices: readonly string[]): NewColumn {
  const trimmed = name.trim();
  if (!trimmed) return { problem: 'column_name_required' };
  if (columns.some((column) => sameName(column.name, trimmed) || sameName(column.value, trimmed))) return { problem: 'column_exists' };
  const value = choices.find((choice) => sameName(choice, trimmed)) ?? trimmed;
  return { column: columnDefinitionSchema.parse({ name: trimmed, value }) };
}
