import { useEffect, useMemo, useRef, type MouseEvent } from 'react';

/** Spec 1 section 9: a click waits this long to tell itself from a double click (which opens the card). */
export const CLICK_WINDOW_MS = 400;

/**
 * Runs an action on a single click only: the action waits for the click window and a second click or a
 * double click within it cancels it. A click from the keyboard (detail 0) cannot be a double click and acts at once.
 */
export function useSingleClick() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      onClick(event: MouseEvent, action: () => void) {
        clearTimeout(timer.current);
        if (event.detail === 0) action();
        else if (event.detail === 1) timer.current = setTimeout(action, CLICK_WINDOW_MS);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [],
  );
}
