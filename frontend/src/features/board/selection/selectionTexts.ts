import type { BoardResponse } from '@listboard/shared';
import type { Translate } from '../../../i18n/i18n';
import { appLocale } from '../../../i18n/locale';
import type { RefusedCard, SelectionMoveResult } from './selectionMove';

/** Why a card was not moved, in the page's words where it has them, else the server's. */
function reasonOf(refused: RefusedCard, board: Pick<BoardResponse, 'columnDefinitions'>, columnValue: string, t: Translate): string {
  const column = board.columnDefinitions.find((definition) => definition.value === columnValue);
  if (refused.code === 'wip_limit' && column) return t('wip_limit_refused', { column: column.name, limit: column.wipLimit ?? 0 });
  if (refused.code === 'stale_item') return t('selection_refused_stale');
  return refused.message;
}

/**
 * What a selection's move that left cards behind says: how many of the cards moved, then the cards not moved,
 * grouped by the reason (“Fix login”, “Plan Q3”: the column In Progress is at its WIP limit of 3). Null when every
 * card moved.
 */
export function partialMoveText(result: SelectionMoveResult, board: Pick<BoardResponse, 'columnDefinitions'>, t: Translate): string | null {
  if (result.refused.length === 0) return null;
  const titles = new Intl.ListFormat(appLocale, { type: 'conjunction' });
  const byReason = new Map<string, string[]>();
  for (const refused of result.refused) {
    const reason = reasonOf(refused, board, result.columnValue, t);
    byReason.set(reason, [...(byReason.get(reason) ?? []), `“${refused.item.name}”`]);
  }
  const count = result.moved.length + result.refused.length;
  const reasons = [...byReason].map(([reason, names]) => t('selection_refused_cards', { titles: titles.format(names), reason }));
  return [t('selection_moved_some', { moved: result.moved.length, count }), ...reasons].join(' ');
}
