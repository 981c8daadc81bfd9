import { useCallback, useSyncExternalStore } from 'react';
import { createHoldCounter } from '../../../api/heldCards';
import { createKeyedListeners } from '../../../api/keyedListeners';

/**
 * Which cards are busy: being moved, updated or deleted (spec 1 section 4: such a card is disabled).
 * Listeners are kept per card, so a card that turns busy re-renders alone, not the board.
 */
export interface CardBusyStore {
  /** Marks the card busy until the returned release is called (once; later calls do nothing). */
  begin(uniqueID: string): () => void;
  isBusy(uniqueID: string): boolean;
  subscribe(uniqueID: string, listener: () => void): () => void;
}

export function createCardBusyStore(): CardBusyStore {
  // Counted: a card may be moved twice in a row while its first move is still on its way.
  const listeners = createKeyedListeners();
  const counts = createHoldCounter(listeners.notify);

  return {
    begin: (uniqueID) => counts.hold(uniqueID),
    isBusy: (uniqueID) => counts.count(uniqueID) > 0,
    subscribe: listeners.subscribe,
  };
}

/** Whether the card is busy; the component re-renders only when that card's state changes. */
export function useCardBusy(store: CardBusyStore, uniqueID: string): boolean {
  const subscribe = useCallback((listener: () => void) => store.subscribe(uniqueID, listener), [store, uniqueID]);
  const read = useCallback(() => store.isBusy(uniqueID), [store, uniqueID]);
  return useSyncExternalStore(subscribe, read, read);
}
