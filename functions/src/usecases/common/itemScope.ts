import type { SourceList } from '@listboard/shared';
import type { ListSchema } from '../../ports/listHost';
import type { Session } from '../../context/session';
import { type OpenBoard, listSchemaOf, openBoard, sourceListOf } from './boardAccess';

/**
 * What a request about the items of one list of a board works in: who calls, the board they may view,
 * the board's source list and that list's schema. Opened once per request and handed on whole, so
 * the card mapper, the live publisher and the change recorder get the same four things without a
 * caller passing them one by one (docs/architecture.md, "The walls of the use cases").
 */
export interface ItemScope {
  session: Session;
  board: OpenBoard;
  source: SourceList;
  list: ListSchema;
}

/** The scope of a list of a board already open: 404 when the list is not on the board or no longer exists. */
export async function scopeOfList(session: Session, board: OpenBoard, listId: string): Promise<ItemScope> {
  const source = sourceListOf(board.config, listId);
  return { session, board, source, list: await listSchemaOf(session, source) };
}

/** Opens the board (the caller may view it) and the list of its items a request is about. */
export async function openItemScope(session: Session, boardId: string, listId: string): Promise<ItemScope> {
  return scopeOfList(session, await openBoard(session, boardId), listId);
}
