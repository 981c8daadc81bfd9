import { describe, expect, it } from 'vitest';
import { boardPermissionSchema, type BoardPermission } from '../api/board';
import type { Permission } from '../api/common';
import {
  type Requester,
  boardRights,
  boardRole,
  canCreateBoard,
  canEditBoardSettings,
  canViewCharts,
  canEditItem,
  canViewBoard,
  effectivePermission,
} from './permissions';

const ann = { login: 'ann@contoso.com', groups: ['Designers'] };

describe('board permissions', () => {
  it('names the role of owners, editors, own-card editors, viewers and the excluded', () => {
    const permission = boardPermissionSchema.parse({
      defaultUserPermission: 1,
      boardOwners: [{ login: 'owner@contoso.com' }],
      tasksOwners: [{ login: 'designers', isGroup: true }],
      boardNoAccess: [{ login: 'out@contoso.com' }],
    });
    expect(boardRole({ login: 'OWNER@contoso.com' }, permission)).toBe('owner');
    expect(boardRole(ann, permission)).toBe('editor');
    expect(boardRole({ login: 'bob@contoso.com' }, permission)).toBe('viewer');
    expect(boardRole({ login: 'out@contoso.com' }, permission)).toBe('noAccess');
    expect(boardRole({ login: 'bob@contoso.com' }, boardPermissionSchema.parse({ defaultUserPermission: 3 }))).toBe('ownCardsEditor');
    // A tenant admin edits every board without owning it.
    expect(boardRole({ login: 'bob@contoso.com', isTenantAdmin: true }, permission)).toBe('editor');
  });
  it('shows the charts to everyone who sees the board, or only to their visibleFor list, its owners and tenant admins', () => {
    const permission = boardPermissionSchema.parse({
      defaultUserPermission: 1,
      boardOwners: [{ login: 'owner@contoso.com' }],
      boardNoAccess: [{ login: 'out@contoso.com' }],
    });
    expect(canViewCharts(ann, permission, [])).toBe(true);
    expect(canViewCharts({ login: 'out@contoso.com' }, permission, [])).toBe(false);
    const designers = [{ login: 'designers', isGroup: true }];
    expect(canViewCharts(ann, permission, designers)).toBe(true);
    expect(canViewCharts({ login: 'bob@contoso.com' }, permission, designers)).toBe(false);
    expect(canViewCharts({ login: 'OWNER@contoso.com' }, permission, designers)).toBe(true);
    expect(canViewCharts({ login: 'bob@contoso.com', isTenantAdmin: true }, permission, designers)).toBe(true);
  });
  it('uses the default level', () => {
    expect(effectivePermission(ann, boardPermissionSchema.parse({}))).toBe(1);
  });
  it('lets owners, tenant admins and task owners edit', () => {
    expect(
      effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 0, boardOwners: [{ login: 'ANN@contoso.com' }] })),
    ).toBe(2);
    expect(effectivePermission({ ...ann, isTenantAdmin: true }, boardPermissionSchema.parse({ defaultUserPermission: 0 }))).toBe(2);
    expect(effectivePermission(ann, boardPermissionSchema.parse({ tasksOwners: [{ login: 'designers', isGroup: true }] }))).toBe(2);
  });
  it('denies the no-access list and grants view on a no-access board', () => {
    expect(
      effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 2, boardNoAccess: [{ login: 'ann@contoso.com' }] })),
    ).toBe(0);
    expect(
      effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 0, boardAccess: [{ login: 'ann@contoso.com' }] })),
    ).toBe(1);
    expect(effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 0 }))).toBe(0);
  });
  it('derives view, item edit and settings rights', () => {
    expect(canViewBoard(0)).toBe(false);
    expect(canViewBoard(1)).toBe(true);
    expect(canEditItem(1, true)).toBe(false);
    expect(canEditItem(3, false)).toBe(false);
    expect(canEditItem(3, true)).toBe(true);
    expect(canEditItem(2, false)).toBe(true);
    expect(canEditBoardSettings(ann, boardPermissionSchema.parse({ everyBodyCanEditSetting: true }))).toBe(true);
    expect(canEditBoardSettings(ann, boardPermissionSchema.parse({}))).toBe(false);
  });
});

describe('boardRights', () => {
  const anonymous: Requester = { login: '' };
  const board = (input: Record<string, unknown>): BoardPermission => boardPermissionSchema.parse(input);
  const user = (login: string) => [{ login, isGroup: false }];
  const group = (login: string) => [{ login, isGroup: true }];

  it.each<[string, Requester, BoardPermission, Permission, boolean]>([
    ['anonymous, no access by default', anonymous, board({ defaultUserPermission: 0 }), 0, false],
    ['anonymous, view only by default', anonymous, board({ defaultUserPermission: 1 }), 1, false],
    ['anonymous, edit by default', anonymous, board({ defaultUserPermission: 2 }), 2, false],
    ['anonymous, edit own by default', anonymous, board({ defaultUserPermission: 3 }), 3, false],
    [
      'view granted by login on a no-access board',
      ann,
      board({ defaultUserPermission: 0, boardAccess: user('ANN@Contoso.com') }),
      1,
      false,
    ],
    ['view granted by group on a no-access board', ann, board({ defaultUserPermission: 0, boardAccess: group('DESIGNERS') }), 1, false],
    ['board access ignored on a view-only board', ann, board({ defaultUserPermission: 1, boardAccess: user('ann@contoso.com') }), 1, false],
    ['board access does not lower an edit board', ann, board({ defaultUserPermission: 2, boardAccess: user('ann@contoso.com') }), 2, false],
    ['denied by login on a view-only board', ann, board({ defaultUserPermission: 1, boardNoAccess: user('Ann@contoso.com') }), 0, false],
    ['denied by group on an edit board', ann, board({ defaultUserPermission: 2, boardNoAccess: group('designers') }), 0, false],
    ['denied on an edit-own board', ann, board({ defaultUserPermission: 3, boardNoAccess: user('ann@contoso.com') }), 0, false],
    ['task owner by login on a view-only board', ann, board({ defaultUserPermission: 1, tasksOwners: user('ANN@CONTOSO.COM') }), 2, false],
    ['task owner by group on an edit-own board', ann, board({ defaultUserPermission: 3, tasksOwners: group('Designers') }), 2, false],
    ['task owner on a no-access board', ann, board({ defaultUserPermission: 0, tasksOwners: user('ann@contoso.com') }), 2, false],
    [
      'denial wins over task ownership',
      ann,
      board({ defaultUserPermission: 1, boardNoAccess: user('ann@contoso.com'), tasksOwners: user('ann@contoso.com') }),
      0,
      false,
    ],
    [
      'a user entry does not match a group of that name',
      ann,
      board({ defaultUserPermission: 1, boardNoAccess: user('designers') }),
      1,
      false,
    ],
    [
      'a group entry does not match a user of that login',
      ann,
      board({ defaultUserPermission: 1, boardNoAccess: group('ann@contoso.com') }),
      1,
      false,
    ],
    ['someone else listed', ann, board({ defaultUserPermission: 1, boardNoAccess: user('bob@contoso.com') }), 1, false],
    ['board owner on a no-access board', ann, board({ defaultUserPermission: 0, boardOwners: user('ann@CONTOSO.com') }), 2, true],
    [
      'board owner by group, even when denied',
      ann,
      board({ defaultUserPermission: 1, boardOwners: group('designers'), boardNoAccess: user('ann@contoso.com') }),
      2,
      true,
    ],
    ['tenant admin on a no-access board', { ...ann, isTenantAdmin: true }, board({ defaultUserPermission: 0 }), 2, true],
    ['everybody edits settings of a view-only board', ann, board({ defaultUserPermission: 1, everyBodyCanEditSetting: true }), 1, true],
    [
      'everybody edits settings, anonymous included',
      anonymous,
      board({ defaultUserPermission: 3, everyBodyCanEditSetting: true }),
      3,
      true,
    ],
  ])('%s', (_case, requester, permission, level, canEditSettings) => {
    expect(boardRights(requester, permission)).toEqual({
      level,
      canView: level !== 0,
      canEditItems: level === 2,
      canEditOwnItemsOnly: level === 3,
      canEditSettings,
    });
  });

  it.each<[Permission, boolean, boolean]>([
    [0, true, false],
    [1, true, false],
    [2, false, true],
    [2, true, true],
    [3, false, false],
    [3, true, true],
  ])('level %i, owning the item %s: can edit it %s', (level, ownsItem, expected) => {
    expect(canEditItem(level, ownsItem)).toBe(expected);
  });

  it('lets only users who can create lists create boards', () => {
    expect(canCreateBoard({ canCreateLists: true })).toBe(true);
    expect(canCreateBoard({ canCreateLists: false })).toBe(false);
    expect(canCreateBoard({})).toBe(false);
  });
});
