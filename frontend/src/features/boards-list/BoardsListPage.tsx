import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useBoards } from '../../api/queries';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { BoardTile } from './BoardTile';

const useStyles = makeStyles({
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

/** The boards of the host site as tiles. */
export function BoardsListPage() {
  const styles = useStyles();
  const t = useT();
  const boards = useBoards();

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('boards_heading')}</Title2>
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
