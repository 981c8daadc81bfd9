import type { Field } from '../../api/fields';
import type { StoredValue } from '../fieldValues';
import { type DateConditionValue, type DateReference, parseDateConditionValue, parseInstant } from './dateReference';
import type { Ordering } from './ordering';
import { type ConditionContext, type ConditionSubject, conditionFieldOf, subjectValueOf } from './subject';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** An instant and the calendar day (days since 1970-01-01) it falls on in the board's time zone. */
interface Moment {
  instant: number;
  day: number;
}

function momentAt(instant: number, offsetMinutes: number): Moment {
  return { instant, day: Math.floor((instant + offsetMinutes * MINUTE_MS) / DAY_MS) };
}

/** A calendar day, starting at its local midnight. */
function dayMoment(day: number, offsetMinutes: number): Moment {
  return { day, instant: day * DAY_MS - offsetMinutes * MINUTE_MS };
}

/** A date-only field keeps a calendar day at UTC midnight; a date-and-time field keeps an instant. */
function storedMoment(field: Field, value: StoredValue | undefined, offsetMinutes: number): Moment | null {
  if (field.type !== 'DateTime' || typeof value !== 'string') return null;
  const instant = parseInstant(value, field.dateOnly ? 0 : offsetMinutes);
  if (instant === null) return null;
  return field.dateOnly ? dayMoment(Math.floor(instant / DAY_MS), offsetMinutes) : momentAt(instant, offsetMinutes);
}

function referenceMoment(
  reference: DateReference,
  subject: ConditionSubject,
  context: ConditionContext,
  offsetMinutes: number,
): Moment | null {
  const now = momentAt(context.now.getTime(), offsetMinutes);
  if (reference.kind === 'today') return dayMoment(now.day, offsetMinutes);
  if (reference.kind === 'now') return now;
  const field = conditionFieldOf(reference.field, context);
  return field && storedMoment(field, subjectValueOf(field, subject), offsetMinutes);
}

/** What the item's date is compared with, and whether by calendar day or by instant. */
interface Target {
  moment: Moment;
  byDay: boolean;
}

function targetOf(
  field: Field,
  value: DateConditionValue,
  subject: ConditionSubject,
  context: ConditionContext,
  offsetMinutes: number,
): Target | null {
  const dateOnly = field.dateOnly === true;
  if (value.kind === 'absolute') {
    const instant = parseInstant(value.date, offsetMinutes);
    if (instant === null) return null;
    if (!value.hasTime) return { moment: dayMoment(Math.floor(instant / DAY_MS), offsetMinutes), byDay: true };
    return { moment: momentAt(instant, offsetMinutes), byDay: dateOnly };
  }
  if (value.unit === 'hours' && dateOnly) return null;
  const from = referenceMoment(value.reference, subject, context, offsetMinutes);
  if (!from) return null;
  const count = value.direction === 'after' ? value.count : -value.count;
  if (value.unit === 'hours') return { moment: momentAt(from.instant + count * HOUR_MS, offsetMinutes), byDay: false };
  return { moment: { day: from.day + count, instant: from.instant + count * DAY_MS }, byDay: dateOnly || value.reference.kind !== 'now' };
}

/**
 * Date-only fields, absolute days and day counts from today or a field compare by calendar day in
 * the board's time zone (Eq = same day); hours, @Now and absolute date-times compare instants.
 */
export function dateOrdering(
  field: Field,
  value: StoredValue | undefined,
  conditionValue: string,
  subject: ConditionSubject,
  context: ConditionContext,
): Ordering {
  const offsetMinutes = context.timeZoneOffsetMinutes ?? 0;
  const parsed = parseDateConditionValue(conditionValue);
  const target = parsed && targetOf(field, parsed, subject, context, offsetMinutes);
  if (!target) return null;
  const item = storedMoment(field, value, offsetMinutes);
  if (!item) return 'absent';
  return target.byDay ? item.day - target.moment.day : item.instant - target.moment.instant;
}
