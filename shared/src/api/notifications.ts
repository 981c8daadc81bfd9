import { z } from 'zod';
import { conditionSchema } from './rules';
import {
  NOTIFICATION_TYPE,
  WHEN_TO_SEND_TYPE,
  REPEAT_TYPE,
  DAY_PERIOD,
  SHIFT_DIRECTION,
  SEND_TIME_TYPE,
  DAY_OF_MONTH_TYPE,
  DAY_OF_MONTH_SPECS,
  REMINDER_WEEKDAYS,
  REMINDER_MINUTE_STEP,
} from './values';

/*
 * Notification and reminder rules (spec 2, sections 3, 4 and 9). Every property has a default: boards
 * saved before these rules were typed hold {} or nothing, and must still load. Booleans the spec
 * gives no default for are false, as the old product's stored data reads when a flag is absent.
 */

export const notificationTypeSchema = z.literal(Object.values(NOTIFICATION_TYPE), {
  error: 'Unknown notification type: use 0 (custom) or 10 to 13 (new comment).',
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A recipient: a person or group by login, or (isField) the people of a user field named by its internal name in login. */
export const notificationUserSchema = z.object({
  login: z.string().trim().min(1, 'Each recipient needs a login, or the internal name of a user field.'),
  isGroup: z.boolean().default(false),
  name: z.string().optional(),
  isField: z.boolean().optional(),
});
export type NotificationUser = z.infer<typeof notificationUserSchema>;

const notificationRuleShape = {
  name: z.string().trim().default(''),
  /** HTML with the tags of MESSAGE_TAGS (domain/boardConfig/notificationRules). */
  message: z.string().default(''),
  isDisabled: z.boolean().default(false),
  isSystem: z.boolean().default(false),
  hideConditions: z.boolean().default(false),
  hideMessage: z.boolean().default(false),
  hideUsers: z.boolean().default(false),
  notificationType: notificationTypeSchema.default(NOTIFICATION_TYPE.Custom),
  ignoreOtherChanges: z.boolean().default(false),
  usersCanUnsubscribe: z.boolean().default(false),
  conditions: z.array(conditionSchema).default(() => []),
  camlConditions: z.string().optional(),
  users: z.array(notificationUserSchema).default(() => []),
};

export const notificationRuleSchema = z.object(notificationRuleShape);
export type NotificationRule = z.infer<typeof notificationRuleSchema>;
export type NotificationRuleInput = z.input<typeof notificationRuleSchema>;

const flags = (count: number, isOn: (index: number) => boolean) => Array.from({ length: count }, (_, index) => isOn(index));
const JANUARY = 0;
const AUGUST = 7;

const indexOf = (list: readonly unknown[], what: string) => {
  const message = `Pick one of the ${list.length} ${what}.`;
  return z
    .number()
    .int(message)
    .min(0, message)
    .max(list.length - 1, message);
};

export const reminderRuleSchema = z.object({
  ...notificationRuleShape,
  whenToSendType: z
    .literal(Object.values(WHEN_TO_SEND_TYPE), { error: 'Send a reminder based on a date field (0) or at a set time (1).' })
    .default(WHEN_TO_SEND_TYPE.BasedOnField),
  repeatType: z.literal(Object.values(REPEAT_TYPE), { error: 'Repeat daily (0), weekly (1) or monthly (2).' }).default(REPEAT_TYPE.Daily),
  /** Internal name of the date field a basedOnField reminder counts from. */
  dateField: z.string().nullable().default(null),
  dayPeriod: z.literal(Object.values(DAY_PERIOD), { error: 'Unknown send period: use 0 to 3.' }).default(DAY_PERIOD.SameDay),
  shiftAmount: z.number().int('The number of days must be a whole number.').min(1, 'The number of days must be 1 or more.').default(1),
  /** Internal name of the number field holding the days for DAY_PERIOD.ExactlyForDaysInField. */
  shiftAmountField: z.string().nullable().default(null),
  shiftDimension: z.literal('days', { error: 'Reminders shift by days.' }).default('days'),
  shiftDirection: z
    .literal(Object.values(SHIFT_DIRECTION), { error: 'Send in advance (0) or afterwards (1).' })
    .default(SHIFT_DIRECTION.InAdvance),
  sendTimeType: z
    .literal(Object.values(SEND_TIME_TYPE), { error: 'Specify the time (0) or take it from the date field (1).' })
    .default(SEND_TIME_TYPE.Specify),
  sendSeparateEmails: z.boolean().default(false),
  // Spec 9 gives no hour; a reminder at midnight would be read hours later anyway.
  sendHour: z
    .number()
    .int('The hour must be a whole number.')
    .min(0, 'The hour goes from 0 to 23.')
    .max(23, 'The hour goes from 0 to 23.')
    .default(9),
  sendMinute: z
    .number()
    .int('Minutes must be a whole number.')
    .min(0, 'Minutes go from 0 to 55.')
    .max(55, 'Minutes go from 0 to 55.')
    .multipleOf(REMINDER_MINUTE_STEP, 'Minutes go in steps of 5 (0, 5, 10 ... 55).')
    .default(0),
  /** Monday first: sendDays[i] is REMINDER_WEEKDAYS[i + 1]. */
  sendDays: z
    .array(z.boolean())
    .length(7, 'Give one flag for each of the 7 weekdays.')
    .default(() => flags(7, (day) => day === 0)),
  sendDayOfWeek: indexOf(REMINDER_WEEKDAYS, 'weekday choices').default(0),
  sendMonths: z
    .array(z.boolean())
    .length(12, 'Give one flag for each of the 12 months.')
    .default(() => flags(12, (month) => month === JANUARY || month >= AUGUST)),
  dayOfMonthType: z
    .literal(Object.values(DAY_OF_MONTH_TYPE), { error: 'Pick a day number (0) or a weekday of the month (1).' })
    .default(DAY_OF_MONTH_TYPE.DayNumber),
  dayOfMonth: z
    .number()
    .int('The day of the month must be a whole number.')
    .min(1, 'The day of the month goes from 1 to 31.')
    .max(31, 'The day of the month goes from 1 to 31.')
    .default(1),
  dayOfMonthSpec: indexOf(DAY_OF_MONTH_SPECS, 'choices first, second, third, fourth or last').default(0),
  dayOfMonthSpecDay: indexOf(REMINDER_WEEKDAYS, 'weekday choices').default(0),
});
export type ReminderRule = z.infer<typeof reminderRuleSchema>;
export type ReminderRuleInput = z.input<typeof reminderRuleSchema>;

export const notificationsDefinitionSchema = z.object({
  /** Mail people when a card is assigned to them. */
  assignNotify: z.boolean().default(false),
  rules: z.array(notificationRuleSchema).default(() => []),
});
export type NotificationsDefinition = z.infer<typeof notificationsDefinitionSchema>;

export const remindersDefinitionSchema = z.object({
  assignNotify: z.boolean().default(false),
  rules: z.array(reminderRuleSchema).default(() => []),
});
export type RemindersDefinition = z.infer<typeof remindersDefinitionSchema>;
export type RemindersDefinitionInput = z.input<typeof remindersDefinitionSchema>;
