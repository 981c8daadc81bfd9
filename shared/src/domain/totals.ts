/** Column totals (spec 1 section 3, spec 2 section 3) and row totals (spec 1, section 4). */
export type TotalFunction = 'sum' | 'average';

/** A number, or a numeric string such as a calculated field's value; anything else is no number. */
export function numericValue(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Values that are not numbers are left out; the average of no numbers is 0, like their sum. */
export function computeTotal(values: readonly (number | string | null | undefined)[], func: TotalFunction): number {
  const numbers = values.map(numericValue).filter((n): n is number => n !== null);
  const sum = numbers.reduce((total, n) => total + n, 0);
  return func === 'average' && numbers.length > 0 ? sum / numbers.length : sum;
}

export interface RowTotalPart {
  total: number | null | undefined;
  isPartOfRowTotal: boolean;
}

/** The sum of the totals of the columns flagged isPartOfRowTotal. */
export function rowTotal(columns: readonly RowTotalPart[]): number {
  return columns.reduce((sum, column) => (column.isPartOfRowTotal ? sum + (column.total ?? 0) : sum), 0);
}
