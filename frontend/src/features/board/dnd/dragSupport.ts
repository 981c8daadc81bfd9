import { useMemo } from 'react';
import { AutoScrollActivator, type Announcements, type ScreenReaderInstructions } from '@dnd-kit/core';
import type { Translate } from '../../../i18n/i18n';
import { createAnnouncements, screenReaderInstructions, type DragDescriber } from './announcements';

/** Spec 1 section 9: auto-scroll starts 30 px from an edge and scrolls about 120 px per 367 ms. */
const AUTO_SCROLL_EDGE_PX = 30;
const AUTO_SCROLL_PX_PER_MS = 120 / 367;
const AUTO_SCROLL_INTERVAL_MS = 5;

/** dnd-kit measures the edge as a fraction of the scrolled area; the window is the area that scrolls the board. */
export function autoScrollOptions() {
  const width = typeof window === 'undefined' ? 1000 : window.innerWidth;
  const height = typeof window === 'undefined' ? 1000 : window.innerHeight;
  return {
    activator: AutoScrollActivator.Pointer,
    threshold: { x: AUTO_SCROLL_EDGE_PX / width, y: AUTO_SCROLL_EDGE_PX / height },
    acceleration: AUTO_SCROLL_PX_PER_MS * AUTO_SCROLL_INTERVAL_MS,
    interval: AUTO_SCROLL_INTERVAL_MS,
  };
}

/** The attribute that names a card's face (its button) by the card's uniqueID, so focus can find it again. */
export const CARD_FACE_ATTRIBUTE = 'data-card-face';

// The dropped card is drawn anew at home for a moment (the cache tells the board of the move a task
// later), then in its new cell, and again when the server's answer replaces it: focus follows it for
// about two seconds, unless the person moved focus on.
const FOCUS_FRAMES = 120;

/**
 * After a keyboard drop (or cancel) focus goes back to the card, wherever it is drawn now, and the
 * card is scrolled into view; dnd-kit's own restore would focus the element the drag started from,
 * which the move replaced.
 */
export function focusCardWhenShown(uniqueID: string, frame = 0): void {
  requestAnimationFrame(() => {
    const face = document.querySelector<HTMLElement>(`[${CARD_FACE_ATTRIBUTE}="${CSS.escape(uniqueID)}"]`);
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body || !focused.isConnected;
    if (face && focused !== face && focusLost) {
      face.focus({ preventScroll: true });
      face.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    if ((focused === face || focusLost) && frame < FOCUS_FRAMES) focusCardWhenShown(uniqueID, frame + 1);
  });
}

export interface DragAccessibility {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
  restoreFocus: boolean;
}

export function useDragAccessibility(t: Translate, describer: DragDescriber): DragAccessibility {
  const { cardName, current } = describer;
  return useMemo(
    () => ({
      announcements: createAnnouncements(t, { cardName, current }),
      screenReaderInstructions: screenReaderInstructions(t),
      restoreFocus: false,
    }),
    [t, cardName, current],
  );
}
