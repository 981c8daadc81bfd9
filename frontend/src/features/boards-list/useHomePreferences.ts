import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardSummary, BoardsViewType, FilterRule, PageInfo } from '@listboard/shared';
import { saveBoardsViewType, saveFavorite, saveHomeFilters, usePageInfo } from '../../api/homeEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';

/** The person's view (tiles or list), remembered on the server; the page switches at once and keeps the switch if saving fails. */
export function useViewType(): { viewType: BoardsViewType; setViewType: (viewType: BoardsViewType) => void } {
  const pageInfo = usePageInfo();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const save = useMutation({ mutationFn: saveBoardsViewType, onError: (error) => showAlert('error', error.message) });
  return {
    viewType: pageInfo.data?.boardsView.viewType ?? 0,
    setViewType: (viewType) => {
      queryClient.setQueryData<PageInfo>(queryKeys.pageInfo, (info) => info && { ...info, boardsView: { viewType } });
      save.mutate(viewType);
    },
  };
}

/** Stars or unstars a board: shown at once, put back with an alert if the server refuses. */
export function useFavoriteToggle() {
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const mark = (boardId: string, isFavorite: boolean) =>
    queryClient.setQueryData<BoardSummary[]>(queryKeys.boards, (boards) =>
      boards?.map((b) => (b.id === boardId ? { ...b, isFavorite } : b)),
    );
  const mutation = useMutation({
    mutationFn: ({ board, isFavorite }: { board: BoardSummary; isFavorite: boolean }) => saveFavorite(board.id, isFavorite),
    onMutate: ({ board, isFavorite }) => mark(board.id, isFavorite),
    onError: (error, { board, isFavorite }) => {
      mark(board.id, !isFavorite);
      showAlert('error', t('home_favorite_failed', { message: error.message }));
    },
  });
  return (board: BoardSummary) => mutation.mutate({ board, isFavorite: !board.isFavorite });
}

/** The person's saved filters of the home, from the page info, replaced whole on each save. */
export function useSavedHomeFilters() {
  const pageInfo = usePageInfo();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveHomeFilters,
    onSuccess: (_, filters) => queryClient.setQueryData<PageInfo>(queryKeys.pageInfo, (info) => info && { ...info, filters }),
  });
  return { saved: pageInfo.data?.filters as readonly FilterRule[] | undefined, save };
}
