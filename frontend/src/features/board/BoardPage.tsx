import { useCallback } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useParams } from 'react-router-dom';
import type { BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { useHostNavigate } from '../../app/hostNavigation';
import { ApiError } from '../../api/client';
import { useBoard, useTasks } from '../../api/queries';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { BoardCanvas } from './BoardCanvas';
import { useLiveBoard } from './live/useLiveBoard';

/** What the card details route (a child route) gets from the board page. */
export interface BoardOutletContext {
  boardId: string;
  board: BoardResponse | undefined;
  tasks: TasksResponse | undefined;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  heading: { margin: 0 },
});

function loadErrorMessage(error: Error, t: Translate): string {
  return error instanceof ApiError && error.status === 403 ? t('access_denied_error') : error.message || t('error_unexpected');
}

export function cardPath(boardId: string, item: Item): string {
  return `/kanban/${encodeURIComponent(boardId)}/${encodeURIComponent(item.info.listID)}/${encodeURIComponent(String(item.info.itemID))}`;
}

/** /kanban/:boardId: the board with its lanes, columns and cards. */
export function BoardPage() {
  const styles = useStyles();
  const t = useT();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const tasks = useTasks(boardId);
  useLiveBoard(boardId, board.data?.userPermission);
  const navigate = useHostNavigate();
  const openCard = useCallback((item: Item) => navigate(cardPath(boardId, item)), [navigate, boardId]);
  const error = board.error ?? tasks.error;
  const outletContext: BoardOutletContext = { boardId, board: board.data, tasks: tasks.data };

  return (
    <div className={styles.page}>
      {board.data && (
        <Title2 as="h1" className={styles.heading}>
          {board.data.name}
        </Title2>
      )}
      {error && <InlineAlert intent="error" message={loadErrorMessage(error, t)} />}
      {!error && (board.isPending || tasks.isPending) && <BusySpinner label={t('loading_tasks')} />}
      {board.data && tasks.data && (
        <BoardCanvas
          key={boardId}
          board={board.data}
          tasks={tasks.data}
          boardId={boardId}
          onOpenCard={board.data.formDefinition.openByDbClick ? openCard : undefined}
        />
      )}
      <Outlet context={outletContext} />
    </div>
  );
}
