import { Button, MessageBar, MessageBarActions, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrashBin } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { restoreFromTrash } from '../../api/trashEndpoints';
import { HostLink } from '../../host/hostNavigation';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

/**
 * The board's URL while the board is in the trash bin (docs/boards-home.md#the-trash-bin): who moved it there when, and a
 * restore for those who may (the trash bin says who may); restoring loads the board again.
 */
export function TrashedBoardNotice({ boardId }: { boardId: string }) {
  const styles = useStyles();
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const entry = useTrashBin().data?.find((board) => board.id === boardId);
  const restore = useMutation({
    mutationFn: () => restoreFromTrash(boardId),
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: queryKeys.board(boardId) })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.allTasks(boardId) })),
    onError: (error) => showAlert('error', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.boards }),
  });
  return (
    <>
      <Title2 as="h1">{t('board_in_trash_title')}</Title2>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {entry &&
            t('board_in_trash_text', { date: formats.dateTime(entry.trashedAt), name: entry.trashedBy.name || entry.trashedBy.login })}{' '}
          {entry && !entry.canRestore && t('board_in_trash_ask')}
        </MessageBarBody>
        <MessageBarActions>
          <div className={styles.actions}>
            {entry?.canRestore && (
              <Button appearance="primary" disabled={restore.isPending} onClick={() => restore.mutate()}>
                {t('board_in_trash_restore')}
              </Button>
            )}
            <HostLink to="/trashbin">{t('board_in_trash_open_bin')}</HostLink>
          </div>
        </MessageBarActions>
      </MessageBar>
    </>
  );
}
