import { type ClockFormat, type TimeOfDay, formatTime, parseTime } from './timeSlots';

/** Spec 3 section 5: the date picker's range. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2900-12-31';

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** What the date and time inputs show for a value string. */
export interface DateTimeText {
  date: string;
  time: string;
}

/**
 * A date-only value shows its calendar day as stored (never shifted by the time zone); a date and
 * time shows the person's local day and time.
 */
export function splitDateTime(value: string, dateOnly: boolean, clock: ClockFormat): DateTimeText {
  if (value.trim() === '') return { date: '', time: '' };
  if (dateOnly) return { date: DATE_PREFIX.exec(value)?.[1] ?? '', time: '' };
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return { date: '', time: '' };
  return momentText(moment, false, clock);
}

/** What the inputs show for the moment given: its local day, and for a date and time its minute. */
export function momentText(moment: Date, dateOnly: boolean, clock: ClockFormat): DateTimeText {
  const date = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  return { date, time: dateOnly ? '' : formatTime({ hours: moment.getHours(), minutes: moment.getMinutes() }, clock) };
}

function isoWithoutMilliseconds(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The value string of the inputs: 'YYYY-MM-DD' for a date-only field, an ISO moment otherwise (no
 * time means midnight). A time that cannot be read is kept in the string, so validation reports it.
 */
export function joinDateTime(text: DateTimeText, dateOnly: boolean, clock: ClockFormat): string {
  const match = DATE_PREFIX.exec(text.date);
  if (!match) return text.date;
  if (dateOnly) return match[1];
  const time: TimeOfDay | null = text.time.trim() === '' ? { hours: 0, minutes: 0 } : parseTime(text.time, clock);
  if (!time) return `${match[1]} ${text.time}`;
  const [year, month, day] = match[1].split('-').map(Number);
  const moment = new Date(year, month - 1, day, time.hours, time.minutes);
  // Years before 100 would be read as 19xx by the Date constructor.
  moment.setFullYear(year);
  return isoWithoutMilliseconds(moment);
}
