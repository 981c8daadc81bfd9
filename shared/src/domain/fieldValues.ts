import type { Field } from '../api/fields';
import { formatLookupIds, formatMultiChoice, formatUrlValue, formatUserValue } from './valueFormats';

/** A field value as a list keeps it; the API's value strings are parsed into these. */
export type StoredValue = string | number | boolean | null | string[] | number[] | { url: string; description: string };

/** Names of the users and lookup items a value refers to. */
export interface NameResolver {
  user(id: number): string | undefined;
  lookup(field: Field, id: number): string | undefined;
}

/** Whether the named field holds calendar days (a date-only DateTime), which read the same in every time zone. */
export function isDateOnlyField(fields: readonly Field[], internalName: string | null): boolean {
  return fields.some((field) => field.internalName === internalName && field.type === 'DateTime' && field.dateOnly === true);
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

/**
 * The text of a stored value that only the server can give: the names of the people and items it
 * refers to, a URL's description, the choices. Dates, numbers, amounts and yes/no stay value strings
 * (ISO dates, plain numbers, 'true'/'false'): the page writes them in its reader's language.
 */
export function toDisplayText(field: Field, value: StoredValue | undefined, names: NameResolver): string {
  if (isEmptyValue(value)) return '';
  const stored = value as NonNullable<StoredValue>;
  switch (field.type) {
    case 'User':
      return ids(stored)
        .map((id) => names.user(id) ?? `#${id}`)
        .join(', ');
    case 'Lookup':
      return ids(stored)
        .map((id) => names.lookup(field, id) ?? `#${id}`)
        .join(', ');
    case 'MultiChoice':
      return (Array.isArray(stored) ? stored : [stored]).join(', ');
    case 'URL':
      return typeof stored === 'object' && !Array.isArray(stored) ? stored.description || stored.url : String(stored);
    default:
      return toValueString(field, stored);
  }
}
