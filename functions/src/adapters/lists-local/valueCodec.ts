import { type Field, asciiJson } from '@listboard/shared';
import type { StoredValue } from '../../ports/listHost';
import { checkedValue } from '../listValues';

/** Table properties of an item: one per field, prefixed so they never clash with system properties. */
export const FIELD_PREFIX = 'f_';
export const APPEND_COUNT_PREFIX = 'n_';

type EntityValue = string | number | boolean | null;

/** Checks a value against its field and turns it into a Table property value (JSON in ASCII for lists and notes). */
export function encodeValue(field: Field, value: StoredValue): EntityValue {
  const checked = checkedValue(field, value);
  if (checked === null || typeof checked === 'number' || typeof checked === 'boolean') return checked;
  if (field.type === 'Text' || field.type === 'File' || field.type === 'Choice' || field.type === 'DateTime') return checked as string;
  return asciiJson(checked);
}

/** Reads a Table property back into the value of its field. */
export function decodeValue(field: Field, raw: unknown): StoredValue {
  if (raw === null || raw === undefined) return field.type === 'Boolean' || field.type === 'Attachments' ? false : null;
  switch (field.type) {
    case 'MultiChoice':
    case 'User':
    case 'Lookup':
    case 'URL':
    case 'Note':
    case 'Calculated':
      return JSON.parse(String(raw)) as StoredValue;
    case 'Number':
    case 'Currency':
    case 'Counter':
      return Number(raw);
    case 'Boolean':
    case 'Attachments':
      return Boolean(raw);
    default:
      return String(raw);
  }
}

/** A value an equality query can compare inside the store. */
export function queryLiteral(field: Field, value: string | number | boolean): string {
  const encoded = encodeValue(field, value);
  if (typeof encoded === 'string') return `'${encoded.replace(/'/g, "''")}'`;
  return String(encoded);
}

export function sameValue(a: StoredValue | undefined, b: StoredValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
