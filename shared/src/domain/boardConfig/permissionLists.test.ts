import { describe, expect, it } from 'vitest';
import { boardPermissionSchema } from '../../api/board';
import { type Permission } from '../../api/common';
import { PERMISSION } from '../../api/values';
import { adminPanelPermissionProblems, overlappingPrincipals, relevantPermissionLists, withDefaultPermission } from './permissionLists';

const ann = { login: 'ann@contoso.com', isGroup: false };
const designers = { login: 'Designers', isGroup: true };
const everyList = boardPermissionSchema.parse({
  defaultUserPermission: 1,
  boardAccess: [ann],
  boardNoAccess: [designers],
  tasksOwners: [{ login: 'bob@contoso.com' }],
  boardOwners: [ann],
});

describe('relevantPermissionLists', () => {
  it.each<[Permission, string[]]>([
    [0, ['boardAccess', 'tasksOwners']],
    [1, ['boardNoAccess', 'tasksOwners']],
    [2, ['boardNoAccess']],
    [3, ['boardNoAccess', 'tasksOwners']],
  ])('default %i uses %j', (level, lists) => {
    expect(relevantPermissionLists(level)).toEqual(lists);
  });
});

describe('withDefaultPermission', () => {
  it('clears the lists the new default ignores and keeps the owners', () => {
    expect(withDefaultPermission(everyList, 0)).toMatchObject({
      defaultUserPermission: 0,
      boardAccess: [ann],
      boardNoAccess: [],
      tasksOwners: everyList.tasksOwners,
      boardOwners: [ann],
    });
    expect(withDefaultPermission(everyList, 1)).toMatchObject({
      boardAccess: [],
      boardNoAccess: [designers],
      tasksOwners: everyList.tasksOwners,
    });
    expect(withDefaultPermission(everyList, 2)).toMatchObject({ boardAccess: [], boardNoAccess: [designers], tasksOwners: [] });
    expect(withDefaultPermission(everyList, 3)).toMatchObject({ defaultUserPermission: 3, boardAccess: [] });
  });
  it('leaves the input untouched', () => {
    withDefaultPermission(everyList, 2);
    expect(everyList.tasksOwners).toHaveLength(1);
  });
});

describe('overlappingPrincipals', () => {
  const permission = (input: Record<string, unknown>) => boardPermissionSchema.parse(input);

  it('finds a user in two relevant lists, case-insensitively, once', () => {
    const overlap = overlappingPrincipals(
      permission({
        defaultUserPermission: 1,
        boardNoAccess: [ann, ann],
        tasksOwners: [{ login: 'ANN@contoso.com' }],
      }),
    );
    expect(overlap).toEqual([ann]);
  });
  it('tells a group from a user of the same name', () => {
    expect(
      overlappingPrincipals(
        permission({
          defaultUserPermission: 3,
          boardNoAccess: [designers],
          tasksOwners: [{ login: 'designers', isGroup: false }],
        }),
      ),
    ).toEqual([]);
    expect(
      overlappingPrincipals(
        permission({
          defaultUserPermission: 3,
          boardNoAccess: [designers],
          tasksOwners: [{ login: 'DESIGNERS', isGroup: true }],
        }),
      ),
    ).toEqual([designers]);
  });
  it('ignores lists the default makes irrelevant and the board owners', () => {
    expect(overlappingPrincipals(permission({ defaultUserPermission: 1, boardAccess: [ann], boardNoAccess: [ann] }))).toEqual([]);
    expect(overlappingPrincipals(permission({ defaultUserPermission: 2, boardNoAccess: [ann], tasksOwners: [ann] }))).toEqual([]);
    expect(overlappingPrincipals(permission({ defaultUserPermission: 1, boardOwners: [ann], tasksOwners: [ann] }))).toEqual([]);
    expect(overlappingPrincipals(permission({ defaultUserPermission: 0, boardAccess: [ann], tasksOwners: [ann] }))).toEqual([ann]);
  });
});

describe('the admin panel rules (spec 3 section 5)', () => {
  const megan = { login: 'megan@contoso.test', isGroup: false };
  const base = {
    defaultUserPermission: PERMISSION.ViewOnly,
    boardAccess: [],
    boardNoAccess: [],
    tasksOwners: [megan],
    boardOwners: [megan],
    everyBodyCanEditSetting: false,
  };

  it('needs a board admin, even when everybody edits the settings', () => {
    expect(adminPanelPermissionProblems({ ...base, boardOwners: [], everyBodyCanEditSetting: true }).map((p) => p.key)).toEqual([
      'boardsAdminErrors',
    ]);
  });

  it('lets an owner own the tasks too, but lists nobody twice', () => {
    expect(adminPanelPermissionProblems(base)).toEqual([]);
    expect(
      adminPanelPermissionProblems({ ...base, boardOwners: [megan, { ...megan, login: 'MEGAN@contoso.test' }] }).map((p) => p.key),
    ).toEqual(['permissionsErrors']);
    expect(adminPanelPermissionProblems({ ...base, boardNoAccess: [megan] }).map((p) => p.key)).toEqual(['permissionsErrors']);
  });
});
