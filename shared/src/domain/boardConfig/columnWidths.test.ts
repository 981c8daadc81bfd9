import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_WIDTH_TOTAL,
  columnWidthProblems,
  columnWidthsOf,
  equalColumnWidths,
  remainingWidth,
  widthsAfterAdding,
  widthsAfterRemoving,
  shownColumnWidths,
  withColumnAppended,
  withColumnRemoved,
} from './columnWidths';
import { newColumn } from './columnsAndLanes';

/** Widths that keep the rule: `count` whole numbers of at least 1 that add up to 100. */
const validWidths = (minCount = 2, maxCount = 30) =>
  fc.integer({ min: minCount, max: maxCount }).chain((count) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: COLUMN_WIDTH_TOTAL - 1 }), { minLength: count - 1, maxLength: count - 1 })
      .map((cuts) => [0, ...cuts.sort((a, b) => a - b), COLUMN_WIDTH_TOTAL])
      .map((edges) => edges.slice(1).map((edge, index) => edge - edges[index])),
  );

const keepsTheRule = (widths: readonly number[]) =>
  widths.every((width) => Number.isInteger(width) && width >= 1) && widths.reduce((sum, width) => sum + width, 0) === COLUMN_WIDTH_TOTAL;

describe('column widths', () => {
  it('shares 100 equally, the remainder one each to the last columns', () => {
    expect(equalColumnWidths(3)).toEqual([33, 33, 34]);
    expect(equalColumnWidths(6)).toEqual([16, 16, 17, 17, 17, 17]);
    expect(equalColumnWidths(4)).toEqual([25, 25, 25, 25]);
  });

  it('keeps stored widths that keep the rule, and gives an older board or a broken set equal shares', () => {
    expect(columnWidthsOf(3, [20, 30, 50])).toEqual([20, 30, 50]);
    expect(columnWidthsOf(3, undefined)).toEqual([33, 33, 34]);
    expect(columnWidthsOf(3, [50, 50])).toEqual([33, 33, 34]);
    expect(columnWidthsOf(2, [0, 100])).toEqual([50, 50]);
  });

  it('names each width that is empty, zero or not whole, and a total other than 100', () => {
    expect(columnWidthProblems(3, [20, 30, 50])).toEqual([]);
    expect(columnWidthProblems(3, undefined)).toEqual([]);
    expect(columnWidthProblems(3, [null, 0, 100])).toEqual([
      { kind: 'width', index: 0 },
      { kind: 'width', index: 1 },
    ]);
    expect(columnWidthProblems(2, [60, 50])).toEqual([{ kind: 'total' }]);
    expect(columnWidthProblems(2, [40, 50])).toEqual([{ kind: 'total' }]);
    expect(columnWidthProblems(2, [40.5, 59.5])).toEqual([
      { kind: 'width', index: 0 },
      { kind: 'width', index: 1 },
    ]);
    expect(columnWidthProblems(3, [50, 50])).toEqual([{ kind: 'total' }]);
  });

  it('tells what is left to share, negative when the widths take too much', () => {
    expect(remainingWidth([20, 30, 38])).toBe(12);
    expect(remainingWidth([20, null, 85])).toBe(-5);
  });

  it('gives a new column an equal share, taken from the others in proportion', () => {
    expect(widthsAfterAdding([20, 30, 50])).toEqual([15, 22, 38, 25]);
    expect(widthsAfterAdding([50, 50])).toEqual([33, 33, 34]);
  });

  it('gives a removed column its width to the others in proportion', () => {
    expect(widthsAfterRemoving([20, 30, 50], 2)).toEqual([40, 60]);
    expect(widthsAfterRemoving([25, 25, 25, 25], 0)).toEqual([33, 33, 34]);
  });

  it('always keeps the rule: equal shares, stored widths, adding and removing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: COLUMN_WIDTH_TOTAL }), (count) => {
        const widths = equalColumnWidths(count);
        expect(widths).toHaveLength(count);
        expect(keepsTheRule(widths)).toBe(true);
        expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(validWidths(), (widths) => {
        expect(columnWidthProblems(widths.length, widths)).toEqual([]);
        expect(columnWidthsOf(widths.length, widths)).toEqual(widths);
        const added = widthsAfterAdding(widths);
        expect(added).toHaveLength(widths.length + 1);
        expect(keepsTheRule(added)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(validWidths(3), fc.nat(), (widths, at) => {
        const removed = widthsAfterRemoving(widths, at % widths.length);
        expect(removed).toHaveLength(widths.length - 1);
        expect(keepsTheRule(removed)).toBe(true);
      }),
    );
    // Half-typed widths in the wizard (empty, zero, too much): adding or removing still leaves a set that keeps the rule.
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -5, max: 300 })), { minLength: 2, maxLength: 30 }), (typed) => {
        expect(keepsTheRule(widthsAfterAdding(typed))).toBe(true);
        expect(keepsTheRule(widthsAfterRemoving(typed, 0))).toBe(true);
        expect(keepsTheRule(columnWidthsOf(typed.length, typed))).toBe(true);
      }),
    );
  });
});

describe('a column appended to a board', () => {
  const columns = [newColumn('To do'), newColumn('Doing')];
  it('shares stored widths again, and leaves a board without widths on equal shares', () => {
    expect(withColumnAppended({ columnDefinitions: columns, columnCols: [30, 70] }, newColumn('Done'))).toEqual({
      columnDefinitions: [...columns, newColumn('Done')],
      columnCols: [20, 46, 34],
    });
    expect(withColumnAppended({ columnDefinitions: columns }, newColumn('Done'))).toEqual({
      columnDefinitions: [...columns, newColumn('Done')],
    });
  });

  it('gives a removed column its stored width to the others', () => {
    const done = newColumn('Done');
    expect(withColumnRemoved({ columnDefinitions: [...columns, done], columnCols: [20, 30, 50] }, 2)).toEqual({
      columnDefinitions: columns,
      columnCols: [40, 60],
    });
    expect(withColumnRemoved({ columnDefinitions: [...columns, done] }, 0)).toEqual({ columnDefinitions: [columns[1], done] });
  });

  it('shows typed widths while they match the columns, else equal shares', () => {
    expect(shownColumnWidths({ columnDefinitions: columns, columnCols: [null, 70] })).toEqual([null, 70]);
    expect(shownColumnWidths({ columnDefinitions: columns, columnCols: [100] })).toEqual([50, 50]);
    expect(shownColumnWidths({ columnDefinitions: columns })).toEqual([50, 50]);
  });
});
