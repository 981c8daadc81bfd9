import { useMemo } from 'react';
import type { BoardResponse, Item, ItemInfo, ItemValuesResponse, TasksResponse } from '@listboard/shared';
import { boardCard, siteOf } from '../../api/boardItems';
import type { ItemPlace } from '../../api/itemEndpoints';
import { useTask } from '../../api/queries';
import type { ItemRoute } from './itemRoute';
import { useItemValues } from './itemQueries';

export interface ItemSource {
  /** Empty when neither the board nor the page names the item's site. */
  siteURL: string;
  /** The place of the item the route opens (itemID 0 for a new item or a copy). */
  place: ItemPlace;
  /** The opened item (fresh, else the board's copy). */
  item: Item | undefined;
  /** The values the form starts from: the item's, or for a copy the original's. */
  values: ItemValuesResponse | undefined;
  /** A new subtask's parent. */
  parent: Item | undefined;
  isLoading: boolean;
  error: Error | null;
  refetchValues: () => Promise<unknown>;
}

/** Loads what the dialog shows for its route; opening an item by URL is retried (spec 1 section 9). */
export function useItemSource(
  boardId: string,
  board: BoardResponse,
  tasks: TasksResponse | undefined,
  listID: string,
  route: ItemRoute,
  search: string,
): ItemSource {
  const siteURL = siteOf(board, listID, search);
  const itemId = route.kind === 'existing' ? route.itemId : 0;
  // The card fetched: the opened item, or a new subtask's parent (for its name).
  const cardId = route.kind === 'existing' ? route.itemId : route.kind === 'new' ? (route.parentId ?? 0) : 0;
  // The values the form starts from: the opened item's, or a copy's original's.
  const valuesId = route.kind === 'existing' ? route.itemId : route.kind === 'copy' ? route.sourceId : 0;
  const info = useMemo<ItemInfo | null>(
    () => (siteURL && cardId > 0 ? { siteURL, listID, itemID: cardId } : null),
    [siteURL, listID, cardId],
  );
  const card = useTask(boardId, listID, String(cardId), info);
  const valuesPlace = useMemo<ItemPlace | null>(
    () => (siteURL && valuesId > 0 ? { boardID: boardId, siteURL, listID, itemID: valuesId } : null),
    [boardId, siteURL, listID, valuesId],
  );
  const values = useItemValues(valuesPlace);
  const shownCard = card.data ?? boardCard(tasks, listID, cardId);

  // A new subtask waits for its parent's name; an opened item shows the board's copy until its fresh one arrives.
  const waitsForCard = cardId > 0 && !shownCard;
  const waitsForValues = valuesId > 0;
  const error = (waitsForValues ? values.error : null) ?? (waitsForCard ? card.error : null);
  return {
    siteURL,
    place: { boardID: boardId, siteURL, listID, itemID: itemId },
    item: route.kind === 'existing' ? shownCard : undefined,
    values: values.data,
    parent: route.kind === 'new' ? shownCard : undefined,
    isLoading: Boolean(siteURL) && ((waitsForValues && values.isPending) || (waitsForCard && card.isPending)),
    error,
    refetchValues: values.refetch,
  };
}
