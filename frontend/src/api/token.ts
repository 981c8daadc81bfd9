import { browserStorage } from '../host/browserStorage';

/** Where the sign-in token is kept between visits. */
export const TOKEN_STORAGE_KEY = 'listboard.token';

const listeners = new Set<() => void>();

// Some embedded frames forbid storage access; the session then lasts only as long as the page.
const storage = browserStorage;

let memoryToken: string | null = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;

export function getToken(): string | null {
  return memoryToken;
}

/**
 * Sets or drops the token. `remember` keeps it for the next visit (the local sign-in); an identity
 * provider's tokens stay in memory, since MSAL keeps its own cache and renews them.
 */
export function setToken(token: string | null, { remember = true } = {}): void {
  if (token === memoryToken) return;
  memoryToken = token;
  if (token && remember) storage()?.setItem(TOKEN_STORAGE_KEY, token);
  else storage()?.removeItem(TOKEN_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

let renewer: (() => Promise<string | null>) | null = null;

/** How a token the server refused is renewed without the person (an identity provider's silent renewal); null for none. */
export function setTokenRenewer(renew: (() => Promise<string | null>) | null): void {
  renewer = renew;
}

/** A fresh token from the renewer, or null when there is none or it could not renew. */
export async function renewToken(): Promise<string | null> {
  if (!renewer) return null;
  return renewer().catch(() => null);
}

/** Calls `listener` whenever the token is set or dropped; returns the way to stop. */
export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
