import { useSyncExternalStore } from 'react';

/** Where the sign-in token is kept between visits. */
export const TOKEN_STORAGE_KEY = 'listboard.token';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some embedded frames forbid storage access; the session then lasts only as long as the page.
    return null;
  }
}

let memoryToken: string | null = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;

export function getToken(): string | null {
  return memoryToken;
}

export function setToken(token: string | null): void {
  if (token === memoryToken) return;
  memoryToken = token;
  if (token) storage()?.setItem(TOKEN_STORAGE_KEY, token);
  else storage()?.removeItem(TOKEN_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token; components re-render when it is set or dropped (sign-in, sign-out, a 401). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
