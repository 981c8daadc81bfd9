import {
  type NotificationsDefinition,
  type RemindersDefinitionInput,
  notificationRuleSchema,
  notificationsDefinitionSchema,
  withCommentRules,
} from '@listboard/shared';

const WEEKDAYS = [true, true, true, true, true, false, false];
const FRIDAY = 5;
const LAST = 4;

/**
 * The demo board's mail (docs/notifications.md): assignments, a custom rule and the four comment rules, so that a
 * newcomer who assigns a card to a demo colleague or comments on one finds the message in the inbox.
 */
export function demoNotifications(): NotificationsDefinition {
  const completed = notificationRuleSchema.parse({
    name: 'Card completed',
    message: '<p>Hello {RecipientName},</p><p>{Editor} completed {TaskLink} on {BoardLink}.</p>{ChangedValues}',
    conditions: [
      { field: 'Status', operator: 'Eq', value: 'Completed' },
      { field: 'Status', operator: 'IsModified', conjunction: 'AND' },
    ],
    users: [
      { login: 'Author', isField: true, name: 'Created By' },
      { login: 'AssignedTo', isField: true, name: 'Assigned To' },
    ],
    usersCanUnsubscribe: true,
  });
  const withComments = withCommentRules(notificationsDefinitionSchema.parse({ assignNotify: true, rules: [completed] }));
  // The spec adds the comment rules switched off; the demo shows them at work.
  return { ...withComments, rules: withComments.rules.map((rule) => ({ ...rule, isDisabled: false, usersCanUnsubscribe: true })) };
}

/** One reminder of each kind: counted from the due date, and daily, weekly and monthly digests. */
export function demoReminders(ownerLogin: string): RemindersDefinitionInput {
  const open = { field: 'Status', operator: 'Neq', value: 'Completed' } as const;
  return {
    rules: [
      {
        name: 'Due tomorrow',
        message: '<p>Hello {RecipientName},</p><p>{TaskLink} on {BoardLink} is due tomorrow.</p>',
        whenToSendType: 0,
        dateField: 'DueDate',
        dayPeriod: 2,
        shiftAmount: 1,
        shiftDirection: 0,
        sendHour: 9,
        sendSeparateEmails: true,
        usersCanUnsubscribe: true,
        conditions: [open],
        users: [{ login: 'AssignedTo', isField: true, name: 'Assigned To' }],
      },
      {
        name: 'Work in progress',
        message: '<p>Good morning {RecipientName}, these cards on {BoardLink} are in progress:</p>{TaskLink}',
        whenToSendType: 1,
        repeatType: 0,
        sendDays: WEEKDAYS,
        sendHour: 8,
        conditions: [{ field: 'Status', operator: 'Eq', value: 'In Progress' }],
        users: [{ login: 'AssignedTo', isField: true, name: 'Assigned To' }],
      },
      {
        name: 'Weekly high priority',
        message: '<p>Hello {RecipientName}, the open high-priority cards on {BoardLink}:</p>{TaskLink}',
        whenToSendType: 1,
        repeatType: 1,
        sendDayOfWeek: 1,
        sendHour: 9,
        conditions: [open, { field: 'Priority', operator: 'Eq', value: '(1) High', conjunction: 'AND' }],
        users: [{ login: ownerLogin }],
      },
      {
        name: 'Month-end review',
        message: '<p>Hello {RecipientName}, these cards on {BoardLink} wait for review:</p>{TaskLink}',
        whenToSendType: 1,
        repeatType: 2,
        dayOfMonthType: 1,
        dayOfMonthSpec: LAST,
        dayOfMonthSpecDay: FRIDAY,
        sendMonths: Array(12).fill(true),
        sendHour: 16,
        conditions: [{ field: 'Status', operator: 'Eq', value: 'Review' }],
        users: [{ login: ownerLogin }],
      },
    ],
  };
}
