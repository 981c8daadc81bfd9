import { describe, expect, it } from 'vitest';
import { testField } from './conditions/testing/conditions';
import type { StoredValue } from './fieldValues';
import { compareCardsBy, sortCards } from './cardSort';

interface Card {
  id: number;
  order: number | null;
  value: StoredValue;
}
const cards = (values: StoredValue[]): Card[] => values.map((value, index) => ({ id: index + 1, order: null, value }));
const sortedValues = (values: StoredValue[], type: Parameters<typeof testField>[1], desc: boolean) =>
  sortCards(cards(values), testField('F', type), desc, (card) => card.value).map((card) => card.value);

describe('sortCards by a field', () => {
  it('sorts numbers as numbers, unreadable and empty values last', () => {
    expect(sortedValues([3, 'abc', 10, null, 2, '9'], 'Number', false)).toEqual([2, 3, '9', 10, 'abc', null]);
  });
  it('reverses when descending, putting unreadable and empty values first', () => {
    expect(sortedValues([3, 'abc', 10, null, 2, '9'], 'Number', true)).toEqual(['abc', null, 10, '9', 3, 2]);
  });
  it('sorts currency, counters and calculated values as numbers', () => {
    expect(sortedValues(['12.50', '3', '', '100'], 'Currency', false)).toEqual(['3', '12.50', '100', '']);
    expect(sortedValues([10, 9], 'Counter', false)).toEqual([9, 10]);
    expect(sortedValues(['1.5', '-2'], 'Calculated', false)).toEqual(['-2', '1.5']);
  });
  it('sorts dates as dates', () => {
    const values = ['2026-11-22T10:00:00Z', 'soon', '2025-01-01T00:00:00Z', '2026-11-22T09:00:00Z', null];
    expect(sortedValues(values, 'DateTime', false)).toEqual([
      '2025-01-01T00:00:00Z',
      '2026-11-22T09:00:00Z',
      '2026-11-22T10:00:00Z',
      'soon',
      null,
    ]);
    expect(sortedValues(values, 'DateTime', true)).toEqual([
      'soon',
      null,
      '2026-11-22T10:00:00Z',
      '2026-11-22T09:00:00Z',
      '2025-01-01T00:00:00Z',
    ]);
  });
  it('sorts text case-insensitively and keeps equal values in their order', () => {
    expect(sortedValues(['banana', 'Apple', '', 'cherry', 'apple'], 'Text', false)).toEqual(['Apple', 'apple', 'banana', 'cherry', '']);
    expect(sortedValues(['banana', 'Apple', '', 'cherry', 'apple'], 'Text', true)).toEqual(['', 'cherry', 'banana', 'Apple', 'apple']);
  });
  it('leaves the input as it was', () => {
    const input = cards([2, 1]);
    sortCards(input, testField('F', 'Number'), false, (card) => card.value);
    expect(input.map((card) => card.value)).toEqual([2, 1]);
  });
});

describe('sortCards without a sort field', () => {
  it('keeps the manual order, cards without an order last', () => {
    const input: Card[] = [
      { id: 1, order: null, value: null },
      { id: 2, order: 1010, value: null },
      { id: 3, order: 1000, value: null },
      { id: 4, order: null, value: null },
    ];
    expect(sortCards(input, null, true, (card) => card.value).map((card) => card.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('compareCardsBy', () => {
  it('gives 0 for equal values in both directions', () => {
    expect(compareCardsBy(testField('F', 'Text'), false)('a', 'A')).toBe(0);
    expect(compareCardsBy(testField('F', 'Text'), true)('a', 'A')).toBe(0);
    expect(compareCardsBy(testField('F', 'Number'), true)(1, 2)).toBeGreaterThan(0);
  });
});
