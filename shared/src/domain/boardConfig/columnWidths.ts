import type { BoardConfig, ColumnDefinition } from '../../api/board';

/**
 * Column widths (spec 2 sections 5 and 9, the stored `columnCols`): each column's share of the board's
 * width in percent, a whole number of at least 1, and 100 in all. docs/configuration.md#column-widths
 * says how older boards and added or removed columns are shared.
 */
export const COLUMN_WIDTH_TOTAL = 100;

/** A width as the wizard holds it while it is typed: null while the field is empty. */
export type TypedWidth = number | null;

type ColumnsAndWidths = Pick<BoardConfig, 'columnDefinitions' | 'columnCols'>;

export type ColumnWidthProblem = { kind: 'width'; index: number } | { kind: 'total' };

const isWidth = (width: TypedWidth): width is number => typeof width === 'number' && Number.isInteger(width) && width >= 1;

const sumOf = (widths: readonly TypedWidth[]) => widths.reduce<number>((sum, width) => sum + (typeof width === 'number' ? width : 0), 0);

/** 100 shared equally; the remainder goes one each to the last columns, as a board without widths always looked. */
export function equalColumnWidths(count: number): number[] {
  const share = Math.floor(COLUMN_WIDTH_TOTAL / count);
  const remainder = COLUMN_WIDTH_TOTAL - share * count;
  return Array.from({ length: count }, (_, index) => share + (index >= count - remainder ? 1 : 0));
}

/** What is left to share: negative when the widths take more than 100; an empty width counts as 0. */
export function remainingWidth(widths: readonly TypedWidth[]): number {
  return COLUMN_WIDTH_TOTAL - sumOf(widths);
}

/** Every way `columnCols` breaks the rule for `count` columns; none for a board that stores no widths. */
export function columnWidthProblems(count: number, columnCols: readonly TypedWidth[] | undefined): ColumnWidthProblem[] {
  if (columnCols === undefined) return [];
  const problems: ColumnWidthProblem[] = columnCols.flatMap((width, index) => (isWidth(width) ? [] : [{ kind: 'width' as const, index }]));
  if (columnCols.length !== count || sumOf(columnCols) !== COLUMN_WIDTH_TOTAL) problems.push({ kind: 'total' });
  return problems;
}

/** The widths the board lays out: the stored ones when they keep the rule, else equal shares. */
export function columnWidthsOf(count: number, columnCols: readonly TypedWidth[] | undefined): number[] {
  if (columnCols === undefined || columnWidthProblems(count, columnCols).length > 0) return equalColumnWidths(count);
  return columnCols.filter(isWidth);
}

/**
 * `total` shared in proportion to `weights` (an empty or non-positive weight counts as 1), each share at
 * least 1: shares rounded down, then the rest one by one to the largest fractions, later columns first
 * on a tie, as equal shares give the remainder to the last columns.
 */
function scaledTo(weights: readonly TypedWidth[], total: number): number[] {
  const positive = weights.map((weight) => (typeof weight === 'number' && weight > 0 ? weight : 1));
  const sum = positive.reduce((a, b) => a + b, 0);
  const exact = positive.map((weight) => (weight * total) / sum);
  const shares = exact.map((value) => Math.max(1, Math.floor(value)));
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || b.index - a.index);
  for (let step = 0; sumOf(shares) < total; step += 1) shares[byFraction[step % byFraction.length].index] += 1;
  while (sumOf(shares) > total) {
    const largest = shares.lastIndexOf(Math.max(...shares));
    shares[largest] -= 1;
  }
  return shares;
}

/** A column added at the end takes an equal share of the new count, taken from the others in proportion to their widths. */
export function widthsAfterAdding(widths: readonly TypedWidth[]): number[] {
  const added = equalColumnWidths(widths.length + 1)[widths.length];
  return [...scaledTo(widths, COLUMN_WIDTH_TOTAL - added), added];
}

/** A removed column's width goes to the others in proportion to their widths. */
export function widthsAfterRemoving(widths: readonly TypedWidth[], index: number): number[] {
  return scaledTo(
    widths.filter((_, at) => at !== index),
    COLUMN_WIDTH_TOTAL,
  );
}

/**
 * The widths of the columns at `kept` (indexes of the old columns), the dropped columns' share going to
 * them in proportion; undefined for a board that stores no widths, or none that match its columns.
 */
export function widthsOfKept(config: ColumnsAndWidths, kept: readonly number[]): number[] | undefined {
  const { columnCols, columnDefinitions } = config;
  if (columnCols === undefined || columnCols.length !== columnDefinitions.length) return undefined;
  return scaledTo(
    kept.map((index) => columnCols[index]),
    COLUMN_WIDTH_TOTAL,
  );
}

/** The board with `column` added at the end; widths it stores are shared again (none stored: equal shares still). */
export function withColumnAppended<T extends ColumnsAndWidths>(config: T, column: ColumnDefinition): T {
  const { columnCols } = config;
  return {
    ...config,
    columnDefinitions: [...config.columnDefinitions, column],
    ...(columnCols === undefined ? {} : { columnCols: widthsAfterAdding(columnCols) }),
  };
}

/** The board without its column at `index`; widths it stores give that column's share to the others. */
export function withColumnRemoved<T extends ColumnsAndWidths>(config: T, index: number): T {
  const { columnCols } = config;
  return {
    ...config,
    columnDefinitions: config.columnDefinitions.filter((_, at) => at !== index),
    ...(columnCols === undefined ? {} : { columnCols: widthsAfterRemoving(columnCols, index) }),
  };
}

/** The widths the wizard shows: the typed ones while they match the columns, else the board's equal shares. */
export function shownColumnWidths(config: ColumnsAndWidths): TypedWidth[] {
  const { columnCols, columnDefinitions } = config;
  return columnCols?.length === columnDefinitions.length ? columnCols : equalColumnWidths(columnDefinitions.length);
}
