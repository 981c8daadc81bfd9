import type { DateUnit } from './operators';

/** What a relative date counts from: the start of today, this instant, or a date field of the same item. */
export type DateReference = { kind: 'today' } | { kind: 'now' } | { kind: 'field'; field: string };

export type DateDirection = 'before' | 'after';

/**
 * A DateTime condition value: an absolute date ('2026-11-22' or an ISO date-time), or
 * 'count;unit;direction;reference' such as '1;days;before;today' (spec 2, section 3).
 */
export type DateConditionValue =
  | { kind: 'absolute'; date: string; hasTime: boolean }
  | { kind: 'relative'; count: number; unit: DateUnit; direction: DateDirection; reference: DateReference };

/** 'YYYY-MM-DD': a calendar day rather than an instant. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZONE_DESIGNATOR = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const FIELD_REFERENCE = /^\[Field:([^\]]+)\]$/i;
const UNITS: readonly string[] = ['days', 'hours'] satisfies DateUnit[];
const DIRECTIONS: readonly string[] = ['before', 'after'] satisfies DateDirection[];
const MINUTE_MS = 60_000;
/** The old product stored 'today' as a date in 1970 (spec 3, section 4). */
const LEGACY_TODAY_YEAR = 1970;

function parseReference(token: string): DateReference | null {
  const word = token.trim().toLowerCase();
  if (word === 'today' || word === '@today') return { kind: 'today' };
  if (word === '@now') return { kind: 'now' };
  const field = FIELD_REFERENCE.exec(token.trim())?.[1].trim();
  return field ? { kind: 'field', field } : null;
}

function formatReference(reference: DateReference): string {
  if (reference.kind === 'today') return 'today';
  if (reference.kind === 'now') return '@Now';
  return `[Field:${reference.field}]`;
}

function parseRelative([count, unit, direction, reference]: string[]): DateConditionValue | null {
  const amount = count.trim() === '' ? NaN : Number(count);
  const parsedReference = parseReference(reference);
  const parsedUnit = unit.trim().toLowerCase();
  const parsedDirection = direction.trim().toLowerCase();
  if (!Number.isInteger(amount) || amount < 0 || !parsedReference) return null;
  if (!UNITS.includes(parsedUnit) || !DIRECTIONS.includes(parsedDirection)) return null;
  return {
    kind: 'relative',
    count: amount,
    unit: parsedUnit as DateUnit,
    direction: parsedDirection as DateDirection,
    reference: parsedReference,
  };
}

/**
 * The instant of a date-time text, or null. A text without a zone designator is a wall-clock time
 * of the board's time zone (offsetMinutes ahead of UTC), so the result never depends on the runtime's zone.
 */
export function parseInstant(text: string, offsetMinutes: number): number | null {
  const trimmed = text.trim();
  const instant = CALENDAR_DAY.test(trimmed)
    ? Date.parse(`${trimmed}T00:00:00Z`)
    : ZONE_DESIGNATOR.test(trimmed)
      ? Date.parse(trimmed)
      : Date.parse(`${trimmed}Z`) - offsetMinutes * MINUTE_MS;
  return Number.isNaN(instant) ? null : instant;
}

export function parseDateConditionValue(value: string): DateConditionValue | null {
  const text = value.trim();
  const reference = parseReference(text);
  if (reference) return { kind: 'relative', count: 0, unit: 'days', direction: 'after', reference };
  const parts = text.split(';');
  if (parts.length === 4) return parseRelative(parts);
  if (parts.length > 1) return null;
  const instant = parseInstant(text, 0);
  if (instant === null) return null;
  if (new Date(instant).getUTCFullYear() === LEGACY_TODAY_YEAR)
    return { kind: 'relative', count: 0, unit: 'days', direction: 'after', reference: { kind: 'today' } };
  return { kind: 'absolute', date: text, hasTime: !CALENDAR_DAY.test(text) };
}

/** The stored form the condition builder writes. */
export function formatDateConditionValue(value: DateConditionValue): string {
  if (value.kind === 'absolute') return value.date;
  return [value.count, value.unit, value.direction, formatReference(value.reference)].join(';');
}
