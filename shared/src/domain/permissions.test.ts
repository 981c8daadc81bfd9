import { describe, expect, it } from 'vitest';
import { boardPermissionSchema } from '../api/board';
import { canEditBoardSettings, canEditItem, canViewBoard, effectivePermission } from './permissions';

const ann = { login: 'ann@contoso.com', groups: ['Designers'] };

describe('board permissions', () => {
  it('uses the default level', () => {
    expect(effectivePermission(ann, boardPermissionSchema.parse({}))).toBe(1);
  });
  it('lets owners, tenant admins and task owners edit', () => {
    expect(effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 0, boardOwners: [{ login: 'ANN@contoso.com' }] }))).toBe(2);
    expect(effectivePermission({ ...ann, isTenantAdmin: true }, boardPermissionSchema.parse({ defaultUserPermission: 0 }))).toBe(2);
    expect(effectivePermission(ann, boardPermissionSchema.parse({ tasksOwners: [{ login: 'designers', isGroup: true }] }))).toBe(2);
  });
  it('denies the no-access list and grants view on a no-access board', () => {
    expect(effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 2, boardNoAccess: [{ login: 'ann@contoso.com' }] }))).toBe(0);
    expect(effectivePermission(ann, boardPermissionSchema.parse({ defaultUserPermission: 0, boardAccess: [{ login: 'ann@contoso.com' }] }))).toBe(1);
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
