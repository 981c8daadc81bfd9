/**
 * The date-range picker's rules (spec 3 sections 4 and 9): quick ranges, a custom range within 1 Feb
 * 2000 and 1 Feb 2040 whose end is never before its start. Days are YYYY-MM-DD, UTC calendar days.
 */
export const DATE_RANGE_MIN = '2000-02-01';
export const DATE_RANGE_MAX = '2040-02-01';

export const QUICK_RANGES = ['any', 'today', 'last7', 'last30', 'custom'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DayRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** The days a quick range covers on `today` (inclusive); null for any time, and for custom, which the person sets. */
export function quickRangeDays(range: QuickRange, today: string): DayRange | null {
  const end = Date.parse(`${today}T00:00:00Z`);
  switch (range) {
    case 'today':
      return { start: today, end: today };
    case 'last7':
      return { start: dayOf(end - 6 * DAY_MS), end: today };
    case 'last30':
      return { start: dayOf(end - 29 * DAY_MS), end: today };
    default:
      return null;
  }
}

const within = (day: string) => (day < DATE_RANGE_MIN ? DATE_RANGE_MIN : day > DATE_RANGE_MAX ? DATE_RANGE_MAX : day);

/**
 * A custom range as the picker keeps it: each day within the bounds; a new start after the end moves the
 * end to it, and a new end before the start moves the start (the start sets the end's minimum and the
 * end the start's maximum).
 */
export function withStart(range: DayRange, start: string): DayRange {
  const day = within(start);
  return { start: day, end: range.end < day ? day : range.end };
}

export function withEnd(range: DayRange, end: string): DayRange {
  const day = within(end);
  return { start: range.start > day ? day : range.start, end: day };
}
