import { describe, expect, it } from 'vitest';
import { historyRangeDays } from './historyRanges';

describe('history quick ranges', () => {
  it('covers today, yesterday, the calendar week and month before this one', () => {
    // 2026-11-26 is a Thursday.
    expect(historyRangeDays('today', '2026-11-26')).toEqual({ start: '2026-11-26', end: '2026-11-26' });
    expect(historyRangeDays('yesterday', '2026-11-26')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(historyRangeDays('lastWeek', '2026-11-26')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(historyRangeDays('lastWeek', '2026-11-23')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(historyRangeDays('lastMonth', '2026-11-26')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(historyRangeDays('lastMonth', '2026-01-05')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(historyRangeDays('lastMonth', '2028-03-31')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(historyRangeDays('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28' });
  });
  it('leaves any time and custom to the person', () => {
    expect(historyRangeDays('any', '2026-11-26')).toBeNull();
    expect(historyRangeDays('custom', '2026-11-26')).toBeNull();
  });
});
