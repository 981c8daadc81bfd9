import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBoardPermission, AdminBoardRow, AdminBoardsPage } from '@listboard/shared';
import { type AdminBoardsFilter, saveAdminBoardPermission } from '../../../api/adminEndpoints';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';

/** The server's rules for a board's permission (spec 3 section 5), by the message keys its refusal names. */
const RULE_TEXTS = new Map<string, MessageKey>([
  ['boardsAdminErrors', 'admin_board_owner_required'],
  ['permissionsErrors', 'admin_board_listed_once'],
]);

/**
 * The save of one board's permission over the etag its row was read with. Saved, the answered row replaces the
 * shown one (and its etag). Refused as stale (412: someone saved the board meanwhile), the page of boards is read
 * again, which shows the board as now stored. The server's rules broken (400 invalid_configuration) come back as
 * `problems` in the page's language, for the row to show beside the board; other failures as their message.
 */
export function useBoardPermissionSave(board: AdminBoardRow, filter: AdminBoardsFilter) {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (permission: AdminBoardPermission) => saveAdminBoardPermission(board.id, { ...permission, etag: board.etag }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminBoardsPage>(
        queryKeys.adminBoards(filter),
        (page) => page && { ...page, boards: page.boards.map((row) => (row.id === saved.id ? saved : row)) },
      );
      showAlert('success', t('admin_board_saved', { name: saved.name }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'stale_configuration') {
        showAlert('warning', t('admin_board_stale', { name: board.name }));
        void queryClient.invalidateQueries({ queryKey: queryKeys.adminBoards(filter) });
      }
    },
  });
  return { ...save, problems: save.error ? problemsOf(save.error, t) : [] };
}

function problemsOf(error: Error, t: ReturnType<typeof useT>): string[] {
  if (!(error instanceof ApiError)) return [error.message];
  // A stale save is told in a balloon: the row is read again and starts anew.
  if (error.code === 'stale_configuration') return [];
  if (error.code !== 'invalid_configuration' || error.errors.length === 0) return [error.message];
  const texts = error.errors.map((problem) => {
    const key = RULE_TEXTS.get(problem.key);
    return key ? t(key) : problem.message;
  });
  return [...new Set(texts)];
}
