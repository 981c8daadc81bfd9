import { type CalendarDay, addDays, daysBetween, instantOf, wallTimeOf, weekdayOf } from '../notifications/zonedTime';
import type { ReportDays, ReportScale, ReportWindow } from './cardHistory';
import { partitionPoint } from './partitionPoint';

/** One period of a chart's axis: start included, end excluded, both midnights in the board's zone. */
export interface ReportBucket extends ReportWindow {
  /** The YYYY-MM-DD of the period's first day within the range. */
  label: string;
}

/** Ten years of days: the API refuses longer ranges before they get here, so this only guards. */
export const MAX_REPORT_BUCKETS = 3_700;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as a calendar day; a RangeError for text that names no day. */
export function calendarDayOf(text: string): CalendarDay {
  const match = ISO_DAY.exec(text);
  const day = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // addDays(day, 0) normalises through Date.UTC: 2026-02-30 would come back as 2 March.
  if (!day || isoDayOf(addDays(day, 0)) !== text) throw new RangeError(`Not a calendar day: ${text}`);
  return day;
}

/** A calendar day as YYYY-MM-DD. */
export function isoDayOf(day: CalendarDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

/** The YYYY-MM-DD day an instant falls on in a zone. */
export function isoDayAt(instant: number, timeZone: string): string {
  return isoDayOf(wallTimeOf(new Date(instant), timeZone));
}

/** The instant a day begins in a zone; on a night whose midnight is skipped, the moment the clock jumps. */
function startOfDay(day: CalendarDay, timeZone: string): number {
  return instantOf({ ...day, hour: 0, minute: 0 }, timeZone).getTime();
}

/** The first day of the period after the one `day` is in. */
function nextPeriodStart(day: CalendarDay, scale: ReportScale): CalendarDay {
  switch (scale) {
    case 'days':
      return addDays(day, 1);
    // ISO weeks start on Monday: weekdayOf counts from Sunday = 0.
    case 'weeks':
      return addDays(day, 7 - ((weekdayOf(day) + 6) % 7));
    case 'months':
      return day.month === 12 ? { year: day.year + 1, month: 1, day: 1 } : { year: day.year, month: day.month + 1, day: 1 };
    case 'years':
      return { year: day.year + 1, month: 1, day: 1 };
  }
}

function rangeOf(days: ReportDays): { first: CalendarDay; afterLast: CalendarDay } {
  const first = calendarDayOf(days.start);
  const afterLast = addDays(calendarDayOf(days.end), 1);
  if (daysBetween(first, afterLast) < 1) throw new RangeError(`The range ends (${days.end}) before it starts (${days.start})`);
  return { first, afterLast };
}

/** The instants the range covers: from the start of its first day to the end of its last. */
export function dayBounds(days: ReportDays, timeZone: string): ReportWindow {
  const { first, afterLast } = rangeOf(days);
  return { start: startOfDay(first, timeZone), end: startOfDay(afterLast, timeZone) };
}

/**
 * The consecutive periods of a scale that cover the range's days, the first and last clipped to it.
 * Boundaries are midnights in the board's zone, so a day is 23 or 25 hours long across a DST change.
 */
export function reportBuckets(days: ReportDays, scale: ReportScale, timeZone: string): ReportBucket[] {
  const { first, afterLast } = rangeOf(days);
  const starts: CalendarDay[] = [];
  for (let day = first; daysBetween(day, afterLast) > 0; day = nextPeriodStart(day, scale)) {
    if (starts.length === MAX_REPORT_BUCKETS) throw new RangeError(`A chart has at most ${MAX_REPORT_BUCKETS} periods`);
    starts.push(day);
  }
  const boundaries = [...starts, afterLast].map((day) => startOfDay(day, timeZone));
  return starts.map((day, index) => ({ label: isoDayOf(day), start: boundaries[index], end: boundaries[index + 1] }));
}

/**
 * The moment a chart reads a period's state at: its last millisecond, so that a change made exactly at
 * the next midnight belongs to the next period, as a card created then does.
 */
export function lastMomentOf(bucket: ReportWindow): number {
  return bucket.end - 1;
}

/** The index of the bucket an instant falls in, or -1 outside them all (buckets ascending and adjacent). */
export function bucketIndexOf(buckets: readonly ReportWindow[], instant: number): number {
  const index = partitionPoint(buckets.length, (candidate) => buckets[candidate].end <= instant);
  return index < buckets.length && buckets[index].start <= instant ? index : -1;
}

/** Whether an instant lies in a window; a null window is any time. */
export function inWindow(window: ReportWindow | null, instant: number): boolean {
  return window === null || (window.start <= instant && instant < window.end);
}
