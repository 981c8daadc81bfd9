import type { Field } from '../api/fields';
import { type Condition, type ConditionOperator, type StyleRule, type StyleType } from '../api/rules';
import { STYLE_TYPE } from '../api/values';
import { isConditionComplete } from './conditions/operators';
import { type ConditionContext, type ConditionSubject, evaluateConditions, formatDateConditionValue } from './conditions';

type ItemColor = StyleRule['itemColor'];

/** Style defaults of spec 2 section 9 and the default card font colour of spec 1 section 9. */
export const DEFAULT_ITEM_FONT_COLOR = '#323130';
export const COMPLETED_STATUS = 'Completed';
export const HIGH_PRIORITY_VALUE = '(1) High';
export const LOW_PRIORITY_VALUE = '(3) Low';

/** The fields the system style rules test. */
export interface SystemStyleFields {
  dueDateField: string | null;
  /** The column (status) field: overdue leaves out its 'Completed' cards. */
  columnFieldName: string | null;
  /** A field holding '(1) High' and '(3) Low' (see priorityFieldOf); without one there are no priority rules. */
  priorityField: string | null;
}

const TODAY = formatDateConditionValue({ kind: 'relative', count: 0, unit: 'days', direction: 'after', reference: { kind: 'today' } });
const IN_TWO_DAYS = formatDateConditionValue({
  kind: 'relative',
  count: 2,
  unit: 'days',
  direction: 'after',
  reference: { kind: 'today' },
});

function condition(field: string, operator: ConditionOperator, value: string): Condition {
  return { id: '', field, operator, value, group: 0, block: 0, conjunction: 'AND' };
}

function systemRule(styleType: StyleType, name: string, borderColor: string, conditions: Condition[]): StyleRule {
  return { name, conditions, itemColor: { borderColor }, styleType, isDisabled: false, isSystem: true, hideConditions: true };
}

/**
 * The four default rules, as conditions the filter engine evaluates: overdue (due before today),
 * due within 2 days (today up to 2 days after today), high and low priority. Rules whose field the
 * board lacks are left out, since a rule without conditions would paint nothing.
 */
export function systemStyleRules(board: SystemStyleFields): StyleRule[] {
  const { dueDateField, columnFieldName, priorityField } = board;
  const rules: StyleRule[] = [];
  if (dueDateField) {
    const notCompleted = columnFieldName ? [condition(columnFieldName, 'Neq', COMPLETED_STATUS)] : [];
    rules.push(
      systemRule(STYLE_TYPE.OverDue, 'Overdue', '#FE867F', [condition(dueDateField, 'Lt', TODAY), ...notCompleted]),
      systemRule(STYLE_TYPE.DueDateIsLessThanIn2Days, 'Due within 2 days', '#FFC363', [
        condition(dueDateField, 'Geq', TODAY),
        condition(dueDateField, 'Leq', IN_TWO_DAYS),
      ]),
    );
  }
  if (priorityField) {
    rules.push(
      systemRule(STYLE_TYPE.HighPriority, 'High priority', '#78BAE5', [condition(priorityField, 'Eq', HIGH_PRIORITY_VALUE)]),
      systemRule(STYLE_TYPE.LowPriority, 'Low priority', '#B6E9FF', [condition(priorityField, 'Eq', LOW_PRIORITY_VALUE)]),
    );
  }
  return rules;
}

/** The style rules of a board: the system rules when it has none at all (spec 2, section 9). */
export function ensureSystemStyleRules(existing: readonly StyleRule[], board: SystemStyleFields): StyleRule[] {
  return existing.length > 0 ? [...existing] : systemStyleRules(board);
}

/** The first choice field offering the default priority values, e.g. the demo list's 'Priority'. */
export function priorityFieldOf(fields: readonly Field[]): Field | null {
  return (
    fields.find((f) => f.type === 'Choice' && (f.choices ?? []).some((c) => c === HIGH_PRIORITY_VALUE || c === LOW_PRIORITY_VALUE)) ?? null
  );
}

type ColorRule = Pick<StyleRule, 'conditions' | 'itemColor' | 'isDisabled'>;

/**
 * The colours of the first enabled rule, in rule order, whose conditions hold. A rule without a
 * complete condition matches nothing (it is still being written; it would otherwise paint every card).
 */
export function resolveItemColor(rules: readonly ColorRule[], subject: ConditionSubject, context: ConditionContext): ItemColor {
  const rule = rules.find(
    (r) => !r.isDisabled && r.conditions.some(isConditionComplete) && evaluateConditions(r.conditions, subject, context),
  );
  return rule ? { ...rule.itemColor, fontColor: rule.itemColor.fontColor || DEFAULT_ITEM_FONT_COLOR } : {};
}
