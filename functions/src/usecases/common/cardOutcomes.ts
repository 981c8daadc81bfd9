import type { CardOutcome, ItemInfo } from '@listboard/shared';
import { UseCaseError, stale } from '../errors';
import { ConcurrencyError } from '../../ports/listHost';

/**
 * A card of a selection refused, with the code and message a request about that card alone would get. Anything
 * that is not a refusal (an outage) is thrown on: the request fails as a whole, as any request would.
 */
export function refusalOf(card: Pick<ItemInfo, 'listID' | 'itemID'>, error: unknown): CardOutcome {
  if (error instanceof ConcurrencyError) error = stale('stale_item', 'This card was changed by someone else since you loaded it.');
  if (!(error instanceof UseCaseError)) throw error;
  const refused: CardOutcome = { outcome: 'refused', listID: card.listID, itemID: card.itemID, code: error.code, message: error.message };
  return error.details ? { ...refused, details: error.details } : refused;
}
