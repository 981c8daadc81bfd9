import { describe, expect, it } from 'vitest';
import { boardConfigSchema } from '../../api/board';
import {
  type NotificationRule,
  type ReminderRule,
  notificationRuleSchema,
  notificationsDefinitionSchema,
  reminderRuleSchema,
  remindersDefinitionSchema,
} from '../../api/notifications';
import { DAY_PERIOD, NOTIFICATION_TYPE, REMINDER_WEEKDAYS, REPEAT_TYPE, SEND_TIME_TYPE, WHEN_TO_SEND_TYPE } from '../../api/values';
import {
  MESSAGE_TAGS,
  messageTagsFor,
  monthlyDay,
  newNotificationRule,
  newReminderRule,
  notificationProblems,
  reminderProblems,
  withCommentRules,
} from './notificationRules';

const keysOf = (problems: { key: string; path: string }[]) => problems.map((problem) => `${problem.path}:${problem.key}`);
const recipient = { login: 'adele@contoso.com', isGroup: false };
const notification = (change: Partial<NotificationRule> = {}): NotificationRule => ({
  ...newNotificationRule(),
  name: 'Changes',
  users: [recipient],
  ...change,
});
const reminder = (change: Partial<ReminderRule> = {}): ReminderRule => ({
  ...newReminderRule(),
  name: 'Due soon',
  users: [recipient],
  dateField: 'DueDate',
  ...change,
});
const firstMessage = (input: unknown) => reminderRuleSchema.safeParse(input).error?.issues[0].message;

describe('notification and reminder schemas', () => {
  it('read an empty or missing definition with every default', () => {
    expect(notificationsDefinitionSchema.parse({})).toEqual({ assignNotify: false, rules: [] });
    expect(remindersDefinitionSchema.parse({ rules: [{}] }).rules[0]).toMatchObject({
      name: '',
      message: '',
      notificationType: 0,
      whenToSendType: 0,
      shiftAmount: 1,
      shiftDimension: 'days',
      dayOfMonth: 1,
      sendDays: [true, false, false, false, false, false, false],
      sendMonths: [true, false, false, false, false, false, false, true, true, true, true, true],
    });
    const board = boardConfigSchema.parse({
      name: 'B',
      source: { lists: [{ url: 'u', listID: 'l', name: 'L' }] },
      columnFieldName: 'Status',
      columnDefinitions: [
        { name: 'A', value: 'A' },
        { name: 'B', value: 'B' },
      ],
    });
    expect(board.notificationsDefinition).toEqual({ assignNotify: false, rules: [] });
    expect(board.remindersDefinition).toEqual({ assignNotify: false, rules: [] });
  });
  it('never share default arrays between parsed rules', () => {
    const first = reminderRuleSchema.parse({});
    first.sendDays[3] = true;
    expect(reminderRuleSchema.parse({}).sendDays[3]).toBe(false);
  });
  it('read recipients that name a user field', () => {
    expect(notificationRuleSchema.parse({ users: [{ login: 'AssignedTo', isField: true }] }).users).toEqual([
      { login: 'AssignedTo', isGroup: false, isField: true },
    ]);
    expect(notificationRuleSchema.safeParse({ users: [{ login: ' ' }] }).error?.issues[0].message).toMatch(/needs a login/);
  });
  it('refuse out-of-range settings with a message a person can read', () => {
    expect(notificationRuleSchema.safeParse({ notificationType: 14 }).error?.issues[0].message).toMatch(/notification type/);
    expect(firstMessage({ sendMinute: 7 })).toBe('Minutes go in steps of 5 (0, 5, 10 ... 55).');
    expect(firstMessage({ sendMinute: 60 })).toBe('Minutes go from 0 to 55.');
    expect(firstMessage({ sendHour: 24 })).toBe('The hour goes from 0 to 23.');
    expect(firstMessage({ sendDays: [true] })).toBe('Give one flag for each of the 7 weekdays.');
    expect(firstMessage({ sendMonths: [] })).toBe('Give one flag for each of the 12 months.');
    expect(firstMessage({ dayOfMonth: 32 })).toBe('The day of the month goes from 1 to 31.');
    expect(firstMessage({ sendDayOfWeek: 9 })).toBe('Pick one of the 9 weekday choices.');
    expect(firstMessage({ shiftAmount: 0 })).toBe('The number of days must be 1 or more.');
    expect(firstMessage({ shiftDimension: 'hours' })).toBe('Reminders shift by days.');
    expect(reminderRuleSchema.safeParse({ sendDayOfWeek: 8, dayOfMonthSpec: 4, sendMinute: 55 }).success).toBe(true);
  });
  it('offer nine weekday choices with Sunday twice and a final Day', () => {
    expect(REMINDER_WEEKDAYS).toHaveLength(9);
    expect(REMINDER_WEEKDAYS[0]).toBe(REMINDER_WEEKDAYS[7]);
    expect(REMINDER_WEEKDAYS[8]).toBe('Day');
  });
});

describe('message tags', () => {
  it('are written in braces, and reminders offer only those that need no change', () => {
    expect(MESSAGE_TAGS.every(({ tag }) => /^\{[A-Za-z]+\}$/.test(tag))).toBe(true);
    expect(messageTagsFor('notification')).toHaveLength(6);
    expect(messageTagsFor('reminder')).toEqual(['{RecipientName}', '{TaskLink}', '{BoardLink}']);
  });
});

describe('new rules', () => {
  it('start unnamed and enabled with a default message that passes their own checks once named', () => {
    const rule = newNotificationRule();
    expect(rule).toMatchObject({ name: '', isDisabled: false, notificationType: NOTIFICATION_TYPE.Custom, users: [], conditions: [] });
    expect(notificationProblems({ ...rule, name: 'Any change', users: [recipient] })).toEqual([]);
    expect(reminderProblems({ ...newReminderRule(), name: 'Due', users: [recipient], dateField: 'DueDate' })).toEqual([]);
  });
  it('reminders start from the spec 9 defaults', () => {
    expect(newReminderRule()).toMatchObject({
      whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField,
      dayPeriod: DAY_PERIOD.SameDay,
      shiftAmount: 1,
      shiftDirection: 0,
      sendTimeType: 0,
      sendMinute: 0,
      dayOfMonth: 1,
      sendDays: [true, false, false, false, false, false, false],
    });
  });
});

describe('withCommentRules', () => {
  it('adds the four comment rules, disabled, system, with conditions and users hidden', () => {
    const { rules } = withCommentRules({ assignNotify: false, rules: [] });
    expect(rules.map((rule) => rule.notificationType)).toEqual([10, 11, 12, 13]);
    for (const rule of rules) {
      expect(rule).toMatchObject({ isDisabled: true, isSystem: true, hideConditions: true, hideUsers: true, hideMessage: false });
      expect(rule.name).toMatch(/^New comment/);
      expect(rule.message).toContain('{CommentValue}');
      expect(notificationProblems(rule)).toEqual([]);
    }
  });
  it('adds only the missing ones and keeps what the board has', () => {
    const mine = notification({ notificationType: NOTIFICATION_TYPE.NewCommentMention, name: 'Mentions', isDisabled: false });
    const custom = notification();
    const result = withCommentRules({ assignNotify: true, rules: [custom, mine] });
    expect(result.assignNotify).toBe(true);
    expect(result.rules.slice(0, 2)).toEqual([custom, mine]);
    expect(result.rules.slice(2).map((rule) => rule.notificationType)).toEqual([10, 11, 12]);
    expect(withCommentRules(result)).toEqual(result);
  });
});

describe('notificationProblems', () => {
  it('needs a name, a message for a custom rule, and somebody to send to', () => {
    expect(keysOf(notificationProblems(notification({ name: ' ', message: '<p><br></p>&nbsp;', users: [] })))).toEqual([
      'name:required_field',
      'message:required_field',
      'users:recipients_required',
    ]);
  });
  it('lets a system rule go without recipients and a comment rule without a custom message', () => {
    expect(notificationProblems(notification({ notificationType: 11, message: '', isSystem: true, users: [] }))).toEqual([]);
  });
  it('names tags the message cannot use', () => {
    const problems = notificationProblems(notification({ message: 'Hi {RecipientName}, {Oops} and {Oops}' }));
    expect(keysOf(problems)).toEqual(['message:message_tag_unknown']);
    expect(problems[0].message).toMatch(/^\{Oops\} is not a tag a notification can use/);
  });
  it('points at the missing part of an unfinished condition', () => {
    const conditions = [
      { id: 'a', field: 'Status', operator: 'Eq' as const, value: 'Done', group: 0, block: 0, conjunction: 'AND' as const },
      { id: 'b', field: 'Status', operator: 'Eq' as const, value: '', group: 0, block: 0, conjunction: 'AND' as const },
    ];
    expect(keysOf(notificationProblems(notification({ conditions })))).toEqual(['conditions.1.value:required_field']);
  });
});

describe('reminderProblems', () => {
  it('needs the date field of a reminder based on a date field', () => {
    expect(keysOf(reminderProblems(reminder({ dateField: null })))).toEqual(['dateField:reminder_date_field_required']);
  });
  it('needs the days, or the field holding them, for the periods that count days', () => {
    expect(keysOf(reminderProblems(reminder({ dayPeriod: DAY_PERIOD.ExactlyForDaysInField })))).toEqual([
      'shiftAmountField:reminder_days_field_required',
    ]);
    expect(reminderProblems(reminder({ dayPeriod: DAY_PERIOD.ExactlyForDaysInField, shiftAmountField: 'LeadDays' }))).toEqual([]);
    expect(keysOf(reminderProblems(reminder({ dayPeriod: DAY_PERIOD.Exactly, shiftAmount: 1.5 })))).toEqual([
      'shiftAmount:reminder_days_invalid',
    ]);
    expect(reminderProblems(reminder({ dayPeriod: DAY_PERIOD.SameDay, shiftAmount: 0 }))).toEqual([]);
  });
  it('takes minutes in steps of 5 and hours up to 23 unless the time comes from the date field', () => {
    expect(keysOf(reminderProblems(reminder({ sendMinute: 7, sendHour: 24 })))).toEqual([
      'sendHour:reminder_hour_invalid',
      'sendMinute:reminder_minute_invalid',
    ]);
    expect(reminderProblems(reminder({ sendMinute: 7, sendTimeType: SEND_TIME_TYPE.InheritFromField }))).toEqual([]);
    const timed = reminder({
      whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime,
      dateField: null,
      sendTimeType: SEND_TIME_TYPE.InheritFromField,
      sendMinute: 7,
    });
    expect(keysOf(reminderProblems(timed))).toEqual(['sendMinute:reminder_minute_invalid']);
  });
  it('needs a weekday for a daily reminder (its weekday flags) and a month and valid day for a monthly one', () => {
    const timed = { whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime, dateField: null };
    expect(reminderProblems(reminder({ ...timed, repeatType: REPEAT_TYPE.Weekly, sendDays: Array<boolean>(7).fill(false) }))).toEqual([]);
    expect(
      keysOf(reminderProblems(reminder({ ...timed, repeatType: REPEAT_TYPE.Daily, sendDays: Array<boolean>(7).fill(false) }))),
    ).toEqual(['sendDays:reminder_weekdays_required']);
    expect(
      keysOf(
        reminderProblems(
          reminder({ ...timed, repeatType: REPEAT_TYPE.Monthly, sendMonths: Array<boolean>(12).fill(false), dayOfMonth: 0 }),
        ),
      ),
    ).toEqual(['sendMonths:reminder_months_required', 'dayOfMonth:reminder_day_of_month_invalid']);
    expect(reminderProblems(reminder({ ...timed, repeatType: REPEAT_TYPE.Monthly, dayOfMonthType: 1, dayOfMonth: 0 }))).toEqual([]);
  });
  it('refuses tags about a change', () => {
    expect(keysOf(reminderProblems(reminder({ message: '{Editor} changed {TaskLink}' })))).toEqual(['message:message_tag_unknown']);
  });
});

describe('monthlyDay', () => {
  it('keeps a day the month has', () => {
    expect(monthlyDay(2026, 1, 31)).toBe(31);
    expect(monthlyDay(2026, 3, 15)).toBe(15);
  });
  it('falls on the last day when the month is shorter', () => {
    expect(monthlyDay(2026, 2, 31)).toBe(28);
    expect(monthlyDay(2028, 2, 30)).toBe(29);
    expect(monthlyDay(2026, 4, 31)).toBe(30);
    expect(monthlyDay(2026, 12, 31)).toBe(31);
  });
});
