import type { Field } from '../../api/fields';
import type { ConditionOperator } from '../../api/rules';
import type { StoredValue } from '../fieldValues';
import { parseLookupString, parseMultiChoice } from '../valueFormats';
import type { ConditionContext } from './subject';
import { compareText } from './text';

const POSITIVE_ID = /^[1-9]\d*$/;

function storedChoices(value: StoredValue | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? parseMultiChoice(value) : [];
}

function storedIds(value: StoredValue | undefined): number[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
}

/** A people or lookup condition value: ids ('3,7' or a lookup string '3;#Name'), else a name to match. */
function parseReferences(text: string): { ids: number[] } | { name: string } {
  const lookup = parseLookupString(text);
  if (lookup) return { ids: [lookup.id] };
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.every((part) => POSITIVE_ID.test(part)) ? { ids: parts.map(Number) } : { name: text.trim() };
}

function namesOf(field: Field, ids: number[], context: ConditionContext): string[] {
  const name = (id: number) => (field.type === 'User' ? context.userName?.(id) : context.lookupName?.(field, id));
  return ids.map(name).filter((n): n is string => n !== undefined);
}

/** Whether the item holds one of the condition's values; Contains matches a name by substring. */
function holdsAnyReference(
  operator: ConditionOperator,
  field: Field,
  value: StoredValue | undefined,
  conditionValue: string,
  context: ConditionContext,
): boolean {
  const wanted = parseReferences(conditionValue);
  const itemIds = storedIds(value);
  if ('ids' in wanted) return itemIds.some((id) => wanted.ids.includes(id));
  const needle = wanted.name.toLocaleLowerCase();
  return namesOf(field, itemIds, context).some((name) =>
    operator === 'Contains' ? name.toLocaleLowerCase().includes(needle) : compareText(name, wanted.name) === 0,
  );
}

/**
 * Multi-valued fields (MultiChoice, Lookup, User), single values included: Eq and Contains hold
 * when the item holds any of the condition's values, Neq when it holds none of them.
 */
export function referencesHold(
  operator: ConditionOperator,
  field: Field,
  value: StoredValue | undefined,
  conditionValue: string,
  context: ConditionContext,
): boolean {
  const holdsAny =
    field.type === 'MultiChoice'
      ? storedChoices(value).some((choice) => parseMultiChoice(conditionValue).some((wanted) => compareText(choice, wanted) === 0))
      : holdsAnyReference(operator, field, value, conditionValue, context);
  return operator === 'Neq' ? !holdsAny : holdsAny;
}
