import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useEverInView(ref: RefObject<Element | null>, initiallySeen: boolean, rootMargin: string): boolean {
  const [seen, setSeen] = useState(() => initiallySeen || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
