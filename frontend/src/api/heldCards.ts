/** Holds counted per key: a key is held from its first hold until its last release. */
export interface HoldCounter {
  /** Holds the key until the returned release is called (once; later calls do nothing). */
  hold(key: string): () => void;
  count(key: string): number;
}

/** `onChange` hears of a key that became held or free. */
export function createHoldCounter(onChange: (key: string) => void = () => undefined): HoldCounter {
  const counts = new Map<string, number>();
  return {
    hold(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (counts.get(key) === 1) onChange(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else {
          counts.delete(key);
          onChange(key);
        }
      };
    },
    count: (key) => counts.get(key) ?? 0,
  };
}

/**
 * The cards of each board whose place the person has just chosen and the server has not confirmed:
 * a card moved on the page keeps the place it was dropped in until its move's answer settles it, so
 * no board read or live event that left earlier can put it back meanwhile (docs/live-updates.md#versions).
 */
const heldPlaces = createHoldCounter();
const placeKey = (boardId: string, uniqueID: string) => `${boardId}\n${uniqueID}`;

/** Holds the card's place until the returned release is called. Moves of one card add up. */
export function holdCardPlace(boardId: string, uniqueID: string): () => void {
  return heldPlaces.hold(placeKey(boardId, uniqueID));
}

/** How many moves of the card are still on their way. */
export function heldMoves(boardId: string, uniqueID: string): number {
  return heldPlaces.count(placeKey(boardId, uniqueID));
}

export function isCardHeld(boardId: string, uniqueID: string): boolean {
  return heldMoves(boardId, uniqueID) > 0;
}
