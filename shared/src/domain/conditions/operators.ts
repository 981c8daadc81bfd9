import type { Field } from '../../api/fields';
import type { Condition, ConditionOperator } from '../../api/rules';

/** Operators that test the field itself, so the builder hides the value input (spec 2, section 5). */
const VALUELESS_OPERATORS: ReadonlySet<ConditionOperator> = new Set(['IsNull', 'IsNotNull', 'IsModified']);

/**
 * Fields whose condition value is picked from a list: they compare only by Eq and Neq (spec 2, section 5).
 * They keep the null and is-modified tests, which need no value ("Parent is empty", "Status was changed").
 */
const LIST_PICKER_TYPES: ReadonlySet<string> = new Set(['Choice', 'MultiChoice', 'Lookup', 'Boolean', 'Attachments']);
const TEXT_TYPES: ReadonlySet<string> = new Set(['Text', 'Note']);
/** A file has no value a condition could compare. */
const UNCOMPARABLE_TYPES: ReadonlySet<string> = new Set(['File']);

export function operatorNeedsValue(operator: ConditionOperator): boolean {
  return !VALUELESS_OPERATORS.has(operator);
}

/**
 * The operators the condition builder offers for a field. A people field holds several users, so
 * ordering operators are left out for it: on multi-valued fields they never hold.
 */
export function operatorsForField(field: Field, options: { allowModified: boolean }): ConditionOperator[] {
  if (UNCOMPARABLE_TYPES.has(field.type)) return [];
  const operators: ConditionOperator[] = ['Eq', 'Neq'];
  if (!LIST_PICKER_TYPES.has(field.type) && field.type !== 'User') operators.push('Gt', 'Lt', 'Geq', 'Leq');
  if (TEXT_TYPES.has(field.type)) operators.push('BeginsWith');
  if (TEXT_TYPES.has(field.type) || field.type === 'User') operators.push('Contains');
  operators.push('IsNotNull', 'IsNull');
  if (options.allowModified) operators.push('IsModified');
  return operators;
}

export type DateUnit = 'days' | 'hours';

/** Units of a relative date value: hours only where the field keeps a time (spec 2, section 5). */
export function unitsForField(field: Field): DateUnit[] {
  if (field.type !== 'DateTime') return [];
  return field.dateOnly ? ['days'] : ['days', 'hours'];
}

type ConditionParts = Pick<Condition, 'field' | 'operator' | 'value'>;

/** The part of a condition the builder still has to ask for (shown with required_field), or null when complete. */
export function missingConditionPart(condition: ConditionParts): 'field' | 'operator' | 'value' | null {
  if (condition.field.trim() === '') return 'field';
  if (!condition.operator) return 'operator';
  if (operatorNeedsValue(condition.operator) && condition.value.trim() === '') return 'value';
  return null;
}

/** Incomplete conditions are ignored when rules are evaluated. */
export function isConditionComplete<C extends ConditionParts>(condition: C): condition is C & { operator: ConditionOperator } {
  return missingConditionPart(condition) === null;
}
