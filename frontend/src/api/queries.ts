import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ItemInfo, TasksResponse, User } from '@listboard/shared';
import { useBoardView } from './boardView';
import { ApiError } from './client';
import { queryKeys } from './queryKeys';
import { fetchAuthConfig, fetchBoard, fetchBoards, fetchLocalUsers, fetchMe, fetchTask, fetchTasks, fetchTeamsBoards } from './endpoints';
import { fetchTrashBin } from './trashEndpoints';

/** Queries that need no sign-in and survive a change of user. */
export const ANONYMOUS_QUERY_ROOTS: readonly string[] = [queryKeys.authConfig[0], queryKeys.localUsers[0]];

export function useAuthConfig() {
  return useQuery({ queryKey: queryKeys.authConfig, queryFn: ({ signal }) => fetchAuthConfig(signal), staleTime: Infinity });
}

export function useLocalUsers(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.localUsers, queryFn: ({ signal }) => fetchLocalUsers(signal), enabled });
}

export function useMe(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => fetchMe(signal), enabled, staleTime: Infinity });
}

export function useBoards() {
  return useQuery({ queryKey: queryKeys.boards, queryFn: ({ signal }) => fetchBoards(signal) });
}

export function useTrashBin() {
  return useQuery({ queryKey: queryKeys.trashBin, queryFn: ({ signal }) => fetchTrashBin(signal) });
}

export function useTeamsBoards(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.teamsBoards, queryFn: ({ signal }) => fetchTeamsBoards(signal), enabled });
}

export function useBoard(boardId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.board(boardId), queryFn: ({ signal }) => fetchBoard(boardId, signal), enabled });
}

/** The board's cards in the current view; while another view loads, the last one stays on screen. */
export function useTasks(boardId: string) {
  const view = useBoardView(boardId);
  return useQuery({
    queryKey: queryKeys.tasksInView(boardId, view),
    queryFn: ({ signal }) => fetchTasks(boardId, view, signal),
    placeholderData: keepPreviousData,
  });
}

/** Spec 1 section 9: an item opened by URL is tried up to 10 times. */
export const ITEM_OPEN_RETRIES = 10;
const ITEM_OPEN_RETRY_DELAY_MS = 500;

/** One card fetched fresh; `info` is null until the caller knows the card's site. */
export function useTask(boardId: string, listID: string, itemID: string, info: ItemInfo | null) {
  return useQuery({
    queryKey: queryKeys.task(boardId, listID, itemID),
    queryFn: ({ signal }) => fetchTask(boardId, info as ItemInfo, signal),
    enabled: info !== null,
    // Sign-in and permission answers will not change by asking again.
    retry: (failureCount, error) => failureCount < ITEM_OPEN_RETRIES && !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
    retryDelay: ITEM_OPEN_RETRY_DELAY_MS,
  });
}

export function readTasks(queryClient: QueryClient, boardId: string): TasksResponse | undefined {
  return queryClient.getQueryData<TasksResponse>(queryKeys.tasks(boardId));
}

export function setMe(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.me, user);
}
