import { useQueries } from '@tanstack/react-query';
import type { User } from '@listboard/shared';
import { fetchUser } from '../itemEndpoints';
import { queryKeys } from '../queryKeys';

/** The site users with these ids, in their order, each asked for once per page; undefined while one loads. */
export function useSiteUsers(ids: readonly number[]): (User | undefined)[] {
  const users = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.user(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchUser(id, signal),
      staleTime: Infinity,
    })),
  });
  return users.map((user) => user.data);
}
