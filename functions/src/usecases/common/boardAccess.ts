import {
  type BoardConfig,
  type Field,
  type Permission,
  type SourceList,
  PERMISSION,
  boardIdSchema,
  canEditBoardSettings,
  canViewBoard,
  effectivePermission,
} from '@listboard/shared';
import { gone, notAllowed, notFound } from '../errors';
import type { ItemQuery, ListItemRecord, ListSchema } from '../../ports/listHost';
import type { Session } from '../../context/session';
import { commonDepsOf } from './deps';

export interface OpenBoard {
  config: BoardConfig;
  etag: string;
  level: Permission;
  canEditSettings: boolean;
}

/** The refusal of a board in the trash bin: gone until someone restores it. */
export const inTrash = (config: BoardConfig) => gone('board_in_trash', `The board ${config.name} is in the trash bin.`);

/** Loads a board of the session's tenant that the user may view. */
export async function openBoard(session: Session, boardId: string): Promise<OpenBoard> {
  if (!boardIdSchema.safeParse(boardId).success) throw notFound('board_not_found', `There is no board ${boardId}.`);
  const stored = await commonDepsOf(session).boards.get(session.tenant, boardId);
  if (!stored) throw notFound('board_not_found', `There is no board ${boardId}.`);
  const level = effectivePermission(session.requester, stored.config.permission);
  if (!canViewBoard(level)) throw notAllowed('access_denied', 'You do not have access to this board.');
  if (stored.trashed) throw inTrash(stored.config);
  return {
    config: stored.config,
    etag: stored.etag,
    level,
    canEditSettings: canEditBoardSettings(session.requester, stored.config.permission),
  };
}

/** The board's source list an item belongs to, or 404 when the list is not on the board. */
export function sourceListOf(board: BoardConfig, listId: string): SourceList {
  const list = board.source.lists.find((l) => l.listID.toLowerCase() === listId.toLowerCase());
  if (!list) throw notFound('list_not_on_board', `The list ${listId} is not a source of this board.`);
  return list;
}

/** The schema of a source list, or 404 when the list no longer exists. */
export async function listSchemaOf(session: Session, source: SourceList): Promise<ListSchema> {
  const list = await session.lists.getList(source.url, source.listID);
  if (!list) throw notFound('list_not_found', `The list ${source.name} no longer exists.`);
  return list;
}

/** The fields of a board's lists as one set: a name shared by several lists is the first list's field. */
export function mergedFields(lists: readonly ListSchema[]): Field[] {
  const fields = new Map<string, Field>();
  for (const field of lists.flatMap((l) => l.fields)) if (!fields.has(field.internalName)) fields.set(field.internalName, field);
  return [...fields.values()];
}

/** Whether the board lets the user add cards (Edit or EditOnlyOwn, and the board offers adding). */
export function mayAddItems(board: OpenBoard): boolean {
  return (board.level === PERMISSION.Edit || board.level === PERMISSION.EditOnlyOwn) && board.config.allowCreateNewItem;
}

/** Refuses a new item in a list the user may not add to, on the board or in the list itself. */
export async function assertMayAddTo(session: Session, board: OpenBoard, source: SourceList): Promise<void> {
  if (!board.config.allowCreateNewItem) throw notAllowed('adding_cards_off', 'This board does not let anyone add cards.');
  if (!mayAddItems(board)) throw notAllowed('access_denied', 'You may not add cards to this board.');
  const rights = await session.lists.getListRights(source.url, source.listID, session.user.login);
  if (!rights.add) throw notAllowed('access_denied', `You may not add items to ${source.name}.`);
}

/** Authorship or assignment: what EditOnlyOwn needs to change a card. */
export function ownsItem(session: Session, board: OpenBoard, record: ListItemRecord): boolean {
  const userIds = board.config.userField ? ((record.values[board.config.userField] as number[] | null) ?? []) : [];
  return record.authorId === session.user.id || userIds.includes(session.user.id);
}

/** The parent an item is linked to on a board with subtasks, if any. */
export function parentIdOf(board: OpenBoard, record: ListItemRecord): number | null {
  const parentField = board.config.useSubtasks ? board.config.parentlookup : null;
  const ids = parentField ? record.values[parentField] : null;
  return Array.isArray(ids) && ids.length > 0 ? Number(ids[0]) : null;
}

/** The query of a board's cards: with includeFolder off, only the items at its lists' roots (docs/sharepoint.md#folders). */
export function boardItemQuery(config: Pick<BoardConfig, 'includeFolder'>, query: ItemQuery = {}): ItemQuery {
  return config.includeFolder ? query : { ...query, rootFolderOnly: true };
}
