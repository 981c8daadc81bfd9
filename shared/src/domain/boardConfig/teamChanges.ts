import type { BoardPermission } from '../../api/board';
import type { NotificationsDefinition } from '../../api/notifications';
import { NOTIFICATION_TYPE, PERMISSION } from '../../api/values';
import { withCommentRules } from './notificationRules';

// The one-click changes the owner's note and the wizard offer beside the sentence of boardConsequences. Apart from it:
// the sentence shows on every board's start, these change a configuration, and their rules bring the contract's
// schemas along (docs/performance.md#start-up).

/** "Let the team edit": everyone who may open the board may change every card; the named lists keep their meaning. */
export function withTeamEditing(permission: BoardPermission): BoardPermission {
  return { ...permission, defaultUserPermission: PERMISSION.Edit };
}

const TEAM_COMMENT_MAIL: readonly number[] = [NOTIFICATION_TYPE.NewCommentAssingedTo, NOTIFICATION_TYPE.NewCommentMention];

/**
 * "Turn on mail": the mail a team expects without setting up rules — a person hears when a card is assigned
 * to them, when somebody comments on their card and when somebody mentions them. Rules the owners wrote stay as they are.
 */
export function withTeamMail(notifications: NotificationsDefinition): NotificationsDefinition {
  const withRules = withCommentRules(notifications);
  return {
    ...withRules,
    assignNotify: true,
    rules: withRules.rules.map((rule) =>
      rule.isSystem && TEAM_COMMENT_MAIL.includes(rule.notificationType) ? { ...rule, isDisabled: false } : rule,
    ),
  };
}
