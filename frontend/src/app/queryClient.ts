import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { queryKeys } from '../api/queryKeys';

/** The refusals that mean the person's licence standing changed since the page info was read. */
const LICENSE_REFUSALS = new Set(['no_license', 'license_expired', 'license_invalid']);

/**
 * A 4xx answer will not change by asking again, and the API client has already asked again after
 * an outage's 503 (as its Retry-After said); network failures and other 5xx get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'storage_unavailable')) return false;
  return failureCount < 2;
}

/**
 * A licence refusal of any call (a seat taken back, the licence ended while the page was open) reads the
 * page info again, so the navigation bar shows why and empties the page.
 */
export function createAppQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && LICENSE_REFUSALS.has(error.code)) void client.invalidateQueries({ queryKey: queryKeys.pageInfo });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // A refetch on focus would overwrite cards whose moves are still queued.
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
