import {
  type BoardResponse, type BoardSummary, type Field, canViewBoard, effectivePermission,
} from '@listboard/shared';
import { listSchemaOf, openBoard } from './boardAccess';
import type { Session } from './session';

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

/** GET /api/board: the configuration, the lists' fields and what the user may do. */
export async function getBoard(session: Session, boardId: string): Promise<BoardResponse> {
  const board = await openBoard(session, boardId);
  const lists = await Promise.all(board.config.source.lists.map((s) => listSchemaOf(session, s)));
  const fields = new Map<string, Field>();
  for (const field of lists.flatMap((l) => l.fields)) if (!fields.has(field.internalName)) fields.set(field.internalName, field);
  return {
    ...board.config,
    fields: [...fields.values()],
    userPermission: board.level,
    canEditSettings: board.canEditSettings,
    canViewCharts: chartsVisibleTo(session, board.config.charts),
  };
}
