import type { BoardConfig, ColumnDefinition } from '../../api/board';
import type { Field } from '../../api/fields';
import type { TotalFunction } from '../totals';
import { canInsertColumn, newColumn } from './columnsAndLanes';

/** Spec 2 section 9: the column tab strip shows 5 columns at once. */
export const COLUMN_TABS_SHOWN = 5;

/** One column per choice of the column field, in the field's order. */
export function columnsForField(field: Field | undefined): ColumnDefinition[] {
  return (field?.choices ?? []).map((choice) => newColumn(choice));
}

type ColumnSettings = Pick<BoardConfig, 'columnFieldName' | 'columnDefinitions' | 'columnCols' | 'swimlanes'>;

/**
 * A new column field brings its own columns, which share the board's width equally. Swimlanes over
 * that field are switched off, since a field cannot be both (spec 2 section 5).
 */
export function withColumnField<T extends ColumnSettings>(config: T, field: Field): T {
  const swimlanesClash = config.swimlanes.field === field.internalName;
  return {
    ...config,
    columnFieldName: field.internalName,
    columnDefinitions: columnsForField(field),
    columnCols: undefined,
    swimlanes: swimlanesClash ? { ...config.swimlanes, field: null, lanes: [] } : config.swimlanes,
  };
}

/** Adds a column for the first choice no column shows yet; nothing when every choice has one. */
export function withNewColumn(columns: readonly ColumnDefinition[], choices: readonly string[]): ColumnDefinition[] {
  if (!canInsertColumn(columns, choices)) return [...columns];
  const used = new Set(columns.map((column) => column.value));
  const choice = choices.find((c) => !used.has(c)) ?? '';
  return [...columns, newColumn(choice)];
}

/** The limit counts only when it is active, and 0 or no value means no limit. */
export function withWipLimit(column: ColumnDefinition, limit: number | null): ColumnDefinition {
  return { ...column, wipLimit: limit, isActiveWipLimit: limit !== null && limit > 0 };
}

/** The column's total, named after its field; no function or no field means no total. */
export function withTotals(column: ColumnDefinition, func: TotalFunction | null, field: Field | undefined): ColumnDefinition {
  return { ...column, totals: func && field ? { name: field.name, fieldName: field.internalName, func } : null };
}

/**
 * A column or lane takes a new value, shown as `text`. Its name follows the value while it is empty
 * or still the text of the previous value, so a name the person typed is kept.
 */
export function withNamedValue<T extends { name: string; value: string }>(entry: T, value: string, text: string, previousText: string): T {
  const named = entry.name.trim() !== '' && entry.name !== previousText;
  return { ...entry, value, name: named ? entry.name : text };
}

/** The first tab a strip of `count` tabs may start at, so that it is never half empty. */
export function clampTabStart(start: number, count: number, shown: number = COLUMN_TABS_SHOWN): number {
  return Math.min(Math.max(start, 0), Math.max(0, count - shown));
}

/** The start of the strip after bringing tab `index` into view, moving it as little as possible. */
export function revealTab(start: number, index: number, count: number, shown: number = COLUMN_TABS_SHOWN): number {
  if (index < start) return clampTabStart(index, count, shown);
  if (index >= start + shown) return clampTabStart(index - shown + 1, count, shown);
  return clampTabStart(start, count, shown);
}
