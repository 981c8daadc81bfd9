import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type FilterRule } from '@listboard/shared';
import { apiPath, apiRequest } from './client';
import { queryKeys } from './queryKeys';

/** GET /api/filters/all/{boardID}: the board's public filters, then the user's private ones (isPrivate tells which). */
export function fetchAllFilters(boardID: string, signal?: AbortSignal): Promise<FilterRule[]> {
  return apiRequest(apiPath(API_PATHS.filtersAll, { boardID }), { signal });
}

/** GET /api/filters/my/{boardID}: only the user's private filters. */
export function fetchMyFilters(boardID: string, signal?: AbortSignal): Promise<FilterRule[]> {
  return apiRequest(apiPath(API_PATHS.filtersMy, { boardID }), { signal });
}

/** POST /api/filters/my: REPLACES the user's whole private list of the board; answers the saved list. */
export function savePrivateFilters(boardID: string, filters: FilterRule[]): Promise<FilterRule[]> {
  return apiRequest(API_PATHS.filtersSaveMy, { body: { boardID, filters } });
}

/** `enabled` lets the page ask only once the filters are wanted (the panel or the builder opened). */
export function useAllFilters(boardId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.filters(boardId), queryFn: ({ signal }) => fetchAllFilters(boardId, signal), enabled });
}

/**
 * Saves the user's private list. The answer (the list the server kept) shows at once in place of
 * the old private filters; the list is read again afterwards all the same, for the public ones.
 */
export function useSavePrivateFilters(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: FilterRule[]) => savePrivateFilters(boardId, filters),
    onSuccess: (mine) => {
      queryClient.setQueryData<FilterRule[]>(queryKeys.filters(boardId), (all) =>
        all ? [...all.filter((f) => !f.isPrivate), ...mine] : all,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.filters(boardId) }),
  });
}
