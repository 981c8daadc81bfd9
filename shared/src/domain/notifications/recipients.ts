import { type NotificationRule, type NotificationsDefinition } from '../../api/notifications';
import { NOTIFICATION_TYPE } from '../../api/values';
import type { Field } from '../../api/fields';
import { type ConditionContext, evaluateConditions } from '../conditions';
import { type ChangeFacts, type ItemSnapshot, modifiedFieldsOf, peopleIn } from './changeFacts';

/** Someone a message goes to: a site user by id, or a person or group named by sign-in name in a rule. */
export type Recipient = { userId: number } | { login: string };

/** Why a recipient gets a message: the assignment, or a rule by its place in the board's rules. */
export type Reason = { kind: 'assigned' } | { kind: 'rule'; ruleIndex: number };

export interface Addressee {
  recipient: Recipient;
  reason: Reason;
}

export interface RecipientContext {
  fields: readonly Field[];
  /** The board's user field (the assignees). */
  userField: string | null;
  now: Date;
  timeZoneOffsetMinutes?: number;
  /** The sign-in name of a site user, to leave out the editor and the unsubscribed. */
  loginOf(userId: number): string | undefined;
  /** Whether the person (by sign-in name) unsubscribed from the item's messages of this rule. */
  hasUnsubscribed(login: string, reason: Reason): boolean;
  /** The members (user ids) of a group a person field holds, by the group's id; undefined for a person. */
  membersOf?(userId: number): readonly number[] | undefined;
}

/**
 * A group a person field holds stands for its members: each of them is addressed as the field's person would be
 * (docs/board-page.md#groups-in-person-fields). A group named by sign-in name in a rule stays as it is.
 */
export function withGroupMembers(
  recipients: readonly Recipient[],
  membersOf: ((userId: number) => readonly number[] | undefined) | undefined,
): Recipient[] {
  return recipients.flatMap((recipient) => {
    const members = 'userId' in recipient ? membersOf?.(recipient.userId) : undefined;
    return members ? members.map((userId) => ({ userId })) : [recipient];
  });
}

const newAssignees = (facts: ChangeFacts, userField: string | null): number[] => {
  if (!userField || !facts.after) return [];
  const before = new Set(peopleIn(facts.before?.values[userField]));
  return peopleIn(facts.after.values[userField]).filter((id) => !before.has(id));
};

/** Fields a rule's conditions name. */
const conditionFields = (rule: NotificationRule) => new Set(rule.conditions.map((condition) => condition.field).filter(Boolean));

/**
 * Whether a custom rule speaks about this change: its conditions hold on the item as it is now (as it
 * was, for a deleted one), judged with the change's modified fields for IsModified. With
 * ignoreOtherChanges a change that touches none of the fields its conditions name is not its business.
 */
function customRuleHolds(rule: NotificationRule, facts: ChangeFacts, context: RecipientContext): boolean {
  const subject = facts.after ?? facts.before;
  if (!subject) return false;
  const modifiedFields = modifiedFieldsOf(facts.before, facts.after);
  if (rule.ignoreOtherChanges && ![...conditionFields(rule)].some((field) => modifiedFields.has(field))) return false;
  const conditionContext: ConditionContext = {
    fields: context.fields,
    now: context.now,
    modifiedFields,
    timeZoneOffsetMinutes: context.timeZoneOffsetMinutes,
  };
  return evaluateConditions(rule.conditions, subject, conditionContext);
}

/** The people a custom rule or a reminder names: people and groups by sign-in name, and the people of user fields on the item. */
export function ruleRecipients(rule: NotificationRule, subject: ItemSnapshot | null): Recipient[] {
  return rule.users.flatMap((user): Recipient[] => {
    if (!user.isField) return [{ login: user.login }];
    if (user.login === 'Author') return subject ? [{ userId: subject.authorId }] : [];
    if (user.login === 'Editor') return subject ? [{ userId: subject.editorId }] : [];
    return peopleIn(subject?.values[user.login]).map((userId) => ({ userId }));
  });
}

/** The people a comment rule (types 10 to 13) writes to about a new comment. */
function commentRecipients(rule: NotificationRule, facts: ChangeFacts, context: RecipientContext): Recipient[] {
  const item = facts.after;
  if (facts.kind !== 'commented' || !item) return [];
  switch (rule.notificationType) {
    case NOTIFICATION_TYPE.NewCommentAllCommentators:
      return facts.commentatorIds.map((userId) => ({ userId }));
    case NOTIFICATION_TYPE.NewCommentAssingedTo:
      return context.userField ? peopleIn(item.values[context.userField]).map((userId) => ({ userId })) : [];
    case NOTIFICATION_TYPE.NewCommentCreatedBy:
      return [{ userId: item.authorId }];
    case NOTIFICATION_TYPE.NewCommentMention:
      return facts.mentionedLogins.map((login) => ({ login }));
    default:
      return [];
  }
}

const keyOf = (recipient: Recipient, loginOf: (id: number) => string | undefined) =>
  ('userId' in recipient ? (loginOf(recipient.userId) ?? `#${recipient.userId}`) : recipient.login).toLowerCase();

/**
 * Who gets a message about a change, and why (spec 2 section 3; docs/notifications.md): the new assignees when the
 * board notifies on assignment, the people of each enabled custom rule whose conditions hold, and the
 * people of each enabled comment rule on a new comment. The editor gets nothing about their own change;
 * someone who unsubscribed gets nothing from that rule; each person is addressed once per reason.
 */
export function addresseesOf(definition: NotificationsDefinition, facts: ChangeFacts, context: RecipientContext): Addressee[] {
  const candidates: Addressee[] = [];
  if (definition.assignNotify) {
    const assignees = newAssignees(facts, context.userField).map((userId) => ({ userId }));
    for (const recipient of withGroupMembers(assignees, context.membersOf)) candidates.push({ recipient, reason: { kind: 'assigned' } });
  }
  definition.rules.forEach((rule, ruleIndex) => {
    if (rule.isDisabled) return;
    const reason: Reason = { kind: 'rule', ruleIndex };
    const recipients =
      rule.notificationType === NOTIFICATION_TYPE.Custom
        ? customRuleHolds(rule, facts, context)
          ? ruleRecipients(rule, facts.after ?? facts.before)
          : []
        : commentRecipients(rule, facts, context);
    for (const recipient of withGroupMembers(recipients, context.membersOf)) candidates.push({ recipient, reason });
  });
  const editor = context.loginOf(facts.editorId)?.toLowerCase() ?? `#${facts.editorId}`;
  const seen = new Set<string>();
  return candidates.filter(({ recipient, reason }) => {
    const login = keyOf(recipient, context.loginOf);
    const key = `${login}|${reason.kind === 'rule' ? reason.ruleIndex : 'assigned'}`;
    if (login === editor || seen.has(key) || context.hasUnsubscribed(login, reason)) return false;
    seen.add(key);
    return true;
  });
}
