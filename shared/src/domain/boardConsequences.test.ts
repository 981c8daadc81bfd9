import { describe, expect, it } from 'vitest';
import { boardPermissionSchema } from '../api/board';
import { notificationsDefinitionSchema } from '../api/notifications';
import { NOTIFICATION_TYPE, PERMISSION } from '../api/values';
import { boardConsequences, consequenceSentenceKeys } from './boardConsequences';
import { withTeamEditing, withTeamMail } from './boardConfig/teamChanges';
import { withCommentRules } from './boardConfig/notificationRules';

const adele = { login: 'adele@contoso.test', name: 'Adele Vance', isGroup: false };

function settings(overrides: { permission?: object; notificationsDefinition?: object } = {}) {
  return {
    permission: boardPermissionSchema.parse(overrides.permission ?? {}),
    notificationsDefinition: notificationsDefinitionSchema.parse(overrides.notificationsDefinition ?? {}),
  };
}

describe('boardConsequences', () => {
  it("says a board with the spec's defaults is viewed by everyone, changed by its owners and sends no mail", () => {
    const consequences = boardConsequences(settings({ notificationsDefinition: withCommentRules({ assignNotify: false, rules: [] }) }));
    expect(consequences).toEqual({ view: 'everyone', edit: 'owners', mail: 'nobody', changes: ['letTeamEdit', 'turnOnMail'] });
    expect(consequenceSentenceKeys(consequences)).toEqual({
      sentence: 'board_consequences_sentence',
      view: 'board_consequences_view_everyone',
      edit: 'board_consequences_edit_owners',
      mail: 'board_consequences_mail_nobody',
    });
  });

  it('offers no change once the team edits and gets mail', () => {
    const consequences = boardConsequences(
      settings({ permission: { defaultUserPermission: PERMISSION.Edit }, notificationsDefinition: { assignNotify: true } }),
    );
    expect(consequences).toEqual({ view: 'everyone', edit: 'everyone', mail: 'assignees', changes: [] });
  });

  it('names the people the owners listed on a closed board', () => {
    const consequences = boardConsequences(settings({ permission: { defaultUserPermission: PERMISSION.NoAccess, tasksOwners: [adele] } }));
    expect(consequences.view).toBe('named');
    expect(consequences.edit).toBe('named');
    expect(boardConsequences(settings({ permission: { defaultUserPermission: PERMISSION.NoAccess } })).view).toBe('owners');
    expect(boardConsequences(settings({ permission: { defaultUserPermission: PERMISSION.EditOnlyOwn } })).edit).toBe('ownCards');
  });

  it('counts enabled rules as mail, with or without assignment mail', () => {
    const rule = { name: 'Done', message: '<p>Done</p>', users: [adele] };
    expect(boardConsequences(settings({ notificationsDefinition: { rules: [rule] } })).mail).toBe('rules');
    expect(boardConsequences(settings({ notificationsDefinition: { assignNotify: true, rules: [rule] } })).mail).toBe('assigneesAndRules');
    expect(boardConsequences(settings({ notificationsDefinition: { rules: [{ ...rule, isDisabled: true }] } })).mail).toBe('nobody');
  });
});

describe('the one-click changes', () => {
  it('lets the team edit without touching the named lists', () => {
    const { permission } = settings({ permission: { boardOwners: [adele] } });
    expect(withTeamEditing(permission)).toEqual({ ...permission, defaultUserPermission: PERMISSION.Edit });
  });

  it('turns on assignment mail and the comment mail to assignees and mentioned people, keeping the owners’ rules', () => {
    const own = { name: 'Done', message: '<p>Done</p>', users: [adele], isDisabled: true };
    const { notificationsDefinition } = settings({ notificationsDefinition: { rules: [own] } });
    const turnedOn = withTeamMail(notificationsDefinition);
    expect(turnedOn.assignNotify).toBe(true);
    const enabled = turnedOn.rules
      .filter((rule) => !rule.isDisabled)
      .map((rule) => rule.notificationType)
      .sort((a, b) => a - b);
    expect(enabled).toEqual([NOTIFICATION_TYPE.NewCommentAssingedTo, NOTIFICATION_TYPE.NewCommentMention]);
    expect(turnedOn.rules.find((rule) => rule.name === 'Done')?.isDisabled).toBe(true);
    expect(boardConsequences({ permission: withTeamEditing(settings().permission), notificationsDefinition: turnedOn }).changes).toEqual(
      [],
    );
  });
});
