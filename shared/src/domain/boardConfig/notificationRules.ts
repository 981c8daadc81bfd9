import {
  type NotificationRule,
  type NotificationType,
  type NotificationsDefinition,
  type ReminderRule,
  notificationRuleSchema,
  reminderRuleSchema,
} from '../../api/notifications';
import {
  DAY_OF_MONTH_TYPE,
  DAY_PERIOD,
  NOTIFICATION_TYPE,
  REMINDER_MINUTE_STEP,
  REPEAT_TYPE,
  SEND_TIME_TYPE,
  WHEN_TO_SEND_TYPE,
} from '../../api/values';
import { missingConditionPart } from '../conditions/operators';

/**
 * The tags a message template may hold; the mail replaces each with its value. Reminders are sent by
 * the clock rather than by somebody's change, so the tags about a change mean nothing in them.
 */
export const MESSAGE_TAGS = [
  { tag: '{RecipientName}', description: 'The name of the person the mail goes to', inReminders: true },
  { tag: '{Editor}', description: 'The person whose change sent the mail', inReminders: false },
  { tag: '{TaskLink}', description: 'A link to the card, named by its title', inReminders: true },
  { tag: '{BoardLink}', description: 'A link to the board, named by the board', inReminders: true },
  { tag: '{CommentValue}', description: 'The new comment', inReminders: false },
  { tag: '{ChangedValues}', description: 'Every changed field with its old and new value', inReminders: false },
] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number]['tag'];
export type RuleKind = 'notification' | 'reminder';

export function messageTagsFor(kind: RuleKind): MessageTag[] {
  return MESSAGE_TAGS.filter((entry) => kind === 'notification' || entry.inReminders).map((entry) => entry.tag);
}

const DEFAULT_NOTIFICATION_MESSAGE = '<p>Hello {RecipientName},</p><p>{Editor} changed {TaskLink} on {BoardLink}:</p>{ChangedValues}';
const DEFAULT_REMINDER_MESSAGE = '<p>Hello {RecipientName},</p><p>A reminder about {TaskLink} on {BoardLink}.</p>';
const COMMENT_MESSAGE =
  '<p>Hello {RecipientName},</p><p>{Editor} commented on {TaskLink} on {BoardLink}:</p><blockquote>{CommentValue}</blockquote>';

/**
 * The templates the system writes into new rules. A rule still holding one of them says our words, not
 * its owner's, so its mail is written in the recipient's language (docs/notifications.md, Language).
 */
export const SYSTEM_MESSAGES = {
  notification: DEFAULT_NOTIFICATION_MESSAGE,
  reminder: DEFAULT_REMINDER_MESSAGE,
  comment: COMMENT_MESSAGE,
} as const;
export type SystemMessage = keyof typeof SYSTEM_MESSAGES;

type CommentType = Exclude<NotificationType, typeof NOTIFICATION_TYPE.Custom>;
const COMMENT_RULE_NAMES: Readonly<Record<CommentType, string>> = {
  [NOTIFICATION_TYPE.NewCommentAllCommentators]: 'New comment: to everyone who commented',
  [NOTIFICATION_TYPE.NewCommentAssingedTo]: 'New comment: to the people the card is assigned to',
  [NOTIFICATION_TYPE.NewCommentCreatedBy]: 'New comment: to the person who created the card',
  [NOTIFICATION_TYPE.NewCommentMention]: 'New comment: to the people mentioned in it',
};
const COMMENT_TYPES = Object.keys(COMMENT_RULE_NAMES).map(Number) as CommentType[];

/** Whether a rule is one of the comment rules (10-13), which tell a new comment rather than test conditions. */
export function isCommentRule(rule: NotificationRule): boolean {
  return rule.notificationType !== NOTIFICATION_TYPE.Custom;
}

/** Whether a comment rule still has the name the system gave it (which pages show in their own language). */
export function hasSystemRuleName(rule: NotificationRule): boolean {
  return (
    rule.isSystem && rule.notificationType in COMMENT_RULE_NAMES && rule.name === COMMENT_RULE_NAMES[rule.notificationType as CommentType]
  );
}

export function newNotificationRule(): NotificationRule {
  return notificationRuleSchema.parse({ message: DEFAULT_NOTIFICATION_MESSAGE });
}

export function newReminderRule(): ReminderRule {
  return reminderRuleSchema.parse({ message: DEFAULT_REMINDER_MESSAGE });
}

/**
 * The notifications with the four comment rules (spec 9), added when missing. They start disabled so
 * nobody gets mail the board's owners did not ask for; their recipients follow from the type, so the
 * panel hides conditions and users.
 */
export function withCommentRules(definition: NotificationsDefinition): NotificationsDefinition {
  const present = new Set(definition.rules.map((rule) => rule.notificationType));
  const added = COMMENT_TYPES.filter((type) => !present.has(type)).map((type) =>
    notificationRuleSchema.parse({
      name: COMMENT_RULE_NAMES[type],
      message: COMMENT_MESSAGE,
      notificationType: type,
      isDisabled: true,
      isSystem: true,
      hideConditions: true,
      hideUsers: true,
    }),
  );
  return { ...definition, rules: [...definition.rules, ...added] };
}

/** One thing to fix in a rule; `path` names the property, e.g. 'sendMinute' or 'conditions.2.value'. */
export interface RuleProblem {
  key: string;
  message: string;
  path: string;
}

/** What a person reads of an HTML message: an editor leaves '<p><br></p>' behind when emptied. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .trim();
}

function commonProblems(rule: NotificationRule, kind: RuleKind): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!rule.name.trim()) problems.push({ key: 'required_field', message: 'Please give the rule a name.', path: 'name' });
  // Comment rules bring a message of their own; the rest have nothing to say without one.
  if (rule.notificationType === NOTIFICATION_TYPE.Custom && !visibleText(rule.message)) {
    problems.push({ key: 'required_field', message: 'Please write the message the rule sends.', path: 'message' });
  }
  const allowed: readonly string[] = messageTagsFor(kind);
  for (const tag of new Set(rule.message.match(/\{[A-Za-z]+\}/g) ?? [])) {
    if (!allowed.includes(tag)) {
      problems.push({
        key: 'message_tag_unknown',
        message: `${tag} is not a tag a ${kind} can use; use ${allowed.join(', ')}.`,
        path: 'message',
      });
    }
  }
  if (!rule.isSystem && rule.users.length === 0) {
    problems.push({ key: 'recipients_required', message: 'Pick at least one person, group or user field to send it to.', path: 'users' });
  }
  rule.conditions.forEach((condition, index) => {
    const part = missingConditionPart(condition);
    if (part) problems.push({ key: 'required_field', message: 'Finish this condition or remove it.', path: `conditions.${index}.${part}` });
  });
  return problems;
}

export function notificationProblems(rule: NotificationRule): RuleProblem[] {
  return commonProblems(rule, 'notification');
}

const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function dateFieldProblems(rule: ReminderRule): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!rule.dateField) {
    problems.push({ key: 'reminder_date_field_required', message: 'Pick the date field the reminder counts from.', path: 'dateField' });
  }
  if (rule.dayPeriod === DAY_PERIOD.ExactlyForDaysInField && !rule.shiftAmountField) {
    problems.push({
      key: 'reminder_days_field_required',
      message: 'Pick the number field that holds the number of days.',
      path: 'shiftAmountField',
    });
  }
  const countsDays = rule.dayPeriod === DAY_PERIOD.EveryDayFor || rule.dayPeriod === DAY_PERIOD.Exactly;
  if (countsDays && !isWholeIn(rule.shiftAmount, 1, Infinity)) {
    problems.push({
      key: 'reminder_days_invalid',
      message: 'The number of days must be a whole number of 1 or more.',
      path: 'shiftAmount',
    });
  }
  return problems;
}

function scheduleProblems(rule: ReminderRule): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (rule.repeatType === REPEAT_TYPE.Daily && !rule.sendDays.some(Boolean)) {
    problems.push({ key: 'reminder_weekdays_required', message: 'Pick at least one weekday.', path: 'sendDays' });
  }
  if (rule.repeatType === REPEAT_TYPE.Monthly) {
    if (!rule.sendMonths.some(Boolean))
      problems.push({ key: 'reminder_months_required', message: 'Pick at least one month.', path: 'sendMonths' });
    if (rule.dayOfMonthType === DAY_OF_MONTH_TYPE.DayNumber && !isWholeIn(rule.dayOfMonth, 1, 31)) {
      problems.push({ key: 'reminder_day_of_month_invalid', message: 'The day of the month goes from 1 to 31.', path: 'dayOfMonth' });
    }
  }
  return problems;
}

function timeProblems(rule: ReminderRule): RuleProblem[] {
  const inherits = rule.whenToSendType === WHEN_TO_SEND_TYPE.BasedOnField && rule.sendTimeType === SEND_TIME_TYPE.InheritFromField;
  if (inherits) return [];
  const problems: RuleProblem[] = [];
  if (!isWholeIn(rule.sendHour, 0, 23))
    problems.push({ key: 'reminder_hour_invalid', message: 'The hour goes from 0 to 23.', path: 'sendHour' });
  if (!isWholeIn(rule.sendMinute, 0, 55) || rule.sendMinute % REMINDER_MINUTE_STEP !== 0) {
    problems.push({ key: 'reminder_minute_invalid', message: 'Minutes go in steps of 5, from 0 to 55.', path: 'sendMinute' });
  }
  return problems;
}

export function reminderProblems(rule: ReminderRule): RuleProblem[] {
  return [
    ...commonProblems(rule, 'reminder'),
    ...(rule.whenToSendType === WHEN_TO_SEND_TYPE.BasedOnField ? dateFieldProblems(rule) : scheduleProblems(rule)),
    ...timeProblems(rule),
  ];
}

/**
 * The day a monthly reminder falls on in a month (1 = January): the day asked for, or the month's
 * last day when the month is shorter (spec 9), so a reminder on the 31st still comes in February.
 */
export function monthlyDay(year: number, month: number, dayOfMonth: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.min(dayOfMonth, lastDay);
}
