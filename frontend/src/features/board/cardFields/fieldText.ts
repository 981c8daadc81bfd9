import { type Field, parseLookupIds, parseMultiChoice } from '@listboard/shared';
import { numberToText, textToNumber } from '../../../ui/fields/numberText';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a datetime-local input shows it: the reader's local time. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const NUMBER_TYPES: ReadonlySet<Field['type']> = new Set(['Number', 'Currency']);

/** The text an editor starts with for a value string of the card (item.card[field].v). */
export function toEditText(field: Field, value: string): string {
  if (value === '') return '';
  if (field.type === 'DateTime') return field.dateOnly ? value.slice(0, 10) : localDateTime(value);
  if (NUMBER_TYPES.has(field.type)) return numberToText(value, Boolean(field.isPercentage));
  return value;
}

/** The value string an editor's text stands for; a text that is not a number is passed on for validation to refuse. */
export function fromEditText(field: Field, text: string): string {
  return NUMBER_TYPES.has(field.type) ? textToNumber(text, Boolean(field.isPercentage)) : text;
}

/** Whether two value strings of a field mean the same: multi values compare as sets. */
export function sameValue(field: Field, a: string, b: string): boolean {
  if (field.type === 'MultiChoice') return sameSet(parseMultiChoice(a), parseMultiChoice(b));
  if (field.type === 'Lookup') return sameSet(parseLookupIds(a), parseLookupIds(b));
  return a === b;
}

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}
