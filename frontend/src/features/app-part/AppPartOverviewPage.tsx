import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Text, Textarea, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BoardSummary } from '@listboard/shared';
import { useBoards } from '../../api/queries';
import { HostLink } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { embedSnippet } from './embedSnippet';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  board: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  chosen: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // A plain link would keep the browser's dark blue, unreadable on the dark theme.
  boardLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  snippet: { fontFamily: tokens.fontFamilyMonospace, width: '100%' },
});

/**
 * Spec 1 section 2, /edit/{boardId?}: the app part's overview. The boards the person may view, each
 * with the embed code that shows it in a host page, copied to the clipboard with one button; the
 * board of the path, when there is one, comes first and marked.
 */
export function AppPartOverviewPage() {
  const styles = useStyles();
  const t = useT();
  const { boardId } = useParams();
  const boards = useBoards();
  const ordered = [...(boards.data ?? [])].sort((a, b) => Number(b.id === boardId) - Number(a.id === boardId));
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('app_part_heading')}</Title2>
      <Text>{t('app_part_intro')}</Text>
      {boards.isPending && <BusySpinner label={t('app_part_loading')} />}
      {boards.isError && <InlineAlert intent="error" message={boards.error.message} />}
      {boards.data?.length === 0 && <Text>{t('app_part_empty')}</Text>}
      {ordered.length > 0 && (
        <ul className={styles.list}>
          {ordered.map((board) => (
            <li
              key={board.id}
              className={mergeClasses(styles.board, board.id === boardId && styles.chosen)}
              aria-current={board.id === boardId || undefined}
            >
              <EmbeddableBoard board={board} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function EmbeddableBoard({ board }: { board: BoardSummary }) {
  const styles = useStyles();
  const t = useT();
  const [copy, setCopy] = useState<CopyState>('idle');
  const snippet = embedSnippet(board, window.location.origin);
  const copySnippet = () => {
    navigator.clipboard.writeText(snippet).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <>
      <div className={styles.row}>
        <HostLink className={styles.boardLink} to={`/kanban/${board.id}`}>
          {board.name}
        </HostLink>
        <Button onClick={copySnippet}>{t('app_part_copy')}</Button>
      </div>
      {board.description && <Text>{board.description}</Text>}
      <Textarea
        className={styles.snippet}
        readOnly
        value={snippet}
        aria-label={t('app_part_snippet_label', { name: board.name })}
        resize="vertical"
      />
      <Text role="status">{copy === 'copied' ? t('app_part_copied') : copy === 'failed' ? t('app_part_copy_failed') : ''}</Text>
    </>
  );
}
