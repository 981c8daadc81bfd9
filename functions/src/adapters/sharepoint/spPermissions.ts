import type { ListRights } from '../../ports/listHost';

/**
 * SharePoint's effective permissions on a list (`EffectiveBasePermissions`, or
 * `getusereffectivepermissions`): a 64-bit mask in two 32-bit halves, sent as strings or numbers.
 */
export interface BasePermissions {
  High: string | number;
  Low: string | number;
}

/** SP.PermissionKind values the board needs; kind k is bit k-1 of the mask. FullMask (65) means everything. */
export const PERMISSION_KIND = {
  ViewListItems: 1,
  AddListItems: 2,
  EditListItems: 3,
  DeleteListItems: 4,
  ManageLists: 12,
  FullMask: 65,
} as const;

/** Whether the mask grants a permission kind, as SP.BasePermissions.has does. */
export function hasPermission(mask: BasePermissions, kind: number): boolean {
  const high = Number(mask.High) >>> 0;
  const low = Number(mask.Low) >>> 0;
  if (kind === PERMISSION_KIND.FullMask) return high === 0x7fffffff && low === 0xffffffff;
  const bit = kind - 1;
  if (bit < 0 || bit >= 64) return false;
  const half = bit < 32 ? low : high;
  const flag = (1 << (bit % 32)) >>> 0;
  return (half & flag) >>> 0 === flag;
}

/** The board's rights on a list: view its items, add items, manage the list (add columns, change choices). */
export function listRightsOf(mask: BasePermissions): ListRights {
  return {
    view: hasPermission(mask, PERMISSION_KIND.ViewListItems),
    add: hasPermission(mask, PERMISSION_KIND.AddListItems),
    manage: hasPermission(mask, PERMISSION_KIND.ManageLists),
  };
}
