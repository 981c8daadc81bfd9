import type { ChartRange } from '../../api/history';
import { addDays, weekdayOf } from '../notifications/zonedTime';
import { calendarDayOf, isoDayOf } from './buckets';
import type { ReportDays } from './cardHistory';

/**
 * The days a chart range covers on `today` (spec 3 section 9), both ends included: this month from its
 * first day, the last 7 or 30 days with today, this week from Monday, a custom range as set. 'All' is
 * every day from `earliest` (the board's first card) to today, or null when the board has no cards.
 */
export function chartRangeDays(range: ChartRange, today: string, earliest: string | null): ReportDays | null {
  const day = calendarDayOf(today);
  switch (range.kind) {
    case 'thisMonth':
      return { start: isoDayOf({ ...day, day: 1 }), end: today };
    case 'last7':
      return { start: isoDayOf(addDays(day, -6)), end: today };
    case 'last30':
      return { start: isoDayOf(addDays(day, -29)), end: today };
    case 'thisWeek':
      return { start: isoDayOf(addDays(day, -((weekdayOf(day) + 6) % 7))), end: today };
    case 'custom':
      return { start: range.start, end: range.end };
    case 'all':
      return earliest === null ? null : { start: earliest < today ? earliest : today, end: today };
  }
}
