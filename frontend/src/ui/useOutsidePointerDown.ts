import { useEffect, useRef, type RefObject } from 'react';

/** Marks the popup of a control (a date picker's calendar) that opens outside the control's element, at the page's end. */
export const CONTROL_POPUP_ATTRIBUTE = 'data-control-popup';

/**
 * Calls `onOutside` when a pointer goes down outside the element (an "outside click"). Listens in the
 * capture phase, so parts of the page that stop the event on its way up still count as outside. A
 * control's popup counts as inside: only the control in use has its popup open.
 */
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, onOutside: () => void, enabled = true): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  }, [onOutside]);

  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: Event) => {
      const element = ref.current;
      const target = event.target;
      if (!element || !(target instanceof Node) || element.contains(target)) return;
      if (target instanceof Element && target.closest(`[${CONTROL_POPUP_ATTRIBUTE}]`)) return;
      latest.current();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [ref, enabled]);
}
