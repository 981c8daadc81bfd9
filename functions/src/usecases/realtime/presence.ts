import {
  PERMISSION,
  PRESENCE_TTL_MS,
  type PresenceLeaveQuery,
  type PresenceReport,
  type PresenceResponse,
  type PresentPage,
} from '@listboard/shared';
import type { PresenceEntry, RosterChange } from '../../ports/presence';
import { openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';
import { realtimeDepsOf } from './deps';

const pageOf =
  (now: number) =>
  ({ seenAt, ...page }: PresenceEntry): PresentPage => ({ ...page, expiresInMs: Math.max(0, seenAt + PRESENCE_TTL_MS - now) });

/** The pages in a stable order (by person, then page), so that every page lists them alike. */
function pagesOf(entries: readonly PresenceEntry[], now: number): PresentPage[] {
  return [...entries].sort((a, b) => a.name.localeCompare(b.name) || a.clientId.localeCompare(b.clientId)).map(pageOf(now));
}

/** Tells the board's pages who is here when a page came, left, or opened or closed a card's dialog. */
function announceIfChanged(
  session: Session,
  boardId: string,
  change: RosterChange,
  after: PresenceEntry | null,
  now: number,
): PresenceResponse {
  const pages = pagesOf(change.present, now);
  const { before } = change;
  const changed = before === null || after === null ? before !== after : before.card !== after.card || before.editing !== after.editing;
  if (changed) realtimeDepsOf(session).realtime.announce(boardId, { type: 'presenceChanged', boardID: boardId, timestamp: now, pages });
  return { pages };
}

/**
 * POST /api/realtime/presence: the page has the board open (and a card's dialog); answers who else has it. Only
 * someone who may edit the board's cards is counted as editing one.
 */
export async function reportPresence(session: Session, report: PresenceReport): Promise<PresenceResponse> {
  const board = await openBoard(session, report.boardID);
  const now = Date.now();
  const mayEdit = board.level === PERMISSION.Edit || board.level === PERMISSION.EditOnlyOwn;
  const { user } = session;
  const entry: PresenceEntry = {
    clientId: report.clientId,
    userId: user.id,
    name: user.name,
    login: user.login,
    card: report.card,
    editing: report.card !== null && report.editing && mayEdit,
    seenAt: now,
  };
  const change = await realtimeDepsOf(session).presence.report(board.config.id, entry, PRESENCE_TTL_MS);
  return announceIfChanged(session, board.config.id, change, entry, now);
}

/** DELETE /api/realtime/presence: the page left the board. */
export async function leavePresence(session: Session, query: PresenceLeaveQuery): Promise<PresenceResponse> {
  const board = await openBoard(session, query.boardID);
  const now = Date.now();
  const change = await realtimeDepsOf(session).presence.leave(board.config.id, session.user.login, query.clientId, now, PRESENCE_TTL_MS);
  return announceIfChanged(session, board.config.id, change, null, now);
}
