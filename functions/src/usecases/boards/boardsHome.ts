import {
  type BoardFilterInfo,
  type BoardSummary,
  type BoardsSearchQuery,
  type BoardsViewType,
  type FavoriteRequest,
  type FilterRule,
  type PageInfo,
  type filterBoardsInfoRequestSchema,
  type HomeFilter,
  canEditBoardSettings,
  effectivePermission,
  remainingDays,
  errorText,
} from '@listboard/shared';
import type { z } from 'zod';
import type { Session } from '../../context/session';
import type { StoredBoard } from '../../ports/boardStore';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import { isCopying } from '../common/dataTransferState';
import { toUser } from '../auth/index';
import { type OpenBoard, openBoard } from '../common/boardAccess';
import { idsOf } from '../common/cardMapper';
import { filteredEntries, loadBoardData } from '../kanban/index';
import { listBoards, viewableBoards } from './viewableBoards';
import { rolesOf, standingOf } from '../license/index';
import { boardsDepsOf } from './deps';

/**
 * GET /api/boards/pageInfo: what the page needs of the person before it shows anything. Opening Listboard
 * gives the person a seat while the licence has one (auto-assignment); the page info itself refuses nobody,
 * so that the page can say why the boards are closed to them.
 */
export async function pageInfo(session: Session, now = new Date()): Promise<PageInfo> {
  const { tenant, user } = session;
  const [preferences, locale, standing] = await Promise.all([
    boardsDepsOf(session).preferences.visit(tenant, user.login),
    boardsDepsOf(session).languages.languageOf(tenant, user.login),
    standingOf(session, now),
  ]);
  const roles = rolesOf(session, standing.stored);
  return {
    locale,
    filters: preferences.filters,
    isFirstLoad: preferences.isFirstLoad,
    currentUser: toUser(user),
    defaultUserPermission: standing.stored.defaultUserPermission,
    license: {
      // Every tenant has one from its first use on: the trial that standingOf created if it had none.
      hasLicense: true,
      licenseStatus: standing.status,
      remainingDays: remainingDays(standing.terms.expirationDate, now),
      hasSeat: standing.hasSeat,
      edition: standing.terms.edition,
      isRunning: isCopying(session.placement),
    },
    liveDemo: standing.stored.licenseKey === null,
    ...roles,
    avatarSource: standing.stored.avatarSource,
    boardsView: { viewType: preferences.viewType },
  };
}

export async function setBoardsViewType(session: Session, viewType: BoardsViewType): Promise<void> {
  await boardsDepsOf(session).preferences.setViewType(session.tenant, session.user.login, viewType);
}

export async function saveHomeFilters(session: Session, filters: FilterRule[]): Promise<void> {
  await boardsDepsOf(session).preferences.setHomeFilters(session.tenant, session.user.login, filters);
}

/** POST /api/boards/favorite: a person stars only a board they may view; taking a star away always works. */
export async function setFavorite(session: Session, request: FavoriteRequest): Promise<void> {
  if (request.isFavorite) await openBoard(session, request.boardID);
  await boardsDepsOf(session).preferences.setFavorite(session.tenant, session.user.login, request.boardID, request.isFavorite);
}

const matches = (text: string, key: string) => text.toLowerCase().includes(key);

/** GET /api/boards/search: the boards list narrowed to a name or description holding the text, optionally to one owner's boards. */
export async function searchBoards(session: Session, query: BoardsSearchQuery): Promise<BoardSummary[]> {
  const key = query.searchKey.toLowerCase();
  const owner = query.login?.toLowerCase();
  return listBoards(
    session,
    (board) =>
      (matches(board.name, key) || matches(board.description, key)) &&
      (!owner || board.owners.some((o) => o.login.toLowerCase() === owner)),
  );
}

/** How many boards' cards are read at once: enough to hide each read's latency, few enough to spare the host. */
const BOARDS_AT_ONCE = 8;

/**
 * POST /api/boards/filterBoardsInfo: for every board in use the person may view, whether the search text
 * is in its name or description and whether any of its cards passes the filter. A board whose cards
 * cannot be read says why instead of failing the rest.
 */
export async function filterBoardsInfo(
  session: Session,
  request: z.infer<typeof filterBoardsInfoRequestSchema>,
): Promise<BoardFilterInfo[]> {
  const key = request.searchKey.trim().toLowerCase();
  const boards = await viewableBoards(session, false);
  const filtering = request.filter.activeFilters.length > 0 || request.filter.users.length > 0;
  const infos: BoardFilterInfo[] = new Array(boards.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < boards.length; i = next++) {
      const { stored } = boards[i];
      const { name, description } = stored.config;
      const result = filtering
        ? await cardsMatch(session, openedBoard(session, stored), request.filter)
        : { matching: true, errorMessage: null };
      infos[i] = {
        boardId: stored.config.id,
        isNameMatching: key !== '' && matches(name, key),
        isDescriptionMatching: key !== '' && matches(description, key),
        ...result,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(BOARDS_AT_ONCE, boards.length) }, worker));
  return infos;
}

function openedBoard(session: Session, stored: StoredBoard): OpenBoard {
  const { config, etag } = stored;
  return {
    config,
    etag,
    level: effectivePermission(session.requester, config.permission),
    canEditSettings: canEditBoardSettings(session.requester, config.permission),
  };
}

/** Whether a card of the board passes the filter rules and, when people are named, is assigned to one of them. */
async function cardsMatch(
  session: Session,
  board: OpenBoard,
  filter: HomeFilter,
): Promise<Pick<BoardFilterInfo, 'matching' | 'errorMessage'>> {
  try {
    const data = await loadBoardData(session, board, { cards: false });
    const entries = await filteredEntries(session, data, filter.activeFilters);
    if (filter.users.length === 0) return { matching: entries.length > 0, errorMessage: null };
    const logins = new Set(filter.users.map((login) => login.toLowerCase()));
    const ids = new Set(data.users.filter((u) => logins.has(u.login.toLowerCase())).map((u) => u.id));
    const field = board.config.userField;
    return { matching: field !== null && entries.some((e) => idsOf(e.record.values[field]).some((id) => ids.has(id))), errorMessage: null };
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    boardsDepsOf(session).log(`Boards home: the cards of board ${board.config.id} could not be filtered: ${errorText(error)}`);
    return { matching: false, errorMessage: errorText(error) };
  }
}
