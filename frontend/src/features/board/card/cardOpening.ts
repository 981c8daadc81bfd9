import type { MouseEvent, SyntheticEvent } from 'react';
import type { Item } from '@listboard/shared';

/** Spec 2 formDefinition.openByDbClick: a board opens its cards on a double click, or else on one click. */
export type CardOpening = 'click' | 'doubleClick';

export function cardOpeningOf(openByDbClick: boolean): CardOpening {
  return openByDbClick ? 'doubleClick' : 'click';
}

interface OpeningHandlers {
  /** For the card's outer element: what bubbles up from the whole card, its values included. */
  shell: { onDoubleClick?: (event: MouseEvent) => void };
  /** For the card's face: the card itself, not its values, buttons or editors, which lie above it. */
  face: { onClick?: (event: MouseEvent) => void; onDoubleClick?: (event: SyntheticEvent) => void };
}

const NONE: OpeningHandlers = { shell: {}, face: {} };

/**
 * How a pointer opens a card. A drag never does: once dnd-kit picks a card up, it swallows the click
 * that ends the drag. Keyboard users open cards from the card's menu, in either mode.
 *
 * On one click, only the face opens the card: a value's click starts its inline edit, a button's its
 * own action. A value's click waits for the click window, so a double click on a value still opens the
 * card; a double click on the face does not open it twice (its first click has already opened it).
 */
export function cardOpeningHandlers(item: Item, open: ((item: Item) => void) | undefined, by: CardOpening): OpeningHandlers {
  if (!open) return NONE;
  const openItem = () => open(item);
  if (by === 'doubleClick') return { shell: { onDoubleClick: openItem }, face: {} };
  return {
    shell: { onDoubleClick: openItem },
    face: {
      // The second click of a double click (detail 2) finds the card already opening.
      onClick: (event) => event.detail <= 1 && openItem(),
      onDoubleClick: (event) => event.stopPropagation(),
    },
  };
}
