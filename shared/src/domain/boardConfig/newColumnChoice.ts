import type { BoardConfig, ColumnDefinition } from '../../api/board';
import type { FieldInput } from '../../api/fields';
import { withAddedChoices } from '../fieldNames';
import { newColumn } from './columnsAndLanes';
import { newColumnOf } from '../newColumn';

export interface ChoiceColumnAdded {
  columns: ColumnDefinition[];
  /** The column field's choices with the column's value among them. */
  choices: string[];
}

/**
 * The wizard's new column: a column for the typed name (the rule of newColumnOf, as on the board), which
 * becomes a choice of the column field when the board is saved (columnChoicesToAdd). Nothing for a blank
 * name or a column the board has already.
 */
export function withChoiceColumn(
  columns: readonly ColumnDefinition[],
  choices: readonly string[],
  typed: string,
): ChoiceColumnAdded | null {
  const { column } = newColumnOf(typed, columns, choices);
  if (!column) return null;
  return { columns: [...columns, newColumn(column.value)], choices: withAddedChoices(choices, [column.value]) };
}

/** The column values a Choice column field lacks, in the columns' order: the save adds them as choices. */
export function columnChoicesToAdd(config: Pick<BoardConfig, 'columnDefinitions'>, field: FieldInput | undefined): string[] {
  if (field?.type !== 'Choice') return [];
  const current = field.choices ?? [];
  const values = config.columnDefinitions.map((column) => column.value.trim()).filter(Boolean);
  return withAddedChoices(current, values).slice(current.length);
}
