import { type ReminderRule } from '../../api/notifications';
import { WHEN_TO_SEND_TYPE } from '../../api/values';
import type { Field } from '../../api/fields';
import { evaluateConditions } from '../conditions';
import type { ItemSnapshot } from './changeFacts';
import { type ReminderWindow, dueMoment, dueSlot } from './reminderSchedule';
import { offsetMinutesAt } from './zonedTime';

/** A card a reminder speaks about in a run, and the moment it is due (the slot of a reminder at set times). */
export interface DueCard {
  item: ItemSnapshot;
  moment: Date;
}

export interface ReminderContext {
  fields: readonly Field[];
  /** The board's time zone. */
  zone: string;
  window: ReminderWindow;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The cards an enabled reminder speaks about in a run (docs/notifications.md): those its conditions hold for, and
 * then every one of them when a reminder at set times has its slot in the window, or those whose
 * date puts one of their moments in the window for a reminder counted from a date.
 */
export function dueCards(rule: ReminderRule, items: readonly ItemSnapshot[], context: ReminderContext): DueCard[] {
  if (rule.isDisabled) return [];
  const { fields, zone, window } = context;
  // Conditions such as "due today" mean today in the board's zone.
  const conditionContext = {
    fields,
    now: window.upTo,
    modifiedFields: new Set<string>(),
    timeZoneOffsetMinutes: offsetMinutesAt(window.upTo, zone),
  };
  const matching = items.filter((item) => evaluateConditions(rule.conditions, item, conditionContext));
  if (rule.whenToSendType === WHEN_TO_SEND_TYPE.SpecifyTime) {
    const slot = dueSlot(rule, zone, window);
    return slot ? matching.map((item) => ({ item, moment: slot })) : [];
  }
  const dateField = fields.find((field) => field.internalName === rule.dateField && field.type === 'DateTime');
  if (!dateField) return [];
  return matching.flatMap((item) => {
    const value = dateOf(item.values[dateField.internalName]);
    if (!value) return [];
    const days = rule.shiftAmountField ? item.values[rule.shiftAmountField] : null;
    const moment = dueMoment(
      rule,
      zone,
      { value, dateOnly: Boolean(dateField.dateOnly), daysInField: typeof days === 'number' ? days : null },
      window,
    );
    return moment ? [{ item, moment }] : [];
  });
}
