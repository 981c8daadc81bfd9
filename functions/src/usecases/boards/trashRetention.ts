import { isPastRetention, errorText } from '@listboard/shared';
import { ConcurrencyError } from '../../ports/listHost';
import type { Services } from '../../ports/services';
import { finishRemoval } from './trash';

/**
 * One run of the trash bin's retention timer (docs/boards-home.md#the-trash-bin): every board in the trash bin longer than the
 * retention period (LISTBOARD_TRASH_RETENTION_DAYS, 93 days) is removed for good, and a removal that
 * was cut short is finished. A board restored or changed meanwhile keeps its new state (the mark is
 * conditional on its ETag); a board that fails is logged and tried again on the next run.
 */
export async function sweepTrash(services: Services, now = new Date()): Promise<void> {
  for await (const { tenant, board, removing } of services.boards.everyBoard()) {
    const boardId = board.config.id;
    const expired = board.trashed !== null && isPastRetention(board.trashed.at, now, services.settings.trashRetentionDays);
    if (!removing && !expired) continue;
    try {
      if (!removing) await services.boards.markRemoving(tenant, boardId, board.etag);
      await finishRemoval(services, tenant, boardId);
    } catch (error) {
      if (error instanceof ConcurrencyError) continue;
      services.log(`The trash bin's retention could not remove board ${boardId} this run: ${errorText(error)}`);
    }
  }
}
