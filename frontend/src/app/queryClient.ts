import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/**
 * A 4xx answer will not change by asking again, and the API client has already asked again after
 * an outage's 503 (as its Retry-After said); network failures and other 5xx get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'storage_unavailable')) return false;
  return failureCount < 2;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // A refetch on focus would overwrite cards whose moves are still queued.
        refetchOnWindowFocus: false,
      },
    },
  });
}
