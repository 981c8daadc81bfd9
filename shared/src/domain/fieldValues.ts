import type { Field } from '../api/fields';
import { formatLookupIds, formatMultiChoice, formatUrlValue, formatUserValue } from './valueFormats';

/** A field value as a list keeps it; the API's value strings are parsed into these. */
export type StoredValue = string | number | boolean | null | string[] | number[] | { url: string; description: string };

/** Names of the users and lookup items a value refers to. */
export interface NameResolver {
  user(id: number): string | undefined;
  lookup(field: Field, id: number): string | undefined;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'DD MMMM YYYY' (spec 1, section 9), read in UTC so a date-only value never shifts a day. */
export function formatDisplayDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function formatDisplayDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(iso)} ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}

export function isEmptyValue(value: StoredValue | undefined): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function ids(value: StoredValue): number[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
}

/** The value string of a stored value, in the payload formats of spec 3 section 3. */
export function toValueString(field: Field, value: StoredValue | undefined): string {
  if (isEmptyValue(value)) return '';
  const stored = value as NonNullable<StoredValue>;
  switch (field.type) {
    case 'User':
      return formatUserValue(ids(stored).map((id) => ({ id })));
    case 'Lookup':
      return formatLookupIds(ids(stored));
    case 'MultiChoice':
      return formatMultiChoice((Array.isArray(stored) ? stored : [stored]).map(String));
    case 'URL':
      return typeof stored === 'object' && !Array.isArray(stored) ? formatUrlValue(stored) : String(stored);
    default:
      return String(stored);
  }
}

/** The text a person reads for a stored value. */
export function toDisplayText(field: Field, value: StoredValue | undefined, names: NameResolver): string {
  if (field.type === 'Boolean' || field.type === 'Attachments') return value ? 'Yes' : 'No';
  if (isEmptyValue(value)) return '';
  const stored = value as NonNullable<StoredValue>;
  switch (field.type) {
    case 'User':
      return ids(stored).map((id) => names.user(id) ?? `#${id}`).join(', ');
    case 'Lookup':
      return ids(stored).map((id) => names.lookup(field, id) ?? `#${id}`).join(', ');
    case 'MultiChoice':
      return (Array.isArray(stored) ? stored : [stored]).join(', ');
    case 'URL':
      return typeof stored === 'object' && !Array.isArray(stored) ? stored.description || stored.url : String(stored);
    case 'DateTime':
      return field.dateOnly ? formatDisplayDate(String(stored)) : formatDisplayDateTime(String(stored));
    case 'Number':
      return field.isPercentage ? `${Math.round(Number(stored) * 10000) / 100}%` : String(stored);
    case 'Currency':
      return Number(stored).toFixed(2);
    default:
      return String(stored);
  }
}
