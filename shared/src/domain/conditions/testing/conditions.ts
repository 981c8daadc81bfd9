/** Fixtures for the condition tests: a fixed clock, fields like the demo list's, and a one-condition check. */
import type { Field, FieldInput } from '../../../api/fields';
import type { Condition, ConditionOperator } from '../../../api/rules';
import type { StoredValue } from '../../fieldValues';
import { evaluateConditions } from '../evaluate';
import type { ConditionContext, ConditionSubject } from '../subject';

/** Sunday 22 November 2026, 10:30 UTC. */
export const NOW = new Date('2026-11-22T10:30:00Z');

const USER_NAMES = new Map([
  [1, 'Adele Vance'],
  [2, 'Pradeep Gupta'],
  [3, 'Megan Bowen'],
]);
const PARENT_NAMES = new Map([
  [5, 'Launch'],
  [6, 'Billing'],
]);

export function testField(internalName: string, type: Field['type'], extra: Partial<FieldInput> = {}): Field {
  return { internalName, name: internalName, type, isRequired: false, isReadOnly: false, isMulti: false, isAllowFillIn: false, ...extra };
}

export function testSubject(values: Record<string, StoredValue>): ConditionSubject {
  return { id: 7, values, created: '2026-11-01T08:00:00.000Z', modified: '2026-11-20T12:00:00.000Z', authorId: 1, editorId: 2 };
}

export function testContext(fields: readonly Field[], extra: Partial<ConditionContext> = {}): ConditionContext {
  return {
    fields,
    now: NOW,
    userName: (id) => USER_NAMES.get(id),
    lookupName: (_field, id) => PARENT_NAMES.get(id),
    ...extra,
  };
}

export function testCondition(field: string, operator: ConditionOperator | null, value = '', extra: Partial<Condition> = {}): Condition {
  return { id: '', field, operator, value, group: 0, block: 0, conjunction: 'AND', ...extra };
}

/** Whether `field operator value` holds for an item holding `stored` in that field. */
export function holds(
  field: Field,
  operator: ConditionOperator,
  value: string,
  stored: StoredValue | undefined,
  options: { others?: Record<string, StoredValue>; fields?: Field[]; context?: Partial<ConditionContext> } = {},
): boolean {
  const values = { ...options.others, ...(stored === undefined ? {} : { [field.internalName]: stored }) };
  return evaluateConditions(
    [testCondition(field.internalName, operator, value)],
    testSubject(values),
    testContext([field, ...(options.fields ?? [])], options.context),
  );
}
