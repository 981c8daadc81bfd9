import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside the element (an "outside click"). Listens in the
 * capture phase, so parts of the page that stop the event on its way up still count as outside.
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
      if (element && event.target instanceof Node && !element.contains(event.target)) latest.current();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [ref, enabled]);
}
