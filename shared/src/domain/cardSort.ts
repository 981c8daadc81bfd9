import type { Field } from '../api/fields';
import { parseInstant } from './conditions/dateReference';
import type { StoredValue } from './fieldValues';
import { compareByOrder } from './order';
import { numericValue } from './totals';

/** A card's value of the sort field: a stored value or the value string of the card. */
export type SortValue = StoredValue | undefined;

const NUMERIC_TYPES: ReadonlySet<string> = new Set(['Number', 'Currency', 'Counter', 'Calculated']);
const textCollator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** What a value sorts by, or null when it is empty or cannot be read as the field's type. */
function sortKey(field: Field, value: SortValue): number | string | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC_TYPES.has(field.type)) return numericValue(value);
  if (field.type === 'DateTime') return typeof value === 'string' ? parseInstant(value, 0) : null;
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? value.description || value.url : String(value);
  return text.trim() === '' ? null : text;
}

function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textCollator.compare(String(a), String(b));
}

/**
 * Compares two values of the sort field (spec 1, section 4): numbers and dates as such, text
 * case-insensitively; empty or unreadable values go last. Descending is the exact reverse, so
 * they go first; equal values keep their order either way.
 */
export function compareCardsBy(field: Field, desc: boolean): (a: SortValue, b: SortValue) => number {
  return (a, b) => {
    const ascending = compareKeys(sortKey(field, a), sortKey(field, b));
    return desc && ascending !== 0 ? -ascending : ascending;
  };
}

/** A sorted copy: by the sort field when there is one, else in the manual order (no order last). */
export function sortCards<T extends { order: number | null; id: number }>(
  items: readonly T[],
  field: Field | null,
  desc: boolean,
  getValue: (item: T) => SortValue,
): T[] {
  if (!field) return [...items].sort(compareByOrder);
  const compare = compareCardsBy(field, desc);
  return [...items].sort((a, b) => compare(getValue(a), getValue(b)));
}
