import { type BoardConfig, type ColumnDefinition, ORDER_FIELD, hasWipLimit } from '@listboard/shared';
import { conflict } from '../errors';
import { ColumnBusyError } from '../../ports/columnLocks';
import type { Session } from '../../context/session';
import { placementDepsOf } from './deps';

/**
 * Whether putting a card into `column` has a rule that reads the column first: its WIP limit, or a
 * place among ordered cards. Only such writes take the column's lock; others need not wait.
 */
export function needsColumnLock(board: BoardConfig, column: ColumnDefinition, ordered: boolean): boolean {
  return hasWipLimit({ limit: column.wipLimit, isActiveWipLimit: column.isActiveWipLimit }) || (ordered && board.allowSorting);
}

/** Whether values name an order of their own (quick add at the top of a cell, a save naming one). */
export function namesOrder(values: Record<string, unknown>): values is Record<string, unknown> & { [ORDER_FIELD]: number } {
  return typeof values[ORDER_FIELD] === 'number';
}

/**
 * Runs `work` while this caller alone holds `key` of the board (a column's value, or another rule's key):
 * a holder that waits too long is refused as column_busy.
 */
export async function holdingBoardKey<T>(session: Session, boardId: string, key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await placementDepsOf(session).columnLocks.hold(boardId, key, work);
  } catch (error) {
    if (error instanceof ColumnBusyError) throw conflict('column_busy', error.message);
    throw error;
  }
}

/**
 * Runs the check-then-write of a card entering a column while holding that column, so that two such
 * writes cannot both pass a check (WIP, a free order) that only one of them may pass.
 */
export function holdingColumn<T>(
  session: Session,
  board: BoardConfig,
  column: ColumnDefinition,
  locked: boolean,
  work: () => Promise<T>,
): Promise<T> {
  return locked ? holdingBoardKey(session, board.id, column.value, work) : work();
}
