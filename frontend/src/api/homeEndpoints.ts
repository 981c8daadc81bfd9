import {
  API_PATHS,
  type BoardFilterInfo,
  type BoardResponse,
  type BoardSummary,
  type BoardsViewType,
  type FilterBoardsInfoRequest,
  type FilterRule,
  type PageInfo,
} from '@listboard/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryKeys } from './queryKeys';

/** The boards home's calls (spec 1 section 2, spec 3 section 7; docs/boards-home.md). */
export function fetchPageInfo(signal?: AbortSignal): Promise<PageInfo> {
  return apiRequest(API_PATHS.boardsPageInfo, { signal });
}

export function saveBoardsViewType(viewType: BoardsViewType): Promise<void> {
  return apiRequest(API_PATHS.boardsViewType, { method: 'POST', body: { viewType } });
}

export function saveFavorite(boardID: string, isFavorite: boolean): Promise<void> {
  return apiRequest(API_PATHS.boardsFavorite, { method: 'POST', body: { boardID, isFavorite } });
}

export function saveHomeFilters(filters: FilterRule[]): Promise<void> {
  return apiRequest(API_PATHS.boardsHomeFilters, { method: 'POST', body: { filters } });
}

export function searchBoards(searchKey: string, signal?: AbortSignal): Promise<BoardSummary[]> {
  return apiRequest(API_PATHS.boardsSearch, { query: { searchKey }, signal });
}

export function fetchBoardsFilterInfo(request: FilterBoardsInfoRequest, signal?: AbortSignal): Promise<BoardFilterInfo[]> {
  return apiRequest(API_PATHS.boardsFilterInfo, { method: 'POST', body: request, readOnly: true, signal });
}

/** The page info: asked once per page load, since its isFirstLoad is true only for the first call. */
export function usePageInfo() {
  return useQuery({ queryKey: queryKeys.pageInfo, queryFn: ({ signal }) => fetchPageInfo(signal), staleTime: Infinity });
}

/** POST /api/boards/new: a list with the default task fields and a board over it, named by the person. */
export function quickCreateBoard(name: string): Promise<BoardResponse> {
  return apiRequest(API_PATHS.boardsNew, { method: 'POST', body: { name } });
}
