import { useCallback, useSyncExternalStore } from 'react';
import type { ClientRect, UniqueIdentifier } from '@dnd-kit/core';
import type { SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createKeyedListeners } from '../../../api/keyedListeners';

/** How a card is shifted while another card is sorted among its cell's cards. */
export interface SortingStyle {
  transform: string | undefined;
  transition: string | undefined;
}

/**
 * The shifts of the cards of the cells a card is dragged through, by card: written by each cell's
 * sortables while a drag lasts (see CellSortables), read by the cards. A card carried from one cell to
 * another is shifted by the cell it is drawn in now, whichever cell draws first, so a cell only clears
 * the shifts it set. Listeners are kept per card, so only the cards that move re-render.
 */
export interface CardSortingStore {
  styleOf(uniqueID: string): SortingStyle | undefined;
  /** Sets the card's shift on behalf of cell `owner`; tells the card only when it changed. */
  set(uniqueID: string, style: SortingStyle, owner: string): void;
  /** Clears the card's shift if cell `owner` set it. */
  release(uniqueID: string, owner: string): void;
  subscribe(uniqueID: string, listener: () => void): () => void;
}

export function createCardSortingStore(): CardSortingStore {
  const listeners = createKeyedListeners();
  const shifts = new Map<string, { style: SortingStyle; owner: string }>();
  return {
    styleOf: (uniqueID) => shifts.get(uniqueID)?.style,
    set(uniqueID, style, owner) {
      const current = shifts.get(uniqueID);
      const same = current !== undefined && current.style.transform === style.transform && current.style.transition === style.transition;
      shifts.set(uniqueID, { style: same ? current.style : style, owner });
      if (!same) listeners.notify(uniqueID);
    },
    release(uniqueID, owner) {
      if (shifts.get(uniqueID)?.owner !== owner) return;
      shifts.delete(uniqueID);
      listeners.notify(uniqueID);
    },
    subscribe: listeners.subscribe,
  };
}

/** The card's shift while a card is sorted among its cell's; the card re-renders only when its own shift changes. */
export function useCardSorting(store: CardSortingStore, uniqueID: string): SortingStyle | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(uniqueID, listener), [store, uniqueID]);
  const read = useCallback(() => store.styleOf(uniqueID), [store, uniqueID]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Cards glide aside as dnd-kit's sortable lists move them. */
const GLIDE = 'transform 200ms ease';
/** Right after the cell's cards changed, they take their new places at once rather than glide back from the old. */
const JUMP = 'transform 0ms linear';

export interface CellSorting {
  /** The cell's drawn cards, in order. */
  items: readonly UniqueIdentifier[];
  activeId: UniqueIdentifier;
  overId: UniqueIdentifier | null;
  /** The measured boxes of the drag's droppables. */
  rects: ReadonlyMap<UniqueIdentifier, ClientRect>;
  activeNodeRect: ClientRect | null;
  strategy: SortingStrategy;
  /** The cell's cards changed since its last drawing (a card was carried in or out). */
  itemsChanged: boolean;
}

/**
 * Each card's shift while `activeId` is dragged, as dnd-kit's sortable list computes it with a drag
 * overlay: when the dragged card is drawn in this cell and over one of its cards, the strategy opens
 * the gap where it would land (the dragged card's own place moves there too); otherwise no card moves.
 */
export function cellSortingStyles(sorting: CellSorting): SortingStyle[] {
  const { items, activeId, overId, rects, activeNodeRect, strategy, itemsChanged } = sorting;
  const activeIndex = items.indexOf(activeId);
  const overIndex = overId === null ? -1 : items.indexOf(overId);
  const displaced = !itemsChanged && activeIndex >= 0 && overIndex >= 0;
  const sortedRects: ClientRect[] = [];
  if (displaced) items.forEach((id, index) => rects.has(id) && (sortedRects[index] = rects.get(id) as ClientRect));
  const transition = itemsChanged ? JUMP : GLIDE;
  return items.map((_, index) => ({
    transform: displaced
      ? CSS.Translate.toString(strategy({ rects: sortedRects, activeNodeRect, activeIndex, overIndex, index }))
      : undefined,
    transition,
  }));
}
