import { type FilterRule, MAX_STORED_DOCUMENT_CHARS, type SavePrivateFiltersRequest, storedLength } from '@listboard/shared';
import { UseCaseError } from '../errors';
import { openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';
import { filtersDepsOf } from './deps';

/** GET /api/filters/my/{boardID}: the user's private filters of a board they may view. */
export async function getMyFilters(session: Session, boardId: string): Promise<FilterRule[]> {
  const board = await openBoard(session, boardId);
  return filtersDepsOf(session).filters.get(session.tenant, board.config.id, session.user.login);
}

/** GET /api/filters/all/{boardID}: the board's public filters followed by the user's private ones. */
export async function getAllFilters(session: Session, boardId: string): Promise<FilterRule[]> {
  const board = await openBoard(session, boardId);
  const mine = await filtersDepsOf(session).filters.get(session.tenant, board.config.id, session.user.login);
  return [...board.config.filters.map((filter) => ({ ...filter, isPrivate: false })), ...mine];
}

/** POST /api/filters/my: replaces the user's private filters of the board; anyone who may view it may keep their own. */
export async function saveMyFilters(session: Session, request: SavePrivateFiltersRequest): Promise<FilterRule[]> {
  const board = await openBoard(session, request.boardID);
  const filters = request.filters.map((filter) => ({ ...filter, isPrivate: true }));
  const size = storedLength(filters);
  if (size > MAX_STORED_DOCUMENT_CHARS) {
    throw new UseCaseError(
      'document_too_large',
      `Your private filters take ${size} characters as stored (a non-ASCII character counts as 6); at most ${MAX_STORED_DOCUMENT_CHARS} can be saved.`,
    );
  }
  await filtersDepsOf(session).filters.set(session.tenant, board.config.id, session.user.login, filters);
  return filters;
}
