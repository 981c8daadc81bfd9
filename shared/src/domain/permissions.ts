import { type Permission } from '../api/common';
import { PERMISSION } from '../api/values';
import type { BoardRole } from '../api/auth';
import type { BoardPermission, Principal } from '../api/board';

/** Who is asking: the login and the groups the host reports for the user. */
export interface Requester {
  login: string;
  groups?: readonly string[];
  isTenantAdmin?: boolean;
  /** The sign-in token says the person administers the organisation's directory (Entra's wids). */
  isDirectoryAdmin?: boolean;
}

/** Whether the requester is one of the principals, by login or through one of their groups. */
export function isListed(requester: Requester, principals: readonly Principal[]): boolean {
  const login = requester.login.toLowerCase();
  const groups = new Set((requester.groups ?? []).map((g) => g.toLowerCase()));
  return principals.some((p) => (p.isGroup ? groups.has(p.login.toLowerCase()) : p.login.toLowerCase() === login));
}

export function isBoardOwner(requester: Requester, permission: BoardPermission): boolean {
  return isListed(requester, permission.boardOwners);
}

export function canEditBoardSettings(requester: Requester, permission: BoardPermission): boolean {
  return Boolean(requester.isTenantAdmin) || permission.everyBodyCanEditSetting || isBoardOwner(requester, permission);
}

/**
 * The requester's level on a board. Owners and tenant admins edit; the explicit lists apply
 * only where the default makes them meaningful (the wizard clears the others): boardNoAccess
 * denies, tasksOwners may edit every task, boardAccess grants viewing on a NoAccess board.
 */
export function effectivePermission(requester: Requester, permission: BoardPermission): Permission {
  if (requester.isTenantAdmin || isBoardOwner(requester, permission)) return PERMISSION.Edit;
  const fallback = permission.defaultUserPermission;
  if (fallback !== PERMISSION.NoAccess && isListed(requester, permission.boardNoAccess)) return PERMISSION.NoAccess;
  if (fallback !== PERMISSION.Edit && isListed(requester, permission.tasksOwners)) return PERMISSION.Edit;
  if (fallback === PERMISSION.NoAccess && isListed(requester, permission.boardAccess)) return PERMISSION.ViewOnly;
  return fallback;
}

export function canViewBoard(level: Permission): boolean {
  return level !== PERMISSION.NoAccess;
}

/** Whether a level lets the requester change an item; EditOnlyOwn needs authorship or assignment. */
export function canEditItem(level: Permission, ownsItem: boolean): boolean {
  if (level === PERMISSION.Edit) return true;
  return level === PERMISSION.EditOnlyOwn && ownsItem;
}

export interface BoardRights {
  level: Permission;
  canView: boolean;
  /** Any card, whoever owns it. */
  canEditItems: boolean;
  /** Only the cards the requester authored or is assigned to (see canEditItem). */
  canEditOwnItemsOnly: boolean;
  canEditSettings: boolean;
}

/** Everything a requester may do on a board, in one answer for the server and the page. */
export function boardRights(requester: Requester, permission: BoardPermission): BoardRights {
  const level = effectivePermission(requester, permission);
  return {
    level,
    canView: canViewBoard(level),
    canEditItems: canEditItem(level, false),
    canEditOwnItemsOnly: level === PERMISSION.EditOnlyOwn,
    canEditSettings: canEditBoardSettings(requester, permission),
  };
}

/** The requester's role on a board as the sign-in page names it: its owners first, then by level. */
export function boardRole(requester: Requester, permission: BoardPermission): BoardRole {
  if (isBoardOwner(requester, permission)) return 'owner';
  const level = effectivePermission(requester, permission);
  if (level === PERMISSION.Edit) return 'editor';
  if (level === PERMISSION.EditOnlyOwn) return 'ownCardsEditor';
  return level === PERMISSION.ViewOnly ? 'viewer' : 'noAccess';
}

/** A board runs on lists it may have to create, so creating one needs the right to create lists. */
export function canCreateBoard(user: { canCreateLists?: boolean }): boolean {
  return user.canCreateLists === true;
}

/**
 * Charts have their own visibleFor list (spec 3 section 6): empty means everyone who may view the board;
 * the board's owners and tenant admins, who set it, always see them.
 */
export function canViewCharts(requester: Requester, permission: BoardPermission, visibleFor: readonly Principal[]): boolean {
  if (!canViewBoard(effectivePermission(requester, permission))) return false;
  return (
    visibleFor.length === 0 || Boolean(requester.isTenantAdmin) || isBoardOwner(requester, permission) || isListed(requester, visibleFor)
  );
}
