import type { BoardConfig, ColumnDefinition } from '../../api/board';
import type { FieldInput } from '../../api/fields';
import { withAddedChoices } from '../fieldNames';
import { newColumn } from './columnsAndLanes';

export interface ChoiceColumnAdded {
  columns: ColumnDefinition[];
  /** The column field's choices with the column's value among them. */
  choices: string[];
}

/**
 * The wizard's new column: a column for the typed name, which becomes a choice of the column field
 * when the board is saved (columnChoicesToAdd). A name the field has already (in any letter case)
 * uses that choice as written. Nothing for a blank name or a choice a column shows already.
 */
export function withChoiceColumn(columns: readonly ColumnDefinition[], choices: readonly string[], typed: string): ChoiceColumnAdded | null {
  const name = typed.trim();
  if (!name) return null;
  const value = choices.find((choice) => choice.toLowerCase() === name.toLowerCase()) ?? name;
  if (columns.some((column) => column.value.toLowerCase() === value.toLowerCase())) return null;
  return { columns: [...columns, newColumn(value)], choices: withAddedChoices(choices, [value]) };
}

/** The column values a Choice column field lacks, in the columns' order: the save adds them as choices. */
export function columnChoicesToAdd(config: Pick<BoardConfig, 'columnDefinitions'>, field: FieldInput | undefined): string[] {
  if (field?.type !== 'Choice') return [];
  const current = field.choices ?? [];
  const values = config.columnDefinitions.map((column) => column.value.trim()).filter(Boolean);
  return withAddedChoices(current, values).slice(current.length);
}
