import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type BoardListViews, type ListView, type SaveListViewRequest, type SourceList } from '@listboard/shared';
import { apiPath, apiRequest } from './client';
import { queryKeys } from './queryKeys';

/** GET /api/site/lists/{id}/views: a list's views, with what each filters on and sorts by. */
export function fetchListViews(siteURL: string, listID: string, signal?: AbortSignal): Promise<ListView[]> {
  return apiRequest(apiPath(API_PATHS.siteListViews, { id: listID }), { query: { url: siteURL }, signal });
}

/** POST /api/site/lists/{id}/views: a new view of a built-in list, or a change on the ETag it was read with. */
export function saveListView(listID: string, request: SaveListViewRequest): Promise<ListView> {
  return apiRequest(apiPath(API_PATHS.siteListViews, { id: listID }), { body: request });
}

/** GET /api/kanban/{boardId}/views: the views the board offers, per list. */
export function fetchBoardViews(boardId: string, signal?: AbortSignal): Promise<BoardListViews[]> {
  return apiRequest(apiPath(API_PATHS.kanbanViews, { boardId }), { signal });
}

/** The views of each of the lists, in the lists' order (the wizard's views step). */
export function useListsViews(lists: readonly SourceList[]) {
  return useQueries({
    queries: lists.map((list) => ({
      queryKey: queryKeys.listViews(list.url, list.listID),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchListViews(list.url, list.listID, signal),
    })),
  });
}

/** `enabled` lets the board ask only once the filters panel opens. */
export function useBoardViews(boardId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.boardViews(boardId), queryFn: ({ signal }) => fetchBoardViews(boardId, signal), enabled });
}

export function useSaveListView(list: Pick<SourceList, 'url' | 'listID'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveListViewRequest) => saveListView(list.listID, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.listViews(list.url, list.listID) }),
  });
}
