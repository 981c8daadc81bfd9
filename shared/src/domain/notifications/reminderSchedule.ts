import { type ReminderRule } from '../../api/notifications';
import {
  DAY_OF_MONTH_SPECS,
  DAY_OF_MONTH_TYPE,
  DAY_PERIOD,
  REMINDER_WEEKDAYS,
  REPEAT_TYPE,
  SEND_TIME_TYPE,
  SHIFT_DIRECTION,
} from '../../api/values';
import { monthlyDay } from '../boardConfig/notificationRules';
import { type CalendarDay, addDays, daysBetween, daysInMonth, instantOf, wallTimeOf, weekdayOf } from './zonedTime';

/** The timer runs every 5 minutes (docs/notifications.md); the spec allows reminders to deviate by up to 5 minutes. */
export const REMINDER_TICK_MS = 5 * 60_000;
/** The 'Day' entry of REMINDER_WEEKDAYS: any day (weekly), or the nth day of the month (monthly). */
const ANY_DAY = REMINDER_WEEKDAYS.length - 1;
const LAST = DAY_OF_MONTH_SPECS.indexOf('last');
/** A date reminder "every day for" more days than this is taken as this many: ten years of daily mail. */
const MAX_DAYS = 3_660;

/** The moments a timer run answers for: after `after`, up to and including `upTo`. */
export interface ReminderWindow {
  after: Date;
  upTo: Date;
}

/** The start of the 5-minute tick an instant falls in: two hosts running the same tick agree on it. */
export function reminderTick(now: Date): Date {
  return new Date(Math.floor(now.getTime() / REMINDER_TICK_MS) * REMINDER_TICK_MS);
}

/** Index 0-7 of REMINDER_WEEKDAYS as a JavaScript weekday (0 = Sunday); Sunday is listed first and last. */
const weekdayAt = (index: number) => index % 7;

/** The day of a month that a "first Monday" or "last Day" names. */
function specDay(year: number, month: number, spec: number, weekdayIndex: number): number {
  const last = daysInMonth(year, month);
  if (weekdayIndex === ANY_DAY) return spec === LAST ? last : spec + 1;
  const wanted = weekdayAt(weekdayIndex);
  if (spec === LAST) {
    const lastWeekday = weekdayOf({ year, month, day: last });
    return last - ((lastWeekday - wanted + 7) % 7);
  }
  const firstWeekday = weekdayOf({ year, month, day: 1 });
  return 1 + ((wanted - firstWeekday + 7) % 7) + spec * 7;
}

/** Whether a reminder at set times (daily, weekly, monthly) sends on a calendar day of the board's zone. */
export function sendsOn(rule: ReminderRule, day: CalendarDay): boolean {
  const weekday = weekdayOf(day);
  switch (rule.repeatType) {
    case REPEAT_TYPE.Daily:
      // sendDays is Monday first.
      return rule.sendDays[(weekday + 6) % 7] === true;
    case REPEAT_TYPE.Weekly:
      return rule.sendDayOfWeek === ANY_DAY || weekdayAt(rule.sendDayOfWeek) === weekday;
    default: {
      if (!rule.sendMonths[day.month - 1]) return false;
      const target =
        rule.dayOfMonthType === DAY_OF_MONTH_TYPE.DayNumber
          ? monthlyDay(day.year, day.month, rule.dayOfMonth)
          : specDay(day.year, day.month, rule.dayOfMonthSpec, rule.dayOfMonthSpecDay);
      return day.day === target;
    }
  }
}

/**
 * The slot of a reminder at set times that a run answers for: the latest in the window, or null. A run
 * after the host was down finds several missed slots in its window and answers for the last one only,
 * so a missed run catches up once.
 */
export function dueSlot(rule: ReminderRule, zone: string, window: ReminderWindow): Date | null {
  const first = wallTimeOf(window.after, zone);
  const last = wallTimeOf(window.upTo, zone);
  for (let day: CalendarDay = last; daysBetween(first, day) >= 0; day = addDays(day, -1)) {
    if (!sendsOn(rule, day)) continue;
    const slot = instantOf({ ...day, hour: rule.sendHour, minute: rule.sendMinute }, zone);
    if (slot <= window.after) return null;
    if (slot <= window.upTo) return slot;
  }
  return null;
}

/** A card's date as a date reminder reads it. */
export interface ReminderDate {
  value: Date;
  /** A date-only field holds a calendar day (stored as UTC midnight), the same in every zone. */
  dateOnly: boolean;
  /** The number of days a field of the card holds, for DAY_PERIOD.ExactlyForDaysInField. */
  daysInField?: number | null;
}

/** The days, counted from the card's date, that a date reminder sends on (negative: before it). */
function dayOffsets(rule: ReminderRule, daysInField: number | null | undefined): number[] {
  const sign = rule.shiftDirection === SHIFT_DIRECTION.InAdvance ? -1 : 1;
  switch (rule.dayPeriod) {
    case DAY_PERIOD.SameDay:
      return [0];
    case DAY_PERIOD.Exactly:
      return [sign * rule.shiftAmount];
    case DAY_PERIOD.ExactlyForDaysInField:
      return typeof daysInField === 'number' && Number.isInteger(daysInField) && daysInField >= 0 && daysInField <= MAX_DAYS
        ? [sign * daysInField]
        : [];
    default:
      return Array.from({ length: Math.min(rule.shiftAmount, MAX_DAYS) }, (_, index) => sign * (index + 1));
  }
}

/**
 * The moments a date reminder sends about a card, earliest first: on the day of the card's date, every
 * day for some days before or after it, or once a number of days before or after it; at the rule's
 * time, or at the time of day the date holds.
 */
export function reminderMoments(rule: ReminderRule, zone: string, date: ReminderDate): Date[] {
  const wall = date.dateOnly
    ? { year: date.value.getUTCFullYear(), month: date.value.getUTCMonth() + 1, day: date.value.getUTCDate(), hour: 0, minute: 0 }
    : wallTimeOf(date.value, zone);
  const inherits = rule.sendTimeType === SEND_TIME_TYPE.InheritFromField;
  const time = inherits ? { hour: wall.hour, minute: wall.minute } : { hour: rule.sendHour, minute: rule.sendMinute };
  return dayOffsets(rule, date.daysInField)
    .map((offset) => instantOf({ ...addDays(wall, offset), ...time }, zone))
    .sort((a, b) => a.getTime() - b.getTime());
}

/** The moment a date reminder is due about a card in a run's window (the latest, when several were missed), or null. */
export function dueMoment(rule: ReminderRule, zone: string, date: ReminderDate, window: ReminderWindow): Date | null {
  const due = reminderMoments(rule, zone, date).filter((moment) => moment > window.after && moment <= window.upTo);
  return due.at(-1) ?? null;
}
