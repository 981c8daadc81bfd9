import {
  type BoardConfig,
  type BoardResponse,
  type BoardSummary,
  type SourceList,
  canEditBoardSettings,
  canViewBoard,
  canViewCharts,
  effectivePermission,
  isBoardOwner,
  errorText,
} from '@listboard/shared';
import { type OpenBoard, listSchemaOf, mayAddItems, mergedFields, openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import { principalNamer } from '../common/principalNames';
import type { StoredBoard } from '../../ports/boardStore';
import { boardsDepsOf } from './deps';

/** What every list of boards shows of a board: its name, site and owners (named as the site's users are). */
type BoardFacts = Pick<BoardSummary, 'id' | 'name' | 'description' | 'siteUrl' | 'owners'>;

/**
 * The tenant's stored boards the user may view, those in the trash bin or those in use, each with the
 * facts every list of boards shows.
 */
export async function viewableBoards(session: Session, inTrash: boolean): Promise<{ stored: StoredBoard; facts: BoardFacts }[]> {
  const [boards, users] = await Promise.all([
    boardsDepsOf(session).boards.list(session.tenant),
    session.lists.getSiteUsers(session.siteUrl),
  ]);
  const nameOf = principalNamer(users);
  const viewable = boards.filter(
    (b) => (b.trashed !== null) === inTrash && canViewBoard(effectivePermission(session.requester, b.config.permission)),
  );
  const listed = await Promise.all(viewable.map((b) => listedFor(session, b.config)));
  return viewable
    .filter((_, index) => listed[index])
    .map((stored) => {
      const { config } = stored;
      const owners = config.permission.boardOwners.map((p) => ({ login: p.login, name: nameOf(p) ?? p.login }));
      return {
        stored,
        facts: {
          id: config.id,
          name: config.name,
          description: config.description,
          siteUrl: config.source.lists[0]?.url ?? session.siteUrl,
          owners,
        },
      };
    });
}

/**
 * A board over a private site (`isSitePrivate`) is listed only to people who may read all its lists: the others do
 * not learn it exists (docs/boards-home.md#boards-over-a-private-site). Any other board is listed to everyone it lets
 * view it.
 */
async function listedFor(session: Session, config: BoardConfig): Promise<boolean> {
  if (!config.isSitePrivate) return true;
  try {
    const rights = await Promise.all(
      config.source.lists.map((list) => session.lists.getListRights(list.url, list.listID, session.user.login)),
    );
    return rights.every((right) => right.view);
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    // A list that cannot be read (removed, a site that refuses the caller) keeps the board unlisted too.
    return false;
  }
}

/** GET /api/boards (and, narrowed by `shown`, the search): the tenant's boards in use that the user may view, with their owners, how many cards they hold and whether the user starred them. */
export async function listBoards(session: Session, shown: (facts: BoardFacts) => boolean = () => true): Promise<BoardSummary[]> {
  const [all, favorites] = await Promise.all([
    viewableBoards(session, false),
    boardsDepsOf(session).preferences.favorites(session.tenant, session.user.login),
  ]);
  // Narrowed before the cards are counted: a search counts only the boards it answers.
  const boards = all.filter(({ facts }) => shown(facts));
  const summaries = await Promise.all(
    boards.map(async ({ stored: { config }, facts }) => ({
      ...facts,
      ...(await cardCountOf(session, config.source.lists)),
      canEditSettings: canEditBoardSettings(session.requester, config.permission),
      isFavorite: favorites.has(config.id),
    })),
  );
  return summaries.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The items of a board's lists; a list that cannot be read (removed, no rights) makes the count unknown
 * and says why on the board's tile, rather than failing the list of boards.
 */
async function cardCountOf(session: Session, lists: readonly SourceList[]): Promise<Pick<BoardSummary, 'cardCount' | 'errorMessage'>> {
  try {
    const counts = await Promise.all(lists.map((list) => session.lists.countItems(list.url, list.listID)));
    return { cardCount: counts.reduce((sum, count) => sum + count, 0), errorMessage: null };
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    boardsDepsOf(session).log(`Board list: could not count the cards of ${lists.map((l) => l.listID).join(', ')}: ${String(error)}`);
    return { cardCount: null, errorMessage: errorText(error) };
  }
}

/** Spec 1 section 6: the list-level flags of the signed-in user, the list's own rights narrowed by the board's. */
async function withRights(session: Session, board: OpenBoard, source: SourceList): Promise<SourceList> {
  const rights = await session.lists.getListRights(source.url, source.listID, session.user.login);
  return {
    ...source,
    allowView: rights.view,
    allowAdd: rights.add && mayAddItems(board),
    allowManage: rights.manage,
    allowManageViews: rights.manage && session.lists.savesViews,
    hasFolders: session.lists.keepsFolders,
  };
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
    canViewCharts: canViewCharts(session.requester, board.config.permission, board.config.charts.visibleFor),
    configEtag: board.etag,
    showOwnerNote:
      isBoardOwner(session.requester, board.config.permission) &&
      !(await boardsDepsOf(session).preferences.hasDismissedBoardNote(session.tenant, session.user.login, boardId)),
  };
}

/** POST /api/boards/dismissOwnerNote/{id}: the owner's note on who the board reaches stays away for this person. */
export async function dismissOwnerNote(session: Session, boardId: string): Promise<void> {
  await openBoard(session, boardId);
  await boardsDepsOf(session).preferences.dismissBoardNote(session.tenant, session.user.login, boardId);
}
