import type { Field } from '../../api/fields';
import type { ConditionOperator } from '../../api/rules';
import type { StoredValue } from '../fieldValues';
import { numericValue } from '../totals';
import { parseUrlValue } from '../valueFormats';
import { type Ordering, holdsByOrdering } from './ordering';
import { compareText, htmlToText } from './text';

/** The text of a Text, Note, Choice or URL value; a URL compares by its address. */
function itemText(field: Field, value: StoredValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value)) return value.url;
  if (field.type === 'Note') return htmlToText(String(value));
  if (field.type === 'URL') return parseUrlValue(String(value)).url;
  return String(value).trim();
}

/** A Note may hold HTML: it is empty when no text is left. */
export function isBlankText(field: Field, value: StoredValue | undefined): boolean {
  return itemText(field, value) === '';
}

export function textHolds(operator: ConditionOperator, field: Field, value: StoredValue | undefined, conditionValue: string): boolean {
  const item = itemText(field, value);
  const target = field.type === 'URL' ? parseUrlValue(conditionValue).url : conditionValue.trim();
  if (operator === 'BeginsWith') return item.toLocaleLowerCase().startsWith(target.toLocaleLowerCase());
  if (operator === 'Contains') return item.toLocaleLowerCase().includes(target.toLocaleLowerCase());
  return holdsByOrdering(operator, item === '' ? 'absent' : compareText(item, target));
}

/** Numbers compare as numbers; a percentage compares in its stored form (0.5 for 50 %). */
export function numberOrdering(value: StoredValue | undefined, conditionValue: string): Ordering {
  const target = numericValue(conditionValue);
  if (target === null) return null;
  const item = numericValue(value);
  return item === null ? 'absent' : item - target;
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'yes']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['0', 'false', 'no']);

function parseBooleanWord(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
}

/** A yes/no field without a value reads as no, as the card shows it. */
export function booleanOrdering(value: StoredValue | undefined, conditionValue: string): Ordering {
  const target = parseBooleanWord(conditionValue);
  if (target === null) return null;
  const item = typeof value === 'string' ? parseBooleanWord(value) === true : value === true || value === 1;
  return Number(item) - Number(target);
}
