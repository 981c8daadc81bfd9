import { type Permission } from '../../api/common';
import { PERMISSION } from '../../api/values';
import type { BoardPermission, Principal } from '../../api/board';

/** The explicit lists that refine the default permission (board owners are a separate matter). */
export type PermissionListName = 'boardAccess' | 'boardNoAccess' | 'tasksOwners';

const PERMISSION_LISTS: readonly PermissionListName[] = ['boardAccess', 'boardNoAccess', 'tasksOwners'];

/**
 * The lists that can change someone's level under a default, the same reading as
 * effectivePermission: granting view only helps on a NoAccess board, denying only where the
 * default lets people in, and task ownership only where the default does not already edit.
 */
export function relevantPermissionLists(defaultPermission: Permission): PermissionListName[] {
  const lists: PermissionListName[] = [defaultPermission === PERMISSION.NoAccess ? 'boardAccess' : 'boardNoAccess'];
  if (defaultPermission !== PERMISSION.Edit) lists.push('tasksOwners');
  return lists;
}

/** Changes the default and clears the lists it makes meaningless, so no stale entry resurfaces later. */
export function withDefaultPermission(permission: BoardPermission, newDefault: Permission): BoardPermission {
  const relevant = new Set(relevantPermissionLists(newDefault));
  const next: BoardPermission = { ...permission, defaultUserPermission: newDefault };
  for (const list of PERMISSION_LISTS) {
    if (!relevant.has(list)) next[list] = [];
  }
  return next;
}

function principalKey(principal: Principal): string {
  return `${principal.isGroup ? 'group' : 'user'}:${principal.login.trim().toLowerCase()}`;
}

/** Users and groups that sit in more than one of the lists relevant to the default, each once. */
export function overlappingPrincipals(permission: BoardPermission): Principal[] {
  const listsOf = new Map<string, { principal: Principal; lists: Set<PermissionListName> }>();
  for (const list of relevantPermissionLists(permission.defaultUserPermission)) {
    for (const principal of permission[list]) {
      const key = principalKey(principal);
      const entry = listsOf.get(key) ?? { principal, lists: new Set<PermissionListName>() };
      entry.lists.add(list);
      listsOf.set(key, entry);
    }
  }
  return [...listsOf.values()].filter((entry) => entry.lists.size > 1).map((entry) => entry.principal);
}

/**
 * The admin panel's rules for a board's permission (spec 3 section 5): at least one board admin, and a
 * user or group listed once: not twice among the owners, nor in two of the lists the default makes
 * meaningful. An owner may also own the board's tasks, as the creator of every new board does (spec 2
 * section 9).
 */
export function adminPanelPermissionProblems(
  permission: BoardPermission,
): { section: 'permission'; key: string; message: string; path: string }[] {
  const problems: { section: 'permission'; key: string; message: string; path: string }[] = [];
  if (permission.boardOwners.length === 0) {
    problems.push({
      section: 'permission',
      key: 'boardsAdminErrors',
      message: 'A board needs at least one board admin.',
      path: 'permission.boardOwners',
    });
  }
  const ownerKeys = permission.boardOwners.map(principalKey);
  const twiceOwners = permission.boardOwners.filter((owner, index) => ownerKeys.indexOf(principalKey(owner)) !== index);
  const twice = [...twiceOwners, ...overlappingPrincipals(permission)];
  if (twice.length > 0) {
    const names = [...new Set(twice.map((principal) => principal.name || principal.login))].join(', ');
    problems.push({
      section: 'permission',
      key: 'permissionsErrors',
      message: `Each user or group may appear only once in the permission lists: ${names}.`,
      path: 'permission',
    });
  }
  return problems;
}
