import { useEffect, useState } from 'react';
import { type TouchPoint, swipeDirection } from './swipe';

/**
 * Calls `onSwipe` when a one-finger touch on the element ends as a swipe (see swipeDirection). Returns
 * the ref callback for the element: it may appear later than the component (once the cards are in).
 */
export function useSwipe(enabled: boolean, onSwipe: (direction: 'next' | 'previous') => void): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled || !element) return undefined;
    let start: TouchPoint | null = null;
    const begin = (event: TouchEvent) => {
      const touch = event.touches.length === 1 ? event.touches[0] : null;
      start = touch && { x: touch.clientX, y: touch.clientY };
    };
    const end = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const direction = start && touch ? swipeDirection(start, { x: touch.clientX, y: touch.clientY }) : null;
      start = null;
      if (direction) onSwipe(direction);
    };
    element.addEventListener('touchstart', begin, { passive: true });
    element.addEventListener('touchend', end, { passive: true });
    // A sideways stroke that reaches the page's edge is, to Chromium and Safari, the history's back or
    // forward gesture: while strokes step through slides or columns, the page does not navigate away.
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorX;
    root.style.overscrollBehaviorX = 'none';
    return () => {
      element.removeEventListener('touchstart', begin);
      element.removeEventListener('touchend', end);
      root.style.overscrollBehaviorX = overscroll;
    };
  }, [element, enabled, onSwipe]);
  return setElement;
}
