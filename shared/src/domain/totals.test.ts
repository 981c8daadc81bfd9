import { describe, expect, it } from 'vitest';
import { computeTotal, numericValue, rowTotal } from './totals';

describe('computeTotal', () => {
  const values = [1, '2', 'x', null, undefined, '', 3.5];
  it('sums and averages the numbers, leaving out the rest', () => {
    expect(computeTotal(values, 'sum')).toBe(6.5);
    expect(computeTotal(values, 'average')).toBeCloseTo(6.5 / 3);
  });
  it('gives 0 for no numbers', () => {
    expect(computeTotal([], 'sum')).toBe(0);
    expect(computeTotal(['x', null], 'average')).toBe(0);
  });
});

describe('numericValue', () => {
  it('reads numbers and numeric strings only', () => {
    expect([4, ' 2.5 ', '', '1e3', 'NaN', Infinity, true, null].map(numericValue)).toEqual([4, 2.5, null, 1000, null, null, null, null]);
  });
});

describe('rowTotal', () => {
  it('sums the columns that are part of the row total', () => {
    expect(
      rowTotal([
        { total: 5, isPartOfRowTotal: true },
        { total: 7, isPartOfRowTotal: false },
        { total: null, isPartOfRowTotal: true },
        { total: 2.5, isPartOfRowTotal: true },
      ]),
    ).toBe(7.5);
    expect(rowTotal([])).toBe(0);
  });
});
