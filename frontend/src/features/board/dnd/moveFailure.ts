import type { BoardResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import type { Translate } from '../../../i18n/i18n';

/**
 * What a refused move says: a move into a cell another person filled meanwhile names the column and its limit as
 * the page does; any other refusal says the server's words. `warning` marks the first kind.
 */
export function moveFailureText(error: unknown, board: Pick<BoardResponse, 'columnDefinitions'>, columnValue: string, t: Translate) {
  const column = board.columnDefinitions.find((definition) => definition.value === columnValue);
  if (error instanceof ApiError && error.code === 'wip_limit' && column)
    return { warning: true, text: t('wip_limit_refused', { column: column.name, limit: column.wipLimit ?? 0 }) };
  return { warning: false, text: error instanceof Error && error.message ? error.message : t('error_unexpected') };
}
