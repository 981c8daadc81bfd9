/*
 * How a list of conditions combines (spec 2, section 3: conditions sit in groups, groups in blocks).
 *
 * - Incomplete conditions (no field, no operator, or no value for an operator that needs one) are
 *   left out as if absent. What is left is ordered by block number, then group number, keeping
 *   the list order inside a group.
 * - Each condition's conjunction joins it to the condition before it in its group. The conjunction
 *   of the first condition of a group joins that group to the group before it in the block, and
 *   the first condition of a block joins the block to the block before it. The very first
 *   conjunction joins nothing.
 * - At each level AND binds tighter than OR, as in SQL: "a AND b OR c" is "(a AND b) OR c".
 * - Nothing left to test holds (an empty filter shows every card).
 *
 * A single condition does not hold when its field is unknown, when the builder would not offer
 * its operator for that field (operatorsForField), or when its value means nothing for the field
 * (a number field compared with 'abc', an 'hours' value on a date-only field, an empty referenced
 * date). An item without a comparable value differs from every value: only Neq holds.
 */
import type { Field } from '../../api/fields';
import { type Condition, type ConditionOperator, type Conjunction } from '../../api/rules';
import { isConditionComplete } from './operators';
import { isEmptyValue } from '../fieldValues';
import { dateOrdering } from './dates';
import { operatorsForField } from './operators';
import { holdsByOrdering } from './ordering';
import { referencesHold } from './references';
import { booleanOrdering, isBlankText, numberOrdering, textHolds } from './scalars';
import { type ConditionContext, type ConditionSubject, conditionFieldOf, subjectValueOf } from './subject';

type CompleteCondition = Pick<Condition, 'field' | 'value'> & { operator: ConditionOperator };
type ConditionLike = Pick<Condition, 'field' | 'operator' | 'value' | 'group' | 'block' | 'conjunction'>;

/** The types textHolds compares; their emptiness is that of the text a person reads. */
const TEXT_COMPARED_TYPES: ReadonlySet<string> = new Set(['Text', 'Note', 'Choice', 'URL']);

function valueHolds(condition: CompleteCondition, field: Field, subject: ConditionSubject, context: ConditionContext): boolean {
  const { operator, value: conditionValue } = condition;
  if (operator === 'IsModified') return context.modifiedFields?.has(field.internalName) ?? false;
  const value = subjectValueOf(field, subject);
  if (operator === 'IsNull' || operator === 'IsNotNull') {
    const blank = TEXT_COMPARED_TYPES.has(field.type) ? isBlankText(field, value) : isEmptyValue(value);
    return blank === (operator === 'IsNull');
  }
  switch (field.type) {
    case 'MultiChoice':
    case 'Lookup':
    case 'User':
      return referencesHold(operator, field, value, conditionValue, context);
    case 'DateTime':
      return holdsByOrdering(operator, dateOrdering(field, value, conditionValue, subject, context));
    case 'Number':
    case 'Currency':
    case 'Counter':
    case 'Calculated':
      return holdsByOrdering(operator, numberOrdering(value, conditionValue));
    case 'Boolean':
    case 'Attachments':
      return holdsByOrdering(operator, booleanOrdering(value, conditionValue));
    default:
      return textHolds(operator, field, value, conditionValue);
  }
}

function conditionHolds(condition: CompleteCondition, subject: ConditionSubject, context: ConditionContext): boolean {
  const field = conditionFieldOf(condition.field, context);
  if (!field || !operatorsForField(field, { allowModified: true }).includes(condition.operator)) return false;
  return valueHolds(condition, field, subject, context);
}

export interface Term {
  conjunction: Conjunction;
  holds: boolean;
}

/** Terms joined left to right, AND before OR. */
export function join(terms: readonly Term[]): boolean {
  let someRunHolds = false;
  let runHolds = true;
  terms.forEach((term, index) => {
    if (index > 0 && term.conjunction === 'OR') {
      someRunHolds ||= runHolds;
      runHolds = true;
    }
    runHolds &&= term.holds;
  });
  return someRunHolds || runHolds;
}

/** Consecutive runs of equal keys. */
function runsBy<T>(items: readonly T[], key: (item: T) => number): T[][] {
  const runs: T[][] = [];
  items.forEach((item, index) => {
    if (index > 0 && key(items[index - 1]) === key(item)) runs[runs.length - 1].push(item);
    else runs.push([item]);
  });
  return runs;
}

export function evaluateConditions(conditions: readonly ConditionLike[], subject: ConditionSubject, context: ConditionContext): boolean {
  const ordered = conditions.filter(isConditionComplete).sort((a, b) => a.block - b.block || a.group - b.group);
  const blocks = runsBy(ordered, (c) => c.block).map((block) => ({
    conjunction: block[0].conjunction,
    holds: join(
      runsBy(block, (c) => c.group).map((group) => ({
        conjunction: group[0].conjunction,
        holds: join(group.map((c) => ({ conjunction: c.conjunction, holds: conditionHolds(c, subject, context) }))),
      })),
    ),
  }));
  return join(blocks);
}
