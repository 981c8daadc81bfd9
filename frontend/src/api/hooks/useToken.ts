import { useSyncExternalStore } from 'react';
import { getToken, subscribeToToken } from '../token';

/** The current token; components re-render when it is set or dropped (sign-in, sign-out, a 401). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, getToken);
}
