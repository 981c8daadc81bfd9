import type { BoardResponse } from '@listboard/shared';
import type { MessageKey, Translate } from '../../../i18n/i18n';
import { appLocale } from '../../../i18n/locale';
import type { RefusedCard } from './selectionMove';

/** Why a card was left as it was, in the page's words where it has them, else the server's. */
function reasonOf(refused: RefusedCard, board: Pick<BoardResponse, 'columnDefinitions'>, columnValue: string | null, t: Translate): string {
  const column = board.columnDefinitions.find((definition) => definition.value === columnValue);
  if (refused.code === 'wip_limit' && column) return t('wip_limit_refused', { column: column.name, limit: column.wipLimit ?? 0 });
  if (refused.code === 'stale_item') return t('selection_refused_stale');
  if (refused.code === 'person_wip_limit' && refused.details) return t('api_error_person_wip_limit', refused.details);
  return refused.message;
}

/** What a selection's action that left some cards as they were did, for the cards it did and those it left. */
export interface SelectionOutcome {
  done: number;
  refused: readonly RefusedCard[];
  /** The column a move went to (a full cell names it); null for other actions. */
  columnValue: string | null;
}

/**
 * What an action on a selection that left cards behind says: how many of the cards it did (`summary`: “Moved 2 of
 * 3 cards.”), then the cards left, grouped by the reason (“Fix login” and “Plan Q3”: In Progress is at its WIP limit
 * of 3). Null when it did every card.
 */
export function partialText(
  outcome: SelectionOutcome,
  summary: Extract<MessageKey, 'selection_moved_some' | 'selection_done_some'>,
  board: Pick<BoardResponse, 'columnDefinitions'>,
  t: Translate,
): string | null {
  if (outcome.refused.length === 0) return null;
  const titles = new Intl.ListFormat(appLocale, { type: 'conjunction' });
  const byReason = new Map<string, string[]>();
  for (const refused of outcome.refused) {
    const reason = reasonOf(refused, board, outcome.columnValue, t);
    byReason.set(reason, [...(byReason.get(reason) ?? []), `“${refused.item.name}”`]);
  }
  const count = outcome.done + outcome.refused.length;
  const reasons = [...byReason].map(([reason, names]) => t('selection_refused_cards', { titles: titles.format(names), reason }));
  return [t(summary, { moved: outcome.done, done: outcome.done, count }), ...reasons].join(' ');
}
