import { type Field, asciiJson } from '@listboard/shared';
import { ListValueError, type StoredValue } from '../../ports/listHost';

/** Table properties of an item: one per field, prefixed so they never clash with system properties. */
export const FIELD_PREFIX = 'f_';
export const APPEND_COUNT_PREFIX = 'n_';

const MAX_TEXT = 255;
/** SharePoint's limit for multi-line text; the item store splits long notes over several properties. */
const MAX_NOTE = 63_999;

type EntityValue = string | number | boolean | null;

function fail(field: Field, problem: string): never {
  throw new ListValueError(`${field.name}: ${problem}`);
}

function asIdList(field: Field, value: StoredValue): number[] {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)) fail(field, 'expects ids above 0');
  if (!field.isMulti && ids.length > 1) fail(field, 'takes a single value');
  return ids as number[];
}

function asText(field: Field, value: StoredValue, max: number): string {
  if (typeof value !== 'string') fail(field, 'expects text');
  if (value.length > max) fail(field, `is limited to ${max} characters`);
  return value;
}

/** Checks a value against its field and turns it into a Table property value. */
export function encodeValue(field: Field, value: StoredValue): EntityValue {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return null;
  }
  switch (field.type) {
    case 'Text':
      return asText(field, value, MAX_TEXT);
    case 'Note':
    case 'Calculated':
      return asciiJson(asText(field, value, MAX_NOTE));
    case 'Choice': {
      const choice = asText(field, value, MAX_TEXT);
      if (!field.isAllowFillIn && field.choices && !field.choices.includes(choice)) fail(field, `'${choice}' is not one of its choices`);
      return choice;
    }
    case 'MultiChoice': {
      const choices = Array.isArray(value) ? value : [value];
      if (!choices.every((c) => typeof c === 'string')) fail(field, 'expects choices');
      const unknown = (choices as string[]).find((c) => !field.isAllowFillIn && field.choices && !field.choices.includes(c));
      if (unknown !== undefined) fail(field, `'${unknown}' is not one of its choices`);
      return asciiJson(choices);
    }
    case 'Number':
    case 'Currency':
    case 'Counter': {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(field, 'expects a number');
      if (field.min != null && value < field.min) fail(field, `must not be below ${field.min}`);
      if (field.max != null && value > field.max) fail(field, `must not exceed ${field.max}`);
      return value;
    }
    case 'Boolean':
    case 'Attachments':
      if (typeof value !== 'boolean') fail(field, 'expects true or false');
      return value;
    case 'DateTime': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) fail(field, 'expects an ISO date');
      return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
    case 'User':
    case 'Lookup':
      return asciiJson(asIdList(field, value));
    case 'URL': {
      if (typeof value !== 'object' || Array.isArray(value) || typeof value.url !== 'string') fail(field, 'expects a URL value');
      return asciiJson({ url: value.url, description: value.description ?? '' });
    }
    case 'File':
      return asText(field, value, MAX_TEXT);
  }
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
