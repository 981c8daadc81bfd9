/**
 * Wall-clock time in an IANA time zone, through Intl (no time-zone tables of our own). Reminders are
 * scheduled in the board's zone: "09:00 on the last day of the month" is a moment that depends on it.
 */

/** A calendar day; month 1 = January. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock minute in some zone. */
export interface WallTime extends CalendarDay {
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ('UTC', 'Europe/Berlin', ...). */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock minute an instant shows in a zone. */
export function wallTimeOf(instant: Date, zone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const asUtc = (time: WallTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);

/** How far the zone's clock is ahead of UTC at an instant, in ms (whole minutes). */
function offsetAt(ms: number, zone: string): number {
  const minute = Math.floor(ms / 60_000) * 60_000;
  return asUtc(wallTimeOf(new Date(minute), zone)) - minute;
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes (conditions read "today" with it). */
export function offsetMinutesAt(instant: Date, zone: string): number {
  return offsetAt(instant.getTime(), zone) / 60_000;
}

const sameMinute = (a: WallTime, b: WallTime) => asUtc(a) === asUtc(b);

/**
 * The instant a wall-clock minute stands for in a zone. When clocks go back, the minute happens twice
 * and the first one counts; when they go forward, a minute in the skipped hour falls at the moment
 * the clock would show it had it not jumped (02:30 on the spring-forward night in Berlin is 03:30),
 * so a reminder set in that hour is late by the jump, never lost.
 */
export function instantOf(time: WallTime, zone: string): Date {
  const local = asUtc(time);
  const candidates = [local - offsetAt(local - DAY_MS, zone), local - offsetAt(local + DAY_MS, zone)];
  const exact = candidates.filter((candidate) => sameMinute(wallTimeOf(new Date(candidate), zone), time));
  return new Date(exact.length > 0 ? Math.min(...exact) : candidates[0]);
}

/** The day so many days later (earlier when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}
