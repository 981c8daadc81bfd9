import {
  type BoardConfig,
  type BoardResponse,
  type ConfigProblem,
  type EditSettingPermissionResponse,
  type Field,
  type SaveBoardResponse,
  type SourceList,
  MAX_STORED_DOCUMENT_CHARS,
  QUICK_BOARD_LIST_FIELDS,
  boardConfigSchema,
  storedLength,
  withCommentRules,
  canEditBoardSettings,
  ensureSystemStyleRules,
  newBoardConfig,
  priorityFieldOf,
  validateBoardConfig,
} from '@listboard/shared';
import { UseCaseError, notAllowed, notFound, stale } from '../errors';
import { BoardTooLargeError, type StoredBoard } from '../../ports/boardStore';
import { ConcurrencyError, type ListSchema } from '../../ports/listHost';
import { inTrash, listSchemaOf, mergedFields, openBoard } from '../common/boardAccess';
import { getBoard } from './viewableBoards';
import { publishBoardChanged } from '../common/livePublisher';
import { planListChanges } from './listChangesOnSave';
import type { Session } from '../../context/session';
import { activeLicense } from '../license/index';
import { keepDigestCurrent } from '../common/keptVersions';
import { createListWithFreeTitle } from '../common/listsWithFreeTitles';
import { boardsDepsOf } from './deps';

/** A configuration the rules refuse: 400 with every problem, keyed by the spec's message keys. */
export function invalidConfiguration(problems: ConfigProblem[]): UseCaseError {
  return new UseCaseError(
    'invalid_configuration',
    problems.map((p) => p.message).join(' '),
    problems.map((p) => ({ field: p.path ?? p.section, key: p.key, message: p.message })),
  );
}

/** Spec 2 section 6: creating a board needs the user's canCreateLists (site admins on the built-in store). */
export function assertMayCreateBoards(session: Session): void {
  if (!session.user.isSiteAdmin) throw notAllowed('access_denied', 'You may not create boards on this site.');
}

/** The schemas of the board's lists; every list must exist and be readable. */
export async function readableSourceLists(session: Session, lists: readonly SourceList[]): Promise<ListSchema[]> {
  const schemas = [];
  for (const source of lists) {
    const list = await listSchemaOf(session, source);
    const rights = await session.lists.getListRights(source.url, source.listID, session.user.login);
    if (!rights.view) throw notAllowed('access_denied', `You may not read the list ${list.title}.`);
    schemas.push(list);
  }
  return schemas;
}

/** The fields of the board's lists (first list wins on a shared name). */
export async function sourceFields(session: Session, lists: readonly SourceList[]): Promise<Field[]> {
  return mergedFields(await readableSourceLists(session, lists));
}

/**
 * The configuration's lists' fields, once the rules accept the configuration over them; then the
 * new-board fields it names, its new labels and its new columns' choices are added to the lists (see planListChanges).
 */
async function checkedFields(session: Session, config: BoardConfig): Promise<Field[]> {
  // Refused before the lists change: a configuration too large to store must leave nothing behind.
  const size = storedLength(config);
  if (size > MAX_STORED_DOCUMENT_CHARS) throw new BoardTooLargeError(size, MAX_STORED_DOCUMENT_CHARS);
  const listed = await sourceFields(session, config.source.lists);
  const plan = await planListChanges(session, config);
  const fields = plan.withChanges(listed);
  const problems = validateBoardConfig(config, fields);
  if (problems.length > 0) throw invalidConfiguration(problems);
  await plan.apply();
  return fields;
}

/** A stored board whose settings the user may change: 404 when there is none, 403 without the edit-settings right. */
export async function boardToManage(session: Session, boardId: string): Promise<StoredBoard> {
  const stored = await boardsDepsOf(session).boards.get(session.tenant, boardId);
  if (!stored) throw notFound('board_not_found', `There is no board ${boardId}.`);
  if (!canEditBoardSettings(session.requester, stored.config.permission)) {
    throw notAllowed('access_denied', 'You may not change the settings of this board.');
  }
  return stored;
}

/** A board in use whose settings the user may change; one in the trash bin is 410 until it is restored. */
export async function boardForSettings(session: Session, boardId: string): Promise<StoredBoard> {
  const stored = await boardToManage(session, boardId);
  if (stored.trashed) throw inTrash(stored.config);
  return stored;
}

const STALE_CONFIGURATION = 'Someone else saved the settings of this board after you opened them. Reload them and make your changes again.';

/**
 * POST /api/boards/board: an empty id creates the board (needs canCreateLists; the four system style
 * rules are added when it has none), any other id replaces that board's configuration (needs the
 * edit-settings right). `ifMatch` is the version the person edited (the page always sends it): a
 * save over a newer one is refused rather than erasing it. Without If-Match (or with `*`) an API
 * client asks for an unconditional replace, as SharePoint's `IF-MATCH: *` does. The lists' new
 * fields are added before the conditional save, so a save that loses a race in between leaves them:
 * additions only, which the next save needs anyway. Pages showing the board hear boardChanged and
 * reload it.
 */
export async function saveBoardConfig(session: Session, received: BoardConfig, ifMatch: string | null = null): Promise<SaveBoardResponse> {
  const boards = boardsDepsOf(session).boards;
  // Spec 2 section 9: the comment notification rules are always there, disabled unless someone turned them on.
  const config = { ...received, notificationsDefinition: withCommentRules(received.notificationsDefinition) };
  if (!config.id) {
    assertMayCreateBoards(session);
    const fields = await checkedFields(session, config);
    const styles =
      config.styles.length > 0
        ? config.styles
        : ensureSystemStyleRules([], { ...config, priorityField: priorityFieldOf(fields)?.internalName ?? null });
    const created = await boards.create(session.tenant, { ...config, styles });
    keepDigestsOf(session, created.config);
    return { id: created.config.id, cardSize: created.config.cardSize, configEtag: created.etag };
  }
  const stored = await boardForSettings(session, config.id);
  const expected = ifMatch && ifMatch.trim() !== '*' ? ifMatch.trim() : stored.etag;
  if (expected !== stored.etag) throw stale('stale_configuration', STALE_CONFIGURATION);
  await checkedFields(session, config);
  let saved: StoredBoard;
  try {
    saved = await boards.save(session.tenant, config, expected);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw stale('stale_configuration', STALE_CONFIGURATION);
    throw error;
  }
  publishBoardChanged(session, saved.config.id);
  keepDigestsOf(session, saved.config);
  return { id: saved.config.id, cardSize: saved.config.cardSize, configEtag: saved.etag };
}

/** A board made or saved over lists, existing ones maybe with a long past: their digests are built now, not by the first charts request. */
function keepDigestsOf(session: Session, config: BoardConfig): void {
  for (const source of config.source.lists) keepDigestCurrent(session, source);
}

/** GET /api/boards/getBoardEditSettingPermission/{id}: whether the user may open the board's configuration. */
export async function editSettingPermission(session: Session, boardId: string): Promise<EditSettingPermissionResponse> {
  const board = await openBoard(session, boardId);
  return { canEditSettings: board.canEditSettings };
}

/**
 * POST /api/boards/new: quick creation by name. A new list of the board's name gets a title, a status, an
 * assignee and the new-board fields, and the board the new-board defaults over it, with the tenant's
 * default user permission (the admin panel's).
 */
export async function quickCreateBoard(session: Session, name: string): Promise<BoardResponse> {
  assertMayCreateBoards(session);
  const list = await createListWithFreeTitle(session, session.siteUrl, name, { fields: [...QUICK_BOARD_LIST_FIELDS], versioning: true });
  const source: SourceList = { url: session.siteUrl, listID: list.id, name: list.title, versioned: true, allowManage: true };
  const { stored } = await activeLicense(boardsDepsOf(session), session.tenant, new Date());
  const config = boardConfigSchema.parse(
    newBoardConfig({
      name,
      lists: [source],
      fields: list.fields,
      creatorLogin: session.user.login,
      defaultUserPermission: stored.defaultUserPermission,
    }),
  );
  const { id } = await saveBoardConfig(session, config);
  return getBoard(session, id);
}
