import type { BoardPermission } from '../api/board';
import type { NotificationsDefinition, RemindersDefinition } from '../api/notifications';
import { PERMISSION } from '../api/values';

/*
 * What a board's permissions and mail settings mean for the people around it, said in one plain sentence
 * (docs/board-page.md, "The owner's first look"): a new board is View only for colleagues and sends no mail,
 * as the spec's defaults say, and a newcomer should not have to find that out by being asked why.
 */

/** Who may open the board besides its owners. */
export type ViewReach = 'everyone' | 'named' | 'owners';
/** Who may change its cards. */
export type EditReach = 'everyone' | 'ownCards' | 'named' | 'owners';
/** Who gets mail about it. */
export type MailReach = 'nobody' | 'assignees' | 'rules' | 'assigneesAndRules';
/** The one-click changes beside the sentence, offered only where they change something. */
export type ConsequenceChange = 'letTeamEdit' | 'turnOnMail';

export interface BoardConsequences {
  view: ViewReach;
  edit: EditReach;
  mail: MailReach;
  changes: ConsequenceChange[];
}

/** The message keys of the sentence; the page fills `board_consequences_sentence` with the three clauses. */
export interface ConsequenceSentenceKeys {
  sentence: 'board_consequences_sentence';
  view: `board_consequences_view_${ViewReach}`;
  edit: `board_consequences_edit_${EditReach}`;
  mail: `board_consequences_mail_${MailReach}`;
}

export interface BoardSettingsForConsequences {
  permission: BoardPermission;
  notificationsDefinition: NotificationsDefinition;
  remindersDefinition?: RemindersDefinition;
}

function viewReach(permission: BoardPermission): ViewReach {
  if (permission.defaultUserPermission !== PERMISSION.NoAccess) return 'everyone';
  return permission.boardAccess.length > 0 || permission.tasksOwners.length > 0 ? 'named' : 'owners';
}

function editReach(permission: BoardPermission): EditReach {
  if (permission.defaultUserPermission === PERMISSION.Edit) return 'everyone';
  if (permission.defaultUserPermission === PERMISSION.EditOnlyOwn) return 'ownCards';
  return permission.tasksOwners.length > 0 ? 'named' : 'owners';
}

function mailReach(settings: BoardSettingsForConsequences): MailReach {
  const byRules = [...settings.notificationsDefinition.rules, ...(settings.remindersDefinition?.rules ?? [])].some(
    (rule) => !rule.isDisabled,
  );
  const byAssignment = settings.notificationsDefinition.assignNotify;
  if (byAssignment) return byRules ? 'assigneesAndRules' : 'assignees';
  return byRules ? 'rules' : 'nobody';
}

/** Who can view, who can change cards and who gets mail, with the changes that would widen each. */
export function boardConsequences(settings: BoardSettingsForConsequences): BoardConsequences {
  const view = viewReach(settings.permission);
  const edit = editReach(settings.permission);
  const mail = mailReach(settings);
  const changes: ConsequenceChange[] = [];
  if (edit !== 'everyone') changes.push('letTeamEdit');
  if (mail === 'nobody') changes.push('turnOnMail');
  return { view, edit, mail, changes };
}

export function consequenceSentenceKeys(consequences: BoardConsequences): ConsequenceSentenceKeys {
  return {
    sentence: 'board_consequences_sentence',
    view: `board_consequences_view_${consequences.view}`,
    edit: `board_consequences_edit_${consequences.edit}`,
    mail: `board_consequences_mail_${consequences.mail}`,
  };
}
