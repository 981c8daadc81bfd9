import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardSummary } from '@listboard/shared';
import { HostLink } from '../../host/hostNavigation';

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
    // The link's box covers the whole tile, so a click anywhere on it opens the board.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'none' },
  },
  description: { color: tokens.colorNeutralForeground2 },
});

/** One board: a tile whose link (named by the board name) opens the board. */
export function BoardTile({ board }: { board: BoardSummary }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <HostLink className={styles.link} to={`/kanban/${encodeURIComponent(board.id)}`}>
            {board.name}
          </HostLink>
        }
        description={board.description ? <Text className={styles.description}>{board.description}</Text> : undefined}
      />
    </Card>
  );
}
