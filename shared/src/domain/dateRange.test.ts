import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MAX, DATE_RANGE_MIN, quickRangeDays, withEnd, withStart } from './dateRange';

describe('the date-range picker', () => {
  it('gives each quick range its days, inclusive of today', () => {
    expect(quickRangeDays('today', '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(quickRangeDays('last7', '2026-03-01')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    // 2024 is a leap year: the 30 days up to 1 March start on 1 February.
    expect(quickRangeDays('last30', '2024-03-01')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
    expect(quickRangeDays('any', '2026-03-01')).toBeNull();
    expect(quickRangeDays('custom', '2026-03-01')).toBeNull();
  });

  it('keeps a custom range within 1 Feb 2000 and 1 Feb 2040, its end never before its start', () => {
    const range = { start: '2026-01-10', end: '2026-01-20' };
    expect(withStart(range, '1999-12-31')).toEqual({ start: DATE_RANGE_MIN, end: '2026-01-20' });
    expect(withEnd(range, '2041-05-05')).toEqual({ start: '2026-01-10', end: DATE_RANGE_MAX });
    expect(withStart(range, '2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-01' });
    expect(withEnd(range, '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });
});
