import { PERMISSION, type Permission } from '../../api/common';
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
