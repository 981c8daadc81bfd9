import { type MessageTag, NOTIFICATION_TYPE, type NotificationType, type RuleKind } from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';

export const NOTIFICATION_TYPES: readonly { type: NotificationType; label: MessageKey }[] = [
  { type: NOTIFICATION_TYPE.Custom, label: 'rules_type_custom' },
  { type: NOTIFICATION_TYPE.NewCommentAllCommentators, label: 'rules_type_all_commentators' },
  { type: NOTIFICATION_TYPE.NewCommentAssingedTo, label: 'rules_type_assigned_to' },
  { type: NOTIFICATION_TYPE.NewCommentCreatedBy, label: 'rules_type_created_by' },
  { type: NOTIFICATION_TYPE.NewCommentMention, label: 'rules_type_mention' },
];

export const TAG_DESCRIPTIONS: Readonly<Record<MessageTag, MessageKey>> = {
  '{RecipientName}': 'rules_tag_recipient_name',
  '{Editor}': 'rules_tag_editor',
  '{TaskLink}': 'rules_tag_task_link',
  '{BoardLink}': 'rules_tag_board_link',
  '{CommentValue}': 'rules_tag_comment_value',
  '{ChangedValues}': 'rules_tag_changed_values',
};

const RULES_PATH: Readonly<Record<RuleKind, string>> = {
  notification: 'notificationsDefinition.rules',
  reminder: 'remindersDefinition.rules',
};

/** Where a rule is in the configuration: problems are reported under this path. */
export const rulePath = (kind: RuleKind, index: number) => `${RULES_PATH[kind]}.${index}`;
