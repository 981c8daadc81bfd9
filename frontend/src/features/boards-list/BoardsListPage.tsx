import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardSummary } from '@listboard/shared';
import { useBoards, useMe } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { moveToTrash } from '../../api/trashEndpoints';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert, useAlerts } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmation } from '../../ui/useConfirmation';
import { BoardTile } from './BoardTile';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  headingActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

/** Moves a board to the trash bin and says so; the boards list is read again either way. */
function useMoveToTrash() {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: BoardSummary) => moveToTrash(board.id),
    onSuccess: (_, board) => showAlert('success', t('trash_moved', { name: board.name })),
    onError: (error) => showAlert('error', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.boards }),
  });
}

/** The boards of the host site as tiles, a way to a new board for those who may create one, and to the trash bin. */
export function BoardsListPage() {
  const styles = useStyles();
  const t = useT();
  const boards = useBoards();
  const navigate = useHostNavigate();
  const move = useMoveToTrash();
  const confirmation = useConfirmation<BoardSummary>();
  // Spec 2 section 6: creating a board needs the ability to create lists; the server checks it again.
  const canCreate = useMe(true).data?.canCreateLists === true;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title2 as="h1">{t('boards_heading')}</Title2>
        <div className={styles.headingActions}>
          <Button icon={<DeleteRegular />} onClick={() => navigate('/trashbin')}>
            {t('trash_link')}
          </Button>
          {canCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/newboard')}>
              {t('boards_new_board')}
            </Button>
          )}
        </div>
      </div>
      {boards.isPending && <BusySpinner label={t('loading')} />}
      {boards.isError && <InlineAlert intent="error" message={boards.error.message} />}
      {boards.data?.length === 0 && <Text>{t('boards_empty')}</Text>}
      {boards.data && boards.data.length > 0 && (
        <ul className={styles.tiles}>
          {boards.data.map((board) => (
            <li key={board.id}>
              <BoardTile board={board} onMoveToTrash={() => confirmation.ask(board)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmation.open}
        title={t('trash_title_move')}
        text={confirmation.asked ? t('are_sure_move_to_trash_bin', { name: confirmation.asked.name }) : ''}
        confirmLabel={t('trash_move')}
        cancelLabel={t('trash_cancel')}
        onConfirm={() => {
          const board = confirmation.answer();
          if (board) move.mutate(board);
        }}
        onCancel={() => confirmation.answer()}
      />
    </div>
  );
}
