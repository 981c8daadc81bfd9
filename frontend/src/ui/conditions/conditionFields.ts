import {
  type Condition,
  type ConditionOperator,
  type Field,
  type FieldInput,
  formatDateConditionValue,
  operatorNeedsValue,
  operatorsForField,
} from '@listboard/shared';
import type { MessageKey } from '../../i18n/resources/en-US';
import type { Translate } from '../../i18n/i18n';

/** Item properties every list has; conditions may name them like fields (the server reads them the same way). */
const BUILT_IN_FIELDS: { internalName: string; name: MessageKey; type: FieldInput['type'] }[] = [
  { internalName: 'ID', name: 'filters_field_id', type: 'Counter' },
  { internalName: 'Author', name: 'filters_field_author', type: 'User' },
  { internalName: 'Editor', name: 'filters_field_editor', type: 'User' },
  { internalName: 'Created', name: 'filters_field_created', type: 'DateTime' },
  { internalName: 'Modified', name: 'filters_field_modified', type: 'DateTime' },
];

export const OPERATOR_LABELS: Record<ConditionOperator, MessageKey> = {
  Eq: 'filters_op_eq',
  Neq: 'filters_op_neq',
  Gt: 'filters_op_gt',
  Lt: 'filters_op_lt',
  Geq: 'filters_op_geq',
  Leq: 'filters_op_leq',
  BeginsWith: 'filters_op_begins_with',
  Contains: 'filters_op_contains',
  IsNotNull: 'filters_op_is_not_null',
  IsNull: 'filters_op_is_null',
  IsModified: 'filters_op_is_modified',
};

/** Spec 2 section 5: a new date condition reads '1 day before today'. */
export const DEFAULT_DATE_VALUE = formatDateConditionValue({
  kind: 'relative',
  count: 1,
  unit: 'days',
  direction: 'before',
  reference: { kind: 'today' },
});

export function operatorsOf(field: Field): ConditionOperator[] {
  return operatorsForField(field, { allowModified: true });
}

/** The fields a condition may name: the board's fields a condition can compare, then the built-in item properties. */
export function conditionFields(boardFields: readonly Field[], t: Translate): Field[] {
  const own = boardFields.filter((field) => operatorsOf(field).length > 0);
  // Written out rather than parsed through the field schema, which would bring the contract's validation into the board's start.
  const builtIns = BUILT_IN_FIELDS.filter((b) => !own.some((f) => f.internalName === b.internalName)).map((b): Field => ({
    internalName: b.internalName,
    name: t(b.name),
    type: b.type,
    isRequired: false,
    isReadOnly: true,
    isMulti: false,
    isAllowFillIn: false,
    dateOnly: false,
  }));
  return [...own, ...builtIns];
}

/** The value a condition starts with for a field: the date default, 'no' for yes/no fields (a switch shows no), else empty. */
function defaultValueOf(field: Field): string {
  if (field.type === 'DateTime') return DEFAULT_DATE_VALUE;
  if (field.type === 'Boolean' || field.type === 'Attachments') return 'false';
  return '';
}

/** Picking a field starts over with its first operator and its default value: the old value may mean nothing for it. */
export function fieldChange(field: Field): Pick<Condition, 'field' | 'operator' | 'value'> {
  return { field: field.internalName, operator: operatorsOf(field)[0] ?? null, value: defaultValueOf(field) };
}

/**
 * Operators that need no value drop it, so a saved "is empty" carries no stale value; coming back
 * to one that needs a value restores the field's default.
 */
export function operatorChange(
  field: Field | undefined,
  value: string,
  operator: ConditionOperator,
): Pick<Condition, 'operator' | 'value'> {
  if (!operatorNeedsValue(operator)) return { operator, value: '' };
  return { operator, value: value === '' && field ? defaultValueOf(field) : value };
}
