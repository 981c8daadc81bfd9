import { useCallback, useMemo } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useParams } from 'react-router-dom';
import type { BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { useHostNavigate } from '../../app/hostNavigation';
import { effectiveViewType, useBoardView } from '../../api/boardView';
import { ApiError } from '../../api/client';
import { useBoard, useTasks } from '../../api/queries';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { BoardCanvas } from './BoardCanvas';
import { cardPath } from './cardLinks';
import { hasReadOnlyCards, viewedBoard } from './lanes';
import { useLiveBoard } from './live/useLiveBoard';
import { NewCardButton } from './NewCardButton';
import { ViewTypePicker } from './toolbar/ViewTypePicker';

/** What the card details route (a child route) gets from the board page. */
export interface BoardOutletContext {
  boardId: string;
  board: BoardResponse | undefined;
  tasks: TasksResponse | undefined;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  tools: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
});

function loadErrorMessage(error: Error, t: Translate): string {
  return error instanceof ApiError && error.status === 403 ? t('access_denied_error') : error.message || t('error_unexpected');
}

/** /kanban/:boardId: the board with its lanes, columns and cards. */
export function BoardPage() {
  const styles = useStyles();
  const t = useT();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const tasks = useTasks(boardId);
  const viewType = effectiveViewType(useBoardView(boardId), board.data?.useSubtasks ?? false);
  const shownBoard = useMemo(() => board.data && viewedBoard(board.data, viewType), [board.data, viewType]);
  useLiveBoard(boardId, board.data?.userPermission);
  const navigate = useHostNavigate();
  const openCard = useCallback((item: Item) => navigate(cardPath(boardId, item)), [navigate, boardId]);
  const error = board.error ?? tasks.error;
  const someReadOnly = useMemo(() => (tasks.data ? hasReadOnlyCards(tasks.data) : false), [tasks.data]);
  const outletContext: BoardOutletContext = { boardId, board: board.data, tasks: tasks.data };

  return (
    <div className={styles.page}>
      {board.data && (
        <div className={styles.header}>
          <Title2 as="h1" className={styles.heading}>
            {board.data.name}
          </Title2>
          <div className={styles.tools}>
            {board.data.useSubtasks && <ViewTypePicker boardId={boardId} value={viewType} />}
            <NewCardButton board={board.data} boardId={boardId} onNavigate={navigate} />
          </div>
        </div>
      )}
      {error && <InlineAlert intent="error" message={loadErrorMessage(error, t)} />}
      {/* Spec 1 section 6: someItemsEditPermissionDisabled. */}
      {someReadOnly && <InlineAlert intent="warning" message={t('card_some_read_only')} />}
      {!error && (board.isPending || tasks.isPending) && <BusySpinner label={t('loading_tasks')} />}
      {shownBoard && tasks.data && (
        <BoardCanvas
          key={boardId}
          board={shownBoard}
          tasks={tasks.data}
          boardId={boardId}
          onOpenCard={shownBoard.formDefinition.openByDbClick ? openCard : undefined}
          onNavigate={navigate}
        />
      )}
      <Outlet context={outletContext} />
    </div>
  );
}
