import type { BoardSummary } from '@listboard/shared';
import { appLocale } from '../../i18n/locale';
import type { useT } from '../../i18n/useT';

const ownerNames = new Intl.ListFormat(appLocale, { type: 'conjunction' });
const counts = new Intl.NumberFormat(appLocale);

/** The board's owners by name, joined as the page's language joins a list. */
export const ownerList = (board: BoardSummary) => ownerNames.format(board.owners.map((owner) => owner.name));
export const cardCountText = (board: BoardSummary) => (board.cardCount === null ? '' : counts.format(board.cardCount));

/** The owners line and the card count a tile and a list row both show. */
export function boardFacts(board: BoardSummary, t: ReturnType<typeof useT>): { owners: string | null; cards: string | null } {
  const names = ownerList(board);
  return {
    owners: board.owners.length === 0 ? null : t(board.owners.length === 1 ? 'boards_owner' : 'boards_owners', { names }),
    cards: board.cardCount === null ? null : board.cardCount === 1 ? t('lane_one_card') : t('lane_card_count', { count: board.cardCount }),
  };
}
