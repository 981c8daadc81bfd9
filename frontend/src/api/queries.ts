import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthConfig, ItemInfo, TasksResponse, User } from '@listboard/shared';
import { currentBoardView, type BoardView } from './boardView';
import { useBoardView } from './hooks/useBoardView';
import { ApiError } from './client';
import { queryKeys } from './queryKeys';
import { fetchAuthConfig, fetchBoard, fetchBoards, fetchLocalUsers, fetchMe, fetchTask, fetchTasks, fetchTeamsBoards } from './endpoints';
import { fetchTrashBin } from './trashEndpoints';
import { isCardHeld } from './heldCards';
import { mergeBoardRead } from './tasksMerge';
import { shareBoardCards } from './cardSharing';
import { startUpScope } from './startUpReads';

/** Queries that need no sign-in and survive a change of user. */
export const ANONYMOUS_QUERY_ROOTS: readonly string[] = [queryKeys.authConfig[0], queryKeys.localUsers[0]];

const authConfigQuery = {
  queryKey: queryKeys.authConfig,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAuthConfig(signal),
  staleTime: Infinity,
};
const meQuery = { queryKey: queryKeys.me, queryFn: ({ signal }: { signal: AbortSignal }) => fetchMe(signal), staleTime: Infinity };
const boardQuery = (boardId: string) => ({
  queryKey: queryKeys.board(boardId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBoard(boardId, signal),
});
/**
 * A board read lands merged into what the page shows when it arrives, so a card moved or updated
 * while the read was on its way is not put back (docs/live-updates.md#versions).
 */
const tasksQuery = (queryClient: QueryClient, boardId: string, view: BoardView) => {
  const queryKey = queryKeys.tasksInView(boardId, view);
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const read = await fetchTasks(boardId, view, signal);
      return mergeBoardRead(queryClient.getQueryData<TasksResponse>(queryKey), read, (uniqueID) => isCardHeld(boardId, uniqueID));
    },
    structuralSharing: shareBoardCards,
  };
};

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

export function useLocalUsers(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.localUsers, queryFn: ({ signal }) => fetchLocalUsers(signal), enabled });
}

export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery, enabled });
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
  return useQuery({ ...boardQuery(boardId), enabled });
}

/** The board's cards in the current view; while another view loads, the last one stays on screen. */
export function useTasks(boardId: string) {
  const view = useBoardView(boardId);
  const queryClient = useQueryClient();
  return useQuery({ ...tasksQuery(queryClient, boardId, view), placeholderData: keepPreviousData });
}

/**
 * Parallel start-up (so the first cards come sooner, docs/performance.md): the sign-in configuration, and with a kept token the person, and the
 * board a board URL opens with its cards, are asked for at once when the page starts, instead of one
 * after the other as the start-up screens render. An expired token's refusal ends in the sign-in, whose
 * new session forgets every answer of the old one.
 */
export function prefetchStartUp(queryClient: QueryClient, pathname: string, authConfig: AuthConfig | null): void {
  // A Teams tab read the configuration for its handshake already: it is not asked for twice.
  if (authConfig) queryClient.setQueryData(queryKeys.authConfig, authConfig);
  else void queryClient.prefetchQuery(authConfigQuery);
  const scope = startUpScope(pathname);
  if (!scope) return;
  void queryClient.prefetchQuery(meQuery);
  const { boardId } = scope;
  if (!boardId) return;
  void queryClient.prefetchQuery(boardQuery(boardId));
  void queryClient.prefetchQuery(tasksQuery(queryClient, boardId, currentBoardView(boardId)));
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
    retry: (failureCount, error) =>
      failureCount < ITEM_OPEN_RETRIES && !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
    retryDelay: ITEM_OPEN_RETRY_DELAY_MS,
  });
}

export function readTasks(queryClient: QueryClient, boardId: string): TasksResponse | undefined {
  return queryClient.getQueryData<TasksResponse>(queryKeys.tasks(boardId));
}

export function setMe(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.me, user);
}
