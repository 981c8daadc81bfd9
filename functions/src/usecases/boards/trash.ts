import {
  type SelectedBoardsResponse,
  type TrashedBoard,
  canEditBoardSettings,
  canViewBoard,
  effectivePermission,
  removedAfter,
} from '@listboard/shared';
import type { Session } from '../../context/session';
import type { StoredBoard } from '../../ports/boardStore';
import { ConcurrencyError } from '../../ports/listHost';
import { UseCaseError, conflict, notFound, stale } from '../errors';
import { publishBoardChanged } from '../common/livePublisher';
import { boardToManage } from './boardConfig';
import { viewableBoards } from './viewableBoards';
import { type BoardsDeps, boardsDepsOf } from './deps';

const CHANGED_MEANWHILE = 'Someone else changed this board just now. Look at the trash bin again and repeat what you did.';

/** A conditional write of the trash state: the board as it was read, or 412 when someone changed it meanwhile. */
async function conditionally<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConcurrencyError) throw stale('stale_configuration', CHANGED_MEANWHILE);
    throw error;
  }
}

/**
 * POST /api/boards/moveToTrash/{id} (docs/boards-home.md#the-trash-bin): the board leaves every list and its open pages are told;
 * its configuration and everything kept for it stay, so a restore brings it back as it was. Needs the
 * edit-settings right; a board already in the trash bin stays as it is.
 */
export async function moveToTrash(session: Session, boardId: string): Promise<void> {
  const stored = await boardToManage(session, boardId);
  if (stored.trashed) return;
  const by = { login: session.user.login, name: session.user.name };
  await conditionally(() =>
    boardsDepsOf(session).boards.setTrashed(session.tenant, boardId, { at: new Date().toISOString(), by }, stored.etag),
  );
  publishBoardChanged(session, boardId);
}

/** A board in the trash bin whose settings the user may change: 409 for a board in use. */
async function trashedToManage(session: Session, boardId: string): Promise<StoredBoard> {
  const stored = await boardToManage(session, boardId);
  if (!stored.trashed) throw conflict('board_not_in_trash', `The board ${stored.config.name} is not in the trash bin.`);
  return stored;
}

/** POST /api/boards/restoreFromTrash/{id}: the board is back in every list, exactly as it was; a board in use stays as it is. */
export async function restoreFromTrash(session: Session, boardId: string): Promise<void> {
  const stored = await boardToManage(session, boardId);
  if (!stored.trashed) return;
  await conditionally(() => boardsDepsOf(session).boards.setTrashed(session.tenant, boardId, null, stored.etag));
  publishBoardChanged(session, boardId);
}

/**
 * Deletes what Listboard kept for a board that is being removed, then the board itself. Each step can
 * run again: a removal cut short is finished by the retention timer. The lists and items are never touched.
 */
export async function finishRemoval(deps: BoardsDeps, tenant: string, boardId: string): Promise<void> {
  const kept = [
    deps.filters,
    deps.watchers,
    deps.pendingChanges,
    deps.unsubscribes,
    deps.reminderCursors,
    deps.preferences,
    deps.deliveries,
    deps.columnLocks,
    deps.presence,
    deps.realtime,
  ];
  await Promise.all(kept.map((store) => store.removeBoard(tenant, boardId)));
  await deps.boards.delete(tenant, boardId);
}

/**
 * DELETE /api/boards/board/{id}: removes a board in the trash bin for good (its configuration, private
 * filters, watchers, notification state, delivery ledger, column leases and presence). The board is first marked as being removed, on its ETag,
 * so a restore at the same moment either wins or finds it gone.
 */
export async function removeForGood(session: Session, boardId: string): Promise<void> {
  const stored = await trashedToManage(session, boardId);
  await conditionally(() => boardsDepsOf(session).boards.markRemoving(session.tenant, boardId, stored.etag));
  await finishRemoval(boardsDepsOf(session), session.tenant, boardId);
}

/**
 * The selection's boards, each by the single action: a board the person may not view is not theirs to
 * select and counts as not found; every other refusal is reported with its reason, and the rest is done.
 */
async function eachSelected(
  session: Session,
  boardIds: readonly string[],
  action: (boardId: string) => Promise<void>,
): Promise<SelectedBoardsResponse> {
  const outcomes = await Promise.all(
    boardIds.map(async (boardId) => {
      try {
        await action(boardId);
        return { boardID: boardId, refusal: null };
      } catch (error) {
        if (!(error instanceof UseCaseError)) throw error;
        const hidden = error.code === 'access_denied' && !(await mayView(session, boardId));
        return { boardID: boardId, refusal: hidden ? notFound('board_not_found', `There is no board ${boardId}.`) : error };
      }
    }),
  );
  return {
    done: outcomes.filter((outcome) => !outcome.refusal).map((outcome) => outcome.boardID),
    refused: outcomes.flatMap(({ boardID, refusal }) => (refusal ? [{ boardID, code: refusal.code, message: refusal.message }] : [])),
  };
}

async function mayView(session: Session, boardId: string): Promise<boolean> {
  const stored = await boardsDepsOf(session).boards.get(session.tenant, boardId);
  return Boolean(stored && canViewBoard(effectivePermission(session.requester, stored.config.permission)));
}

/** POST /api/boards/restoreSelected. */
export const restoreSelected = (session: Session, boardIds: readonly string[]) =>
  eachSelected(session, boardIds, (boardId) => restoreFromTrash(session, boardId));

/** DELETE /api/boards/removeSelected. */
export const removeSelected = (session: Session, boardIds: readonly string[]) =>
  eachSelected(session, boardIds, (boardId) => removeForGood(session, boardId));

/** GET /api/boards/trashBin: the tenant's boards in the trash bin that the user may view, the latest first. */
export async function trashBin(session: Session): Promise<TrashedBoard[]> {
  const retentionDays = boardsDepsOf(session).settings.trashRetentionDays;
  return (await viewableBoards(session, true))
    .map(({ stored: { config, trashed }, facts }) => {
      const { at, by } = trashed as NonNullable<StoredBoard['trashed']>;
      return {
        ...facts,
        trashedAt: at,
        trashedBy: by,
        removedAfter: removedAfter(at, retentionDays),
        canRestore: canEditBoardSettings(session.requester, config.permission),
      };
    })
    .sort((a, b) => b.trashedAt.localeCompare(a.trashedAt));
}
