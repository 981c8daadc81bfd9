import type { DayRange } from '../dateRange';
import { addDays, daysInMonth, weekdayOf } from '../notifications/zonedTime';
import { calendarDayOf, isoDayOf } from './buckets';

/** The history report's quick ranges (spec 3 section 2), after 'any' (no date filter, the default). */
export const HISTORY_RANGES = ['any', 'today', 'yesterday', 'lastWeek', 'lastMonth', 'custom'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Spec 3 section 5: the history's custom start lies within 1 Feb 2000 and today. */
export const HISTORY_EARLIEST_DAY = '2000-02-01';

/**
 * The days a history quick range covers on `today`, both ends included: last week and last month are the
 * calendar week (Monday to Sunday) and month before the current one. Null for any time and for custom.
 */
export function historyRangeDays(range: HistoryRange, today: string): DayRange | null {
  const day = calendarDayOf(today);
  switch (range) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = isoDayOf(addDays(day, -1));
      return { start: yesterday, end: yesterday };
    }
    case 'lastWeek': {
      const thisMonday = addDays(day, -((weekdayOf(day) + 6) % 7));
      return { start: isoDayOf(addDays(thisMonday, -7)), end: isoDayOf(addDays(thisMonday, -1)) };
    }
    case 'lastMonth': {
      const month = day.month === 1 ? { year: day.year - 1, month: 12 } : { year: day.year, month: day.month - 1 };
      return { start: isoDayOf({ ...month, day: 1 }), end: isoDayOf({ ...month, day: daysInMonth(month.year, month.month) }) };
    }
    default:
      return null;
  }
}
