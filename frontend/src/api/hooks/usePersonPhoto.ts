import { useCallback, useSyncExternalStore } from 'react';
import { type QueryClient, type QueryKey, hashKey, useQueryClient } from '@tanstack/react-query';
import { type PageInfo, photoLoginOf } from '@listboard/shared';
import { fetchPageInfo } from '../homeEndpoints';
import { fetchUserPhoto } from '../photoEndpoints';
import { queryKeys } from '../queryKeys';

const PHOTO_ROOT = queryKeys.userPhoto('', '')[0];

/**
 * The avatars' listeners, by the hash of the query each reads. A board shows thousands of avatars: a query
 * observer each (two, with the page info) cost more than the cards around them. Instead the page keeps one
 * listener on the query cache, which wakes only the avatars of the query that changed.
 */
const listenersOf = new WeakMap<QueryClient, Map<string, Set<() => void>>>();

function registryOf(queryClient: QueryClient): Map<string, Set<() => void>> {
  let registry = listenersOf.get(queryClient);
  if (!registry) {
    const listeners = new Map<string, Set<() => void>>();
    registry = listeners;
    listenersOf.set(queryClient, listeners);
    queryClient.getQueryCache().subscribe((event) => {
      const { query } = event;
      // A picture's object URL lives as long as its query: dropped (signing out, another person signing in), it is revoked.
      if (event.type === 'removed' && query.queryKey[0] === PHOTO_ROOT && typeof query.state.data === 'string')
        URL.revokeObjectURL(query.state.data);
      if (event.type === 'updated' || event.type === 'removed') listeners.get(query.queryHash)?.forEach((listener) => listener());
    });
  }
  return registry;
}

/** A query's data as a React store: wakes its readers when that query changes, and asks for it on the first subscription. */
function useQueryValue<T>(queryKey: QueryKey, load: (() => Promise<void>) | null): T | undefined {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (listener: () => void) => {
      const registry = registryOf(queryClient);
      const listeners = registry.get(hash) ?? new Set();
      registry.set(hash, listeners);
      listeners.add(listener);
      if (load) void load();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) registry.delete(hash);
      };
    },
    // `load` is made anew on every render; the hash says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, hash],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData<T>(queryKey));
}

/**
 * The picture of a person for their avatar, from the tenant's avatar source (the page info's, as the admin
 * panel last saved it when the page loaded): an object URL of the picture the API gave with the page's
 * token, fetched once per person and page, or undefined while loading, for a person without one, a group,
 * or when it cannot be had (the avatar shows initials then).
 */
export function usePersonPhoto(person: { login?: string | null; isGroup?: boolean } | null | undefined): string | undefined {
  const queryClient = useQueryClient();
  const source = useQueryValue<PageInfo>(queryKeys.pageInfo, () =>
    queryClient.prefetchQuery({
      queryKey: queryKeys.pageInfo,
      queryFn: ({ signal }) => fetchPageInfo(signal),
      staleTime: Infinity,
    }),
  )?.avatarSource;
  const login = photoLoginOf(person);
  const photoKey = queryKeys.userPhoto(source ?? '', login ?? '');
  const photo = useQueryValue<string | null>(
    photoKey,
    source && login
      ? () =>
          queryClient.prefetchQuery({
            queryKey: photoKey,
            queryFn: async ({ signal }) => {
              const blob = await fetchUserPhoto(login, signal);
              return blob ? URL.createObjectURL(blob) : null;
            },
            staleTime: Infinity,
            gcTime: Infinity,
            retry: false,
          })
      : null,
  );
  return photo ?? undefined;
}
