import type { Field } from '../api/fields';
import type { StoredValue } from './fieldValues';
import { type UserReference, parseLookupIds, parseMultiChoice, parseUrlValue, parseUserValue } from './valueFormats';

/** The spec's message keys for a value a field cannot take (spec 1 section 5, spec 3 sections 5 and 8). */
export type ValidationKey =
  | 'required_field'
  | 'field_is_number'
  | 'field_number_upperLimit'
  | 'field_number_lowerLimit'
  | 'invalid_choice'
  | 'invalid_date'
  | 'invalid_url'
  | 'invalid_boolean'
  | 'value_too_long'
  | 'field_read_only'
  /** A group in a person field that takes people only (the field's `mode` 0, SharePoint's PeopleOnly). */
  | 'group_not_allowed';

export interface FieldProblem {
  field: string;
  key: ValidationKey;
  message: string;
}

/** A parsed value; people are still references, since only the server can resolve logins. */
export type ParsedValue = { ok: true; value: StoredValue; users?: UserReference[] } | { ok: false; problem: FieldProblem };

export const MAX_TEXT_LENGTH = 255;
export const MAX_NOTE_LENGTH = 63_999;
const MIN_YEAR = 1900;
const MAX_YEAR = 2900;
const READ_ONLY_TYPES = new Set(['Attachments', 'File', 'Calculated', 'Counter']);
const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

function fail(field: Field, key: ValidationKey, message: string): ParsedValue {
  return { ok: false, problem: { field: field.internalName, key, message: `${field.name}: ${message}` } };
}

function parseNumber(field: Field, text: string): ParsedValue {
  const number = Number(text.replace(',', '.'));
  if (!Number.isFinite(number)) return fail(field, 'field_is_number', 'The value must be a number.');
  const min = field.isPercentage ? Math.max(0, field.min ?? 0) : field.min;
  const max = field.isPercentage ? Math.min(1, field.max ?? 1) : field.max;
  if (max != null && number > max) return fail(field, 'field_number_upperLimit', `The value cannot be more than ${max}.`);
  if (min != null && number < min) return fail(field, 'field_number_lowerLimit', `The value cannot be less than ${min}.`);
  return { ok: true, value: number };
}

function parseDate(field: Field, text: string): ParsedValue {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return fail(field, 'invalid_date', `'${text}' is not a date.`);
  if (date.getUTCFullYear() < MIN_YEAR || date.getUTCFullYear() > MAX_YEAR)
    return fail(field, 'invalid_date', `The date must lie between ${MIN_YEAR} and ${MAX_YEAR}.`);
  if (field.dateOnly) date.setUTCHours(0, 0, 0, 0);
  return { ok: true, value: date.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

function parseChoices(field: Field, choices: string[]): ParsedValue {
  const unknown = choices.find((c) => !field.isAllowFillIn && field.choices && !field.choices.includes(c));
  if (unknown !== undefined) return fail(field, 'invalid_choice', `'${unknown}' is not one of the choices.`);
  if (!field.isMulti && field.type === 'Choice' && choices.length > 1) return fail(field, 'invalid_choice', 'Only one choice is allowed.');
  return { ok: true, value: field.type === 'Choice' ? choices[0] : choices };
}

function parseText(field: Field, text: string, max: number): ParsedValue {
  return text.length > max ? fail(field, 'value_too_long', `At most ${max} characters are allowed.`) : { ok: true, value: text };
}

/** Turns a value string of a field value payload into the value the list keeps, or the reason it cannot. */
export function parseFieldValue(field: Field, raw: string | null): ParsedValue {
  if (field.isReadOnly || READ_ONLY_TYPES.has(field.type)) return fail(field, 'field_read_only', 'The field is read-only.');
  const text = raw ?? '';
  if (text.trim() === '') {
    return field.isRequired
      ? fail(field, 'required_field', 'This is a required field.')
      : { ok: true, value: field.type === 'Boolean' ? false : null };
  }
  switch (field.type) {
    case 'Text':
      return parseText(field, text, MAX_TEXT_LENGTH);
    case 'Note':
      return parseText(field, text, MAX_NOTE_LENGTH);
    case 'Choice':
      return parseChoices(field, [text]);
    case 'MultiChoice': {
      const choices = parseMultiChoice(text);
      return choices.length === 0 && field.isRequired
        ? fail(field, 'required_field', 'This is a required field.')
        : parseChoices(field, choices);
    }
    case 'Number':
    case 'Currency':
      return parseNumber(field, text.trim());
    case 'DateTime':
      return parseDate(field, text.trim());
    case 'Boolean': {
      const word = text.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return fail(field, 'invalid_boolean', `'${text}' is neither yes nor no.`);
    }
    case 'User': {
      const users = parseUserValue(text);
      if (!field.isMulti && users.length > 1) return fail(field, 'invalid_choice', 'Only one person is allowed.');
      return { ok: true, value: [], users };
    }
    case 'Lookup': {
      const ids = parseLookupIds(text);
      if (!field.isMulti && ids.length > 1) return fail(field, 'invalid_choice', 'Only one item is allowed.');
      return ids.length === 0 && field.isRequired ? fail(field, 'required_field', 'This is a required field.') : { ok: true, value: ids };
    }
    case 'URL': {
      const url = parseUrlValue(text);
      if (!/^(https?:\/\/|mailto:)/i.test(url.url)) return fail(field, 'invalid_url', 'Only http, https and mailto addresses are allowed.');
      return { ok: true, value: url };
    }
    default:
      return fail(field, 'field_read_only', 'The field cannot be set.');
  }
}
