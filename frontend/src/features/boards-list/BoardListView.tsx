import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import type { BoardSummary } from '@listboard/shared';
import { HostLink } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { ON_PHONE } from '../../ui/media';
import { cardCountText, ownerList } from './boardFacts';
import { TileActions } from './TileActions';

const useStyles = makeStyles({
  // Fixed widths, so that the favourites' table and the other boards' line up column by column.
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', backgroundColor: tokens.colorNeutralBackground1 },
  nameColumn: { width: '28%', [ON_PHONE]: { width: 'auto' } },
  ownersColumn: { width: '18%' },
  cardsColumn: { width: '80px' },
  actionsColumn: { width: '96px' },
  head: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  },
  // On a phone the list keeps the name, the count and the actions; the tiles show the rest.
  wide: { [ON_PHONE]: { display: 'none' } },
  link: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  // Spec 1 section 2: a board that failed to load shows its error under a pink header.
  failed: { backgroundColor: tokens.colorPaletteRedBackground2 },
  error: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

export interface BoardListViewProps {
  caption: string;
  boards: readonly BoardSummary[];
  onToggleFavorite: (board: BoardSummary) => void;
  onMoveToTrash: (board: BoardSummary) => void;
}

/** The boards as a table (view type 1): name, description, owners, cards and the same actions as a tile. */
export function BoardListView({ caption, boards, onToggleFavorite, onMoveToTrash }: BoardListViewProps) {
  const styles = useStyles();
  const t = useT();
  const head = (text: string, extra: string) => (
    <th scope="col" className={mergeClasses(styles.cell, styles.head, extra)}>
      {text}
    </th>
  );
  return (
    <table className={styles.table} aria-label={caption}>
      <thead>
        <tr>
          {head(t('home_col_name'), styles.nameColumn)}
          {head(t('home_col_description'), styles.wide)}
          {head(t('home_col_owners'), mergeClasses(styles.wide, styles.ownersColumn))}
          {head(t('home_col_cards'), mergeClasses(styles.number, styles.cardsColumn))}
          {head(t('home_col_actions'), mergeClasses(styles.number, styles.actionsColumn))}
        </tr>
      </thead>
      <tbody>
        {boards.map((board) => {
          return (
            <tr key={board.id} className={board.errorMessage ? styles.failed : undefined}>
              <td className={styles.cell}>
                <HostLink className={styles.link} to={`/kanban/${encodeURIComponent(board.id)}`}>
                  {board.name}
                </HostLink>
                {board.errorMessage && (
                  <Text size={200} className={styles.error}>
                    <ErrorCircleRegular aria-hidden />
                    {`${t('home_board_error')}: ${board.errorMessage}`}
                  </Text>
                )}
              </td>
              <td className={mergeClasses(styles.cell, styles.wide)}>{board.description}</td>
              <td className={mergeClasses(styles.cell, styles.wide)}>{ownerList(board)}</td>
              <td className={mergeClasses(styles.cell, styles.number)}>{cardCountText(board)}</td>
              <td className={styles.cell}>
                <TileActions
                  className={styles.actions}
                  board={board}
                  onToggleFavorite={() => onToggleFavorite(board)}
                  onMoveToTrash={() => onMoveToTrash(board)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
