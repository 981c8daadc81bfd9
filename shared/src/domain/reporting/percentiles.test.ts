import { describe, expect, it } from 'vitest';
import type { CardHistory } from './cardHistory';
import { cycleTimes, percentile } from './percentiles';
import { COLUMNS, WEEK_BOARD, at, moves } from './testing/weekBoard';

const NOW = at('2026-11-10T12:00Z');

describe('a percentile by the nearest rank', () => {
  it('is the one sample there is, whatever the percentile, and none without samples', () => {
    expect([0, 50, 85, 100].map((p) => percentile([4.5], p))).toEqual([4.5, 4.5, 4.5, 4.5]);
    expect(percentile([], 50)).toBeNull();
  });

  it('of two samples: the median is the lower, the 85th the higher', () => {
    expect(percentile([1, 9], 50)).toBe(1);
    expect(percentile([1, 9], 85)).toBe(9);
  });

  it('is the smallest value with at least p percent of the values at or below it', () => {
    const tenToTwoHundred = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    expect(percentile(tenToTwoHundred, 85)).toBe(170);
    // 7% of 100 is exactly 7: the 7th value, though 0.07 * 100 is 7.000000000000001 in floating point.
    expect(
      percentile(
        Array.from({ length: 100 }, (_, index) => index + 1),
        7,
      ),
    ).toBe(7);
    expect(percentile(tenToTwoHundred, 50)).toBe(100);
    // 85% of 7 is 5.95: the 6th value.
    expect(percentile([1, 2, 3, 4, 5, 6, 7], 85)).toBe(6);
    expect(percentile(tenToTwoHundred, 0)).toBe(10);
    expect(percentile(tenToTwoHundred, 100)).toBe(200);
  });
});

/**
 * On 10 November 2026 at 12:00Z:
 *   backAndForth  Not Started 2nd-3rd and 4th-5th (2 days, last left 5th 10:00), In Progress 3rd-4th and 5th-6th
 *                 (2 days, last left 6th 10:00), Completed since
 *   deleted       In Progress 2nd 12:00-4th 12:00 (2 days), Completed until deleted on the 6th (never left it)
 *   brief         In Progress, deleted the same day (never left it)
 *   old           In Progress 1st 10:00-7th 10:00 (6 days)
 *   quick         In Progress 8th 12:00-9th 00:00 (0.5 days)
 *   waiting       Not Started, still there
 */
const BOARD: CardHistory[] = [
  ...WEEK_BOARD,
  {
    cardId: 't:quick',
    created: at('2026-11-08T12:00Z'),
    deleted: null,
    changes: moves(['2026-11-08T12:00Z', 'In Progress'], ['2026-11-09T00:00Z', 'Completed']),
  },
];

describe('the cycle time chart', () => {
  it('takes per column one sample per card that left it, its every visit added, in days', () => {
    // In Progress: 0.5, 2, 2, 6 days; the median is the 2nd (2), the 85th percentile the 4th (6).
    expect(cycleTimes(BOARD, null, COLUMNS, NOW)).toEqual([
      { column: 'Not Started', samples: 1, median: 2, p85: 2 },
      { column: 'In Progress', samples: 4, median: 2, p85: 6 },
      { column: 'Completed', samples: 0, median: null, p85: null },
    ]);
  });

  it('keeps to the cards that last left the column within the window', () => {
    // 5 and 6 November: backAndForth left Not Started (5th) and In Progress (6th); deleted left In Progress on the
    // 4th, old on the 7th. On the 3rd backAndForth left Not Started, but not for the last time.
    expect(cycleTimes(BOARD, { start: at('2026-11-05T00:00Z'), end: at('2026-11-07T00:00Z') }, COLUMNS, NOW)).toEqual([
      { column: 'Not Started', samples: 1, median: 2, p85: 2 },
      { column: 'In Progress', samples: 1, median: 2, p85: 2 },
      { column: 'Completed', samples: 0, median: null, p85: null },
    ]);
    expect(cycleTimes(BOARD, { start: at('2026-11-03T00:00Z'), end: at('2026-11-04T00:00Z') }, ['Not Started'], NOW)).toEqual([
      { column: 'Not Started', samples: 0, median: null, p85: null },
    ]);
  });

  it('knows only the moves made by now, one made at now included', () => {
    expect(cycleTimes(BOARD, null, ['In Progress'], at('2026-11-07T10:00Z'))[0].samples).toBe(3);
    expect(cycleTimes(BOARD, null, ['In Progress'], at('2026-11-07T10:00Z') - 1)[0].samples).toBe(2);
  });
});
