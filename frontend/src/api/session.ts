import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@listboard/shared';
import { ANONYMOUS_QUERY_ROOTS, setMe } from './queries';
import { setToken } from './token';

// Cached boards and cards belong to the user who fetched them: a new or ended session must not show them.
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !ANONYMOUS_QUERY_ROOTS.includes(String(query.queryKey[0])) });
}

export function startSession(queryClient: QueryClient, token: string, user: User): void {
  forgetUserData(queryClient);
  setMe(queryClient, user);
  setToken(token);
}

let providerSignOut: (() => Promise<void>) | null = null;

/** What signing out also does at the identity provider (MSAL's logout); null for the local sign-in. */
export function setProviderSignOut(signOut: (() => Promise<void>) | null): void {
  providerSignOut = signOut;
}

export function endSession(queryClient: QueryClient): void {
  setToken(null);
  forgetUserData(queryClient);
  void providerSignOut?.();
}
