import { useCallback, useSyncExternalStore } from 'react';
import { createKeyedListeners } from '../../../api/keyedListeners';

/**
 * The cards a person selected on the board (docs/board-page.md#selection), by uniqueID, in the order
 * they were picked. Listeners are kept per card, as for busy cards, so a click re-renders the cards
 * it changed, not the board; the selection bar listens to the whole.
 */
export interface CardSelection {
  ids(): readonly string[];
  has(uniqueID: string): boolean;
  /** The card a Shift+click range starts from: the last one picked by itself. */
  anchor(): string | null;
  /** Selects exactly these cards; `anchor` becomes the range's start (by default, the last of them). */
  set(ids: readonly string[], anchor?: string | null): void;
  toggle(uniqueID: string): void;
  clear(): void;
  subscribe(uniqueID: string, listener: () => void): () => void;
  subscribeAll(listener: () => void): () => void;
}

export function createCardSelection(): CardSelection {
  let selected: readonly string[] = [];
  let members = new Set<string>();
  let anchor: string | null = null;
  const perCard = createKeyedListeners();
  const all = new Set<() => void>();

  function set(ids: readonly string[], nextAnchor: string | null = ids.at(-1) ?? null): void {
    const next = new Set(ids);
    const changed = [...members].filter((id) => !next.has(id)).concat(ids.filter((id) => !members.has(id)));
    selected = [...next];
    members = next;
    anchor = nextAnchor;
    changed.forEach(perCard.notify);
    all.forEach((listener) => listener());
  }

  return {
    ids: () => selected,
    has: (uniqueID) => members.has(uniqueID),
    anchor: () => anchor,
    set,
    toggle: (uniqueID) =>
      members.has(uniqueID)
        ? set(
            selected.filter((id) => id !== uniqueID),
            anchor === uniqueID ? null : anchor,
          )
        : set([...selected, uniqueID], uniqueID),
    clear: () => {
      if (selected.length > 0) set([], null);
    },
    subscribe: perCard.subscribe,
    subscribeAll(listener) {
      all.add(listener);
      return () => all.delete(listener);
    },
  };
}

const NOTHING = () => () => undefined;
const NOT_SELECTED = () => false;

/** Whether the card is selected (never without a selection); the card re-renders only when that changes. */
export function useIsSelected(selection: CardSelection | null, uniqueID: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => selection?.subscribe(uniqueID, listener) ?? (() => undefined),
    [selection, uniqueID],
  );
  const read = useCallback(() => selection?.has(uniqueID) ?? false, [selection, uniqueID]);
  return useSyncExternalStore(selection ? subscribe : NOTHING, selection ? read : NOT_SELECTED, selection ? read : NOT_SELECTED);
}

/** The selected cards' ids, in the order they were picked. */
export function useSelectedIds(selection: CardSelection): readonly string[] {
  const subscribe = useCallback((listener: () => void) => selection.subscribeAll(listener), [selection]);
  return useSyncExternalStore(subscribe, selection.ids, selection.ids);
}
