import {
  ADMIN_BOARDS_PAGE_SIZE,
  type AdminBoardRow,
  type AdminBoardsPage,
  type SaveAdminBoardPermission,
  adminBoardsQuerySchema,
  adminPanelPermissionProblems,
  type Principal,
  canViewBoard,
  effectivePermission,
  withDefaultPermission,
  errorText,
} from '@listboard/shared';
import type { z } from 'zod';
import type { Session } from '../../context/session';
import type { StoredBoard } from '../../ports/boardStore';
import { ConcurrencyError } from '../../ports/listHost';
import { notAllowed, notFound, stale } from '../errors';
import { principalNamer } from '../common/principalNames';
import { publishBoardChanged } from '../common/livePublisher';
import { invalidConfiguration } from '../boards/index';
import { ACCESS_DENIED_MESSAGE, activeLicense, rolesOf } from '../license/index';
import { adminDepsOf } from './deps';

/**
 * The admin panel is its managers' (nobody listed: see UNNAMED_MANAGERS) and the tenant admins' (spec 3 section 6); its
 * routes settle it before their input, and the use cases below take it as settled.
 */
export async function assertAdminPanelManager(session: Session): Promise<void> {
  const license = await activeLicense(adminDepsOf(session), session.tenant, new Date());
  if (!rolesOf(session, license.stored).isAdminPanelManager) throw notAllowed('access_denied', ACCESS_DENIED_MESSAGE);
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Why a board's site cannot be reached (removed, or no rights), or null. */
async function siteProblem(session: Session, siteUrl: string): Promise<string | null> {
  try {
    return (await session.lists.getWeb(siteUrl)) ? null : `The site ${siteUrl} no longer exists.`;
  } catch (error) {
    return errorText(error);
  }
}

/** What every row of a page shares: the caller's stars, and the site's users that name the owners. */
interface RowContext {
  favorites: Set<string>;
  nameOf: (principal: Principal) => string | undefined;
}

async function rowContext(session: Session): Promise<RowContext> {
  const [favorites, users] = await Promise.all([
    adminDepsOf(session).preferences.favorites(session.tenant, session.user.login),
    session.lists.getSiteUsers(session.siteUrl),
  ]);
  return { favorites, nameOf: principalNamer(users) };
}

async function rowOf(session: Session, stored: StoredBoard, { favorites, nameOf }: RowContext): Promise<AdminBoardRow> {
  const { config } = stored;
  const siteUrl = config.source.lists[0]?.url ?? session.siteUrl;
  return {
    id: config.id,
    name: config.name,
    permission: {
      defaultUserPermission: config.permission.defaultUserPermission,
      // Named as every other list of boards names them (a chip would otherwise show the sign-in name).
      boardOwners: config.permission.boardOwners.map((owner) => {
        const name = nameOf(owner);
        return name ? { ...owner, name } : owner;
      }),
      everyBodyCanEditSetting: config.permission.everyBodyCanEditSetting,
    },
    source: { siteUrl },
    isFavorite: favorites.has(config.id),
    isSitePrivate: config.isSitePrivate,
    canView: canViewBoard(effectivePermission(session.requester, config.permission)),
    inTrash: stored.trashed !== null,
    errorMessage: await siteProblem(session, siteUrl),
    etag: stored.etag,
  };
}

/** GET /api/admin/boards: every board of the tenant (in the trash bin too), by name, 25 to a page. */
export async function adminBoards(session: Session, query: z.infer<typeof adminBoardsQuerySchema>): Promise<AdminBoardsPage> {
  const { tenant } = session;
  const deps = adminDepsOf(session);
  const owner = query.owner.toLowerCase();
  const matching = (await deps.boards.list(tenant))
    .filter(
      ({ config }) =>
        contains(config.name, query.search) && (!owner || config.permission.boardOwners.some((p) => p.login.toLowerCase() === owner)),
    )
    .sort((a, b) => a.config.name.localeCompare(b.config.name) || a.config.id.localeCompare(b.config.id));
  const start = (query.page - 1) * ADMIN_BOARDS_PAGE_SIZE;
  const context = await rowContext(session);
  const boards = await Promise.all(matching.slice(start, start + ADMIN_BOARDS_PAGE_SIZE).map((stored) => rowOf(session, stored, context)));
  return { boards, total: matching.length, page: query.page, pageSize: ADMIN_BOARDS_PAGE_SIZE };
}

const STALE_PERMISSION = 'Someone else saved the settings of this board after you read them. Reload the board and save again.';

/**
 * POST /api/admin/boards/{id}/permission: the admin panel changes any board's default permission, owners
 * and everybody-can-edit-settings flag, over the configuration's etag; lists the new default makes
 * meaningless are cleared, as the wizard does. Pages showing the board hear boardChanged.
 */
export async function saveAdminBoardPermission(
  session: Session,
  boardId: string,
  request: SaveAdminBoardPermission,
): Promise<AdminBoardRow> {
  const { tenant } = session;
  const deps = adminDepsOf(session);
  const stored = await deps.boards.get(tenant, boardId);
  if (!stored) throw notFound('board_not_found', `There is no board ${boardId}.`);
  if (stored.etag !== request.etag) throw stale('stale_configuration', STALE_PERMISSION);
  const permission = {
    ...withDefaultPermission(stored.config.permission, request.defaultUserPermission),
    boardOwners: request.boardOwners,
    everyBodyCanEditSetting: request.everyBodyCanEditSetting,
  };
  const problems = adminPanelPermissionProblems(permission);
  if (problems.length > 0) throw invalidConfiguration(problems);
  let saved: StoredBoard;
  try {
    saved = await deps.boards.save(tenant, { ...stored.config, permission }, request.etag);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw stale('stale_configuration', STALE_PERMISSION);
    throw error;
  }
  publishBoardChanged(session, boardId);
  return rowOf(session, saved, await rowContext(session));
}

/** GET /api/admin/tenantAdmins: the host's site collection administrators, who may edit any board. */
export async function tenantAdmins(session: Session): Promise<{ login: string; name: string; email: string }[]> {
  const users = await session.lists.getSiteUsers(session.siteUrl);
  return users
    .filter((u) => u.isSiteAdmin)
    .map(({ login, name, email }) => ({ login, name, email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
