import { useId } from 'react';
import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardSummary, BoardsViewType } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { BoardListView } from './BoardListView';
import { BoardTile } from './BoardTile';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

interface BoardSectionsProps {
  boards: readonly BoardSummary[];
  viewType: BoardsViewType;
  onToggleFavorite: (board: BoardSummary) => void;
  onMoveToTrash: (board: BoardSummary) => void;
}

/** Spec 1 section 2: favourites shown separately, above the other boards, each part as tiles or as a list. */
export function BoardSections({ boards, viewType, onToggleFavorite, onMoveToTrash }: BoardSectionsProps) {
  const t = useT();
  const favorites = boards.filter((b) => b.isFavorite);
  const others = boards.filter((b) => !b.isFavorite);
  if (favorites.length === 0)
    return <BoardGroup title={null} caption={t('boards_heading')} boards={others} {...{ viewType, onToggleFavorite, onMoveToTrash }} />;
  return (
    <>
      <BoardGroup
        title={t('home_favorites_heading')}
        caption={t('home_favorites_heading')}
        boards={favorites}
        {...{ viewType, onToggleFavorite, onMoveToTrash }}
      />
      {others.length > 0 && (
        <BoardGroup
          title={t('home_other_heading')}
          caption={t('home_other_heading')}
          boards={others}
          {...{ viewType, onToggleFavorite, onMoveToTrash }}
        />
      )}
    </>
  );
}

function BoardGroup({
  title,
  caption,
  boards,
  viewType,
  onToggleFavorite,
  onMoveToTrash,
}: BoardSectionsProps & { title: string | null; caption: string }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : caption}>
      {title && (
        <Subtitle1 as="h2" id={headingId}>
          {title}
        </Subtitle1>
      )}
      {viewType === 1 ? (
        <BoardListView caption={caption} boards={boards} onToggleFavorite={onToggleFavorite} onMoveToTrash={onMoveToTrash} />
      ) : (
        <ul className={styles.tiles} aria-label={caption}>
          {boards.map((board) => (
            <li key={board.id}>
              <BoardTile board={board} onToggleFavorite={() => onToggleFavorite(board)} onMoveToTrash={() => onMoveToTrash(board)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
