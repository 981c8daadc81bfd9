import type { Field } from '../../api/fields';
import type { NotificationRule, NotificationsDefinition, ReminderRule, RemindersDefinition } from '../../api/notifications';
import type { Condition } from '../../api/rules';
import { formatDateConditionValue, parseDateConditionValue } from '../conditions';
import { type AcceptsField, type ImportContext, type ImportSection, ofTypes } from './reconcileFields';

/*
 * Rules of an imported configuration (spec 2 section 5): conditions whose field has no counterpart
 * are removed; a style rule or filter that loses all of its conditions is dropped, since it would
 * then hold for every card; notification and reminder rules stay, with what is left.
 */

const isDate = ofTypes(['DateTime']);
const isUser = ofTypes(['User']);
const isDayCount = ofTypes(['Number', 'Calculated']);

type Substitution = [name: string, field: Field];
type Moved = { condition: Condition; substitutions: Substitution[] } | { missing: string };

/** A condition moved onto the target's fields, or the field it lacks; a date value may count from a second field. */
function moveCondition(condition: Condition, ctx: ImportContext): Moved {
  // A condition still being built names no field: there is nothing to carry over or to lose.
  if (!condition.field) return { condition, substitutions: [] };
  const substitutions: Substitution[] = [];
  const find = (name: string, accepts?: AcceptsField) => {
    const found = ctx.match(name, accepts);
    if (found?.similar) substitutions.push([name, found.field]);
    return found?.field;
  };
  const field = find(condition.field);
  if (!field) return { missing: condition.field };
  const moved = { ...condition, field: field.internalName };
  const date = field.type === 'DateTime' ? parseDateConditionValue(condition.value) : null;
  if (date?.kind !== 'relative' || date.reference.kind !== 'field') return { condition: moved, substitutions };
  const reference = find(date.reference.field, isDate);
  if (!reference) return { missing: date.reference.field };
  if (reference.internalName === date.reference.field) return { condition: moved, substitutions };
  const value = formatDateConditionValue({ ...date, reference: { kind: 'field', field: reference.internalName } });
  return { condition: { ...moved, value }, substitutions };
}

interface MovedConditions {
  conditions: Condition[];
  /** Reports what was lost and replaced; a rule dropped as a whole reports only its name instead. */
  report(section: ImportSection): void;
}

function moveConditions(ruleName: string, conditions: readonly Condition[], ctx: ImportContext): MovedConditions {
  const moved = conditions.map((condition) => moveCondition(condition, ctx));
  return {
    conditions: moved.flatMap((result) => ('condition' in result ? [result.condition] : [])),
    report(section) {
      for (const result of moved) {
        if ('missing' in result) ctx.drop(section, `${ruleName}: condition on ${ctx.label(result.missing)}`);
        else for (const [name, field] of result.substitutions) ctx.substitute(section, name, field);
      }
    },
  };
}

/** Style rules (system ones too) and filters. A rule that had no condition to begin with loses nothing, so it stays. */
export function reconcileConditionRules<R extends { name: string; conditions: Condition[] }>(
  rules: readonly R[],
  section: 'styles' | 'filters',
  ctx: ImportContext,
): R[] {
  return rules.flatMap((rule) => {
    const moved = moveConditions(rule.name, rule.conditions, ctx);
    if (rule.conditions.length > 0 && moved.conditions.length === 0) {
      ctx.drop(section, rule.name);
      return [];
    }
    moved.report(section);
    return [{ ...rule, conditions: moved.conditions }];
  });
}

/** Recipients by login are people and groups of the tenant and stay; recipients by user field follow the field. */
function reconcileNotificationRule<R extends NotificationRule>(rule: R, section: 'notifications' | 'reminders', ctx: ImportContext): R {
  const moved = moveConditions(rule.name, rule.conditions, ctx);
  moved.report(section);
  const users = rule.users.flatMap((user) => {
    if (!user.isField) return [user];
    const field = ctx.resolve(section, user.login, isUser, `${rule.name}: recipients in ${user.name ?? ctx.label(user.login)}`);
    return field ? [{ ...user, login: field.internalName }] : [];
  });
  return { ...rule, conditions: moved.conditions, users };
}

export function reconcileNotifications(definition: NotificationsDefinition, ctx: ImportContext): NotificationsDefinition {
  return { ...definition, rules: definition.rules.map((rule) => reconcileNotificationRule(rule, 'notifications', ctx)) };
}

function reconcileReminderRule(rule: ReminderRule, ctx: ImportContext): ReminderRule {
  const field = (name: string | null, accepts: AcceptsField, what: string) =>
    (name ? ctx.resolve('reminders', name, accepts, `${rule.name}: ${what} ${ctx.label(name)}`)?.internalName : undefined) ?? null;
  return {
    ...reconcileNotificationRule(rule, 'reminders', ctx),
    dateField: field(rule.dateField, isDate, 'date field'),
    shiftAmountField: field(rule.shiftAmountField, isDayCount, 'days field'),
  };
}

export function reconcileReminders(definition: RemindersDefinition, ctx: ImportContext): RemindersDefinition {
  return { ...definition, rules: definition.rules.map((rule) => reconcileReminderRule(rule, ctx)) };
}
