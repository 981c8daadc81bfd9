import {
  type BoardResponse, type BoardSummary, type SourceList, canViewBoard, effectivePermission,
} from '@listboard/shared';
import { type OpenBoard, listSchemaOf, mayAddItems, mergedFields, openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';

/** GET /api/boards: the tenant's boards the user may view. */
export async function listBoards(session: Session): Promise<BoardSummary[]> {
  const boards = await session.services.boards.list(session.tenant);
  return boards
    .filter((b) => canViewBoard(effectivePermission(session.requester, b.config.permission)))
    .map((b) => ({ id: b.config.id, name: b.config.name, description: b.config.description, siteUrl: b.config.source.lists[0]?.url ?? session.siteUrl }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function chartsVisibleTo(session: Session, charts: Record<string, unknown> | undefined): boolean {
  const visibleFor = Array.isArray(charts?.visibleFor) ? (charts.visibleFor as { login?: string }[]) : [];
  return visibleFor.length === 0 || visibleFor.some((p) => p.login?.toLowerCase() === session.user.login.toLowerCase());
}

/** Spec 1 section 6: the list-level flags of the signed-in user, the list's own rights narrowed by the board's. */
async function withRights(session: Session, board: OpenBoard, source: SourceList): Promise<SourceList> {
  const rights = await session.services.listHost.getListRights(source.url, source.listID, session.user.login);
  return { ...source, allowView: rights.view, allowAdd: rights.add && mayAddItems(board), allowManage: rights.manage };
}

/** GET /api/board: the configuration, the lists' fields and what the user may do. */
export async function getBoard(session: Session, boardId: string): Promise<BoardResponse> {
  const board = await openBoard(session, boardId);
  const lists = await Promise.all(board.config.source.lists.map((s) => listSchemaOf(session, s)));
  return {
    ...board.config,
    source: { ...board.config.source, lists: await Promise.all(board.config.source.lists.map((s) => withRights(session, board, s))) },
    fields: mergedFields(lists),
    userPermission: board.level,
    canEditSettings: board.canEditSettings,
    canViewCharts: chartsVisibleTo(session, board.config.charts),
    configEtag: board.etag,
  };
}
