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

/** How a modified click picks cards: Ctrl or Cmd adds or takes one card, Shift a range down its column. */
export type SelectMode = 'toggle' | 'range';

/** A click that selects rather than opens: Ctrl or Cmd (macOS), or Shift. */
export function selectModeOf(event: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey'>): SelectMode | null {
  if (event.ctrlKey || event.metaKey) return 'toggle';
  return event.shiftKey ? 'range' : null;
}

/**
 * How a pointer opens a card. A drag never does: once dnd-kit picks a card up, it swallows the click
 * that ends the drag. Keyboard users open cards from the card's menu, in either mode.
 *
 * On one click, only the face opens the card: a value's click starts its inline edit, a button's its
 * own action. A value's click waits for the click window, so a double click on a value still opens the
 * card; a double click on the face does not open it twice (its first click has already opened it).
 * A click on the face with Ctrl, Cmd or Shift selects instead (docs/board-page.md#selection), in either mode.
 */
export function cardOpeningHandlers(
  item: Item,
  open: ((item: Item) => void) | undefined,
  by: CardOpening,
  select?: (item: Item, mode: SelectMode) => void,
): OpeningHandlers {
  if (!open) return NONE;
  const openItem = (event: MouseEvent | SyntheticEvent) => {
    if (!select || !('ctrlKey' in event) || selectModeOf(event) === null) open(item);
  };
  const selecting = (event: MouseEvent): boolean => {
    const mode = select ? selectModeOf(event) : null;
    if (mode === null || !select) return false;
    // Shift+click would also select the page's text between the clicks.
    event.preventDefault();
    select(item, mode);
    return true;
  };
  if (by === 'doubleClick') return { shell: { onDoubleClick: openItem }, face: { onClick: (event) => void selecting(event) } };
  return {
    shell: { onDoubleClick: openItem },
    face: {
      // The second click of a double click (detail 2) finds the card already opening.
      onClick: (event) => !selecting(event) && event.detail <= 1 && open(item),
      onDoubleClick: (event) => event.stopPropagation(),
    },
  };
}
