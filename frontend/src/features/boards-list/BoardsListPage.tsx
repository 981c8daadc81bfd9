import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useBoards, useMe } from '../../api/queries';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { BoardTile } from './BoardTile';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
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

/** The boards of the host site as tiles, and a way to a new board for those who may create one. */
export function BoardsListPage() {
  const styles = useStyles();
  const t = useT();
  const boards = useBoards();
  const navigate = useHostNavigate();
  // Spec 2 section 6: creating a board needs the ability to create lists; the server checks it again.
  const canCreate = useMe(true).data?.canCreateLists === true;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title2 as="h1">{t('boards_heading')}</Title2>
        {canCreate && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/newboard')}>
            {t('boards_new_board')}
          </Button>
        )}
      </div>
      {boards.isPending && <BusySpinner label={t('loading')} />}
      {boards.isError && <InlineAlert intent="error" message={boards.error.message} />}
      {boards.data?.length === 0 && <Text>{t('boards_empty')}</Text>}
      {boards.data && boards.data.length > 0 && (
        <ul className={styles.tiles}>
          {boards.data.map((board) => (
            <li key={board.id}>
              <BoardTile board={board} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
