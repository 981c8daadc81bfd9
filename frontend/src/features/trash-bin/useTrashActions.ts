import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectedBoardsResponse, TrashedBoard } from '@listboard/shared';
import { queryKeys } from '../../api/queryKeys';
import { removeForGood, removeSelected, restoreFromTrash, restoreSelected } from '../../api/trashEndpoints';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';

/** What the person asked for, waiting for their confirmation. */
export type PendingAction = { kind: 'restore' | 'remove'; boards: TrashedBoard[] };

/**
 * The trash bin's actions on one board or a selection. Each reports in an alert what it did, and for a
 * selection every board it could not take with the server's reason; the boards list and the trash bin
 * are read again either way.
 */
export function useTrashActions(onDone: () => void) {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, boards }: PendingAction): Promise<SelectedBoardsResponse> => {
      const ids = boards.map((board) => board.id);
      if (boards.length > 1) return kind === 'restore' ? restoreSelected(ids) : removeSelected(ids);
      await (kind === 'restore' ? restoreFromTrash(ids[0]) : removeForGood(ids[0]));
      return { done: ids, refused: [] };
    },
    onSuccess: (result, { kind, boards }) => {
      const nameOf = (id: string) => boards.find((board) => board.id === id)?.name ?? id;
      if (boards.length === 1 && result.done.length === 1)
        showAlert('success', t(kind === 'restore' ? 'trash_restored' : 'trash_removed', { name: boards[0].name }));
      else if (result.done.length > 0) showAlert('success', t('trash_selection_done', { count: result.done.length }));
      for (const refusal of result.refused)
        showAlert('error', t('trash_selection_refused', { name: nameOf(refusal.boardID), reason: refusal.message }));
    },
    onError: (error) => showAlert('error', error.message),
    onSettled: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
    },
  });
}
