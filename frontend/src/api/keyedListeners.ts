/**
 * Listeners kept per key (a card, a board), so that a store of card states (busy, selected, who has it open)
 * tells only the cards whose state changed: one card re-renders, not the board.
 */
export interface KeyedListeners {
  subscribe(key: string, listener: () => void): () => void;
  notify(key: string): void;
}

export function createKeyedListeners(): KeyedListeners {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    notify: (key) => listeners.get(key)?.forEach((listener) => listener()),
  };
}
