import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@listboard/shared';
import { ANONYMOUS_QUERY_ROOTS, setMe } from './queries';
import { queryKeys } from './queryKeys';
import { setToken } from './token';

// Cached boards and cards belong to the user who fetched them: a new or ended session must not show them.
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !ANONYMOUS_QUERY_ROOTS.includes(String(query.queryKey[0])) });
}

/**
 * The sign-in's answer shows the person at once; asking auth/me again behind it tells the server the
 * page's language, which their mail is written in (docs/notifications.md), from this first visit on.
 */
export function startSession(queryClient: QueryClient, token: string, user: User): void {
  forgetUserData(queryClient);
  setMe(queryClient, user);
  setToken(token);
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
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
