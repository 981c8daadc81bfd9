import type { ApiErrorBody, CardOutcomes, Item, SelectionAction } from '@listboard/shared';
import type { ApiClient } from './apiClient';

/** A selection's move (POST kanban/movetasks), as the page sends it when a selected card is dropped. */
export function moveSelection(
  client: ApiClient,
  boardID: string,
  cards: Item[],
  to: { column: string; lane: string },
  neighbours?: { previous?: string; next?: string },
) {
  return client.call<CardOutcomes & ApiErrorBody>('POST', 'kanban/movetasks', {
    boardID,
    columnValue: to.column,
    rowValue: to.lane,
    cards: cards.map((c) => c.info),
    neighbours,
  });
}

/** One of the selection bar's actions on every card (POST item/selection). */
export function actOnSelection(client: ApiClient, boardID: string, cards: Item[], action: SelectionAction) {
  return client.call<CardOutcomes & ApiErrorBody>('POST', 'item/selection', { boardID, cards: cards.map((c) => c.info), action });
}
