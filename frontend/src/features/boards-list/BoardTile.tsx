import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import type { BoardSummary } from '@listboard/shared';
import { HostLink } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { boardFacts } from './boardFacts';
import { TileActions } from './TileActions';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    height: '100%',
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  link: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    // The link's box covers the whole tile, so a click anywhere on it opens the board.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'none' },
  },
  description: { color: tokens.colorNeutralForeground2 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
  // Above the link's box, which covers the tile.
  actions: { position: 'relative', zIndex: 1, display: 'flex' },
  // Spec 1 section 2: a tile whose board failed to load shows its error under a pink header.
  errorHeader: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    margin: `calc(-1 * ${tokens.spacingVerticalM}) calc(-1 * ${tokens.spacingHorizontalM}) 0`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  errorText: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

export interface BoardTileProps {
  board: BoardSummary;
  onToggleFavorite: () => void;
  onMoveToTrash: () => void;
}

/** One board as a tile: a link (named by the board) that opens it, its owners and card count, its actions, and why it failed to load if it did. */
export function BoardTile({ board, onToggleFavorite, onMoveToTrash }: BoardTileProps) {
  const styles = useStyles();
  const t = useT();
  const facts = boardFacts(board, t);
  return (
    <Card className={styles.card}>
      {board.errorMessage && (
        <div className={styles.errorHeader}>
          <ErrorCircleRegular aria-hidden />
          <Text weight="semibold">{t('home_board_error')}</Text>
        </div>
      )}
      <CardHeader
        header={
          <HostLink className={styles.link} to={`/kanban/${encodeURIComponent(board.id)}`}>
            {board.name}
          </HostLink>
        }
        description={board.description ? <Text className={styles.description}>{board.description}</Text> : undefined}
        action={<TileActions className={styles.actions} board={board} onToggleFavorite={onToggleFavorite} onMoveToTrash={onMoveToTrash} />}
      />
      {board.errorMessage && (
        <Text size={200} className={styles.errorText}>
          {board.errorMessage}
        </Text>
      )}
      <div className={styles.facts}>
        {facts.owners && <Text size={200}>{facts.owners}</Text>}
        {facts.cards && <Text size={200}>{facts.cards}</Text>}
      </div>
    </Card>
  );
}
