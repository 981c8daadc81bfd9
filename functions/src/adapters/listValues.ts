import { type Field, hasLoneSurrogate } from '@listboard/shared';
import { ListValueError, type StoredValue } from '../ports/listHost';

/**
 * What a list takes in each field, the same on every list host: the built-in store checks it before it
 * encodes a value for Tables, the SharePoint adapter before it writes (SharePoint's REST takes a missing
 * required value or an unknown choice, which the board must refuse on both alike).
 */
export const MAX_TEXT = 255;
/** SharePoint's limit for multi-line text. */
export const MAX_NOTE = 63_999;

function fail(field: Field, problem: string): never {
  throw new ListValueError(`${field.name}: ${problem}`);
}

function asIdList(field: Field, value: StoredValue): number[] {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)) fail(field, 'expects ids above 0');
  if (!field.isMulti && ids.length > 1) fail(field, 'takes a single value');
  return ids as number[];
}

/** Half of a surrogate pair is not text: no UTF-8 (SharePoint's REST, a mail, an export) can carry it. */
const BROKEN_CHARACTER = 'cannot hold a broken (unpaired) character';

function asText(field: Field, value: StoredValue, max: number): string {
  if (typeof value !== 'string') fail(field, 'expects text');
  if (value.length > max) fail(field, `is limited to ${max} characters`);
  if (hasLoneSurrogate(value)) fail(field, BROKEN_CHARACTER);
  return value;
}

function asChoices(field: Field, value: StoredValue): string[] {
  const choices = Array.isArray(value) ? value : [value];
  if (!choices.every((c) => typeof c === 'string')) fail(field, 'expects choices');
  if ((choices as string[]).some(hasLoneSurrogate)) fail(field, BROKEN_CHARACTER);
  const unknown = (choices as string[]).find((c) => !field.isAllowFillIn && field.choices && !field.choices.includes(c));
  if (unknown !== undefined) fail(field, `'${unknown}' is not one of its choices`);
  return choices as string[];
}

/** A value checked against its field and in the form lists keep it (ISO dates to the second); null when empty. */
export function checkedValue(field: Field, value: StoredValue): StoredValue {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (field.type) {
    case 'Text':
    case 'File':
      return asText(field, value, MAX_TEXT);
    case 'Note':
    case 'Calculated':
      return asText(field, value, MAX_NOTE);
    case 'Choice': {
      const [choice] = asChoices(field, asText(field, value, MAX_TEXT));
      return choice;
    }
    case 'MultiChoice':
      return asChoices(field, value);
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
      return asIdList(field, value);
    case 'URL': {
      if (typeof value !== 'object' || Array.isArray(value) || typeof value.url !== 'string') fail(field, 'expects a URL value');
      return { url: value.url, description: value.description ?? '' };
    }
  }
}

/** The field a value is for; an unknown one is refused. */
export function fieldNamed(fields: readonly Field[], name: string, listTitle: string): Field {
  const field = fields.find((f) => f.internalName === name);
  if (!field) throw new ListValueError(`The list ${listTitle} has no field ${name}.`);
  return field;
}

/** A new item's required values are all there. */
export function checkRequired(fields: readonly Field[], values: Record<string, StoredValue>): void {
  const missing = fields.find(
    (f) => f.isRequired && (values[f.internalName] === undefined || values[f.internalName] === null || values[f.internalName] === ''),
  );
  if (missing) throw new ListValueError(`${missing.name} is required.`);
}
