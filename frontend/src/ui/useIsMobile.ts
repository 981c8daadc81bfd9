import { useSyncExternalStore } from 'react';
import { PHONE_QUERY as MOBILE_QUERY } from './media';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/** Whether the page is as narrow as a phone (spec 1 section 9: up to 768 px), following the window as it changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
