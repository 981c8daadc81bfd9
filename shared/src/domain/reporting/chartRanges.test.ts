import { describe, expect, it } from 'vitest';
import { chartRangeDays } from './chartRanges';

describe('chart ranges', () => {
  // 2026-11-26 is a Thursday.
  const today = '2026-11-26';
  it('covers this month, the last 7 and 30 days and this week up to today', () => {
    expect(chartRangeDays({ kind: 'thisMonth' }, today, null)).toEqual({ start: '2026-11-01', end: today });
    expect(chartRangeDays({ kind: 'last7' }, today, null)).toEqual({ start: '2026-11-20', end: today });
    expect(chartRangeDays({ kind: 'last30' }, today, null)).toEqual({ start: '2026-10-28', end: today });
    expect(chartRangeDays({ kind: 'thisWeek' }, today, null)).toEqual({ start: '2026-11-23', end: today });
    expect(chartRangeDays({ kind: 'thisWeek' }, '2026-11-23', null)).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(chartRangeDays({ kind: 'thisWeek' }, '2026-11-29', null)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(chartRangeDays({ kind: 'last7' }, '2026-03-03', null)).toEqual({ start: '2026-02-25', end: '2026-03-03' });
  });
  it('takes a custom range as set, and all from the first card on', () => {
    expect(chartRangeDays({ kind: 'custom', start: '2025-01-01', end: '2025-12-31' }, today, null)).toEqual({
      start: '2025-01-01',
      end: '2025-12-31',
    });
    expect(chartRangeDays({ kind: 'all' }, today, '2024-05-06')).toEqual({ start: '2024-05-06', end: today });
    expect(chartRangeDays({ kind: 'all' }, today, null)).toBeNull();
  });
});
