import { useEffect, useRef, type RefObject } from 'react';

/** Marks the popup of a control (a date picker's calendar) that opens outside the control's element, at the page's end. */
export const CONTROL_POPUP_ATTRIBUTE = 'data-control-popup';

/**
 * Calls `onOutside` when a pointer goes down outside the element (an "outside click"). Listens in the
 * capture phase, so parts of the page that stop the event on its way up still count as outside. A
 * control's popup counts as inside: only the control in use has its popup open. With `afterRelease`, it is
 * called once the press is released and its click delivered: an element whose closing moves what lies below it
 * (a form above a cell's cards) would otherwise move the clicked button away between press and release, and the
 * click would miss it.
 */
export function useOutsidePointerDown(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  enabled = true,
  { afterRelease = false } = {},
): void {
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
      if (!afterRelease) {
        latest.current();
        return;
      }
      // The click follows the release in the same task; the next one comes after it.
      const released = () => {
        document.removeEventListener('pointerup', released, true);
        document.removeEventListener('pointercancel', released, true);
        setTimeout(() => latest.current(), 0);
      };
      document.addEventListener('pointerup', released, true);
      document.addEventListener('pointercancel', released, true);
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [ref, enabled, afterRelease]);
}
