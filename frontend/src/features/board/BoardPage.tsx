import { makeStyles, tokens } from '@fluentui/react-components';
import { ON_PHONE } from '../../ui/media';
import { useMemo } from 'react';
import { Outlet, useMatch, useParams } from 'react-router-dom';
import type { BoardResponse, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../api/client';
import { useHostThemeChoice } from '../../host/hostTheme';
import { useBoard, useTasks } from '../../api/queries';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { LoadedBoard } from './LoadedBoard';
import { UndoProvider } from '../../ui/undo/UndoProvider';
import { TrashedBoardNotice } from './TrashedBoardNotice';
import { useLiveBoard } from './live/useLiveBoard';
import { openCardOf } from './presence/openCard';
import { usePresenceReports } from './presence/usePresenceReports';

/** What the card details route (a child route) gets from the board page. */
export interface BoardOutletContext {
  boardId: string;
  board: BoardResponse | undefined;
  tasks: TasksResponse | undefined;
}

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    // A phone keeps its first screen for the cards (docs/board-page.md#mobile).
    [ON_PHONE]: { rowGap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
});

function loadErrorMessage(error: Error, t: Translate): string {
  return error instanceof ApiError && error.status === 403 ? t('access_denied_error') : error.message || t('error_unexpected');
}

/** An outage or a lost connection may be over by the time the person asks again; a refusal will not be. */
function mayPass(error: Error): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** /kanban/:boardId: the board with its lanes, columns and cards. */
export function BoardPage() {
  const styles = useStyles();
  const t = useT();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const tasks = useTasks(boardId);
  useLiveBoard(boardId, board.data?.userPermission, tasks.data !== undefined);
  const { listID, itemID } = useMatch('/kanban/:boardId/:listID/:itemID')?.params ?? {};
  const level = board.data?.userPermission;
  const openCard = useMemo(() => openCardOf({ listID, itemID }, tasks.data, level), [listID, itemID, tasks.data, level]);
  usePresenceReports(boardId, level, openCard);
  useHostThemeChoice(board.data?.useTeamsTheme);
  const error = board.error ?? tasks.error;
  const outletContext: BoardOutletContext = { boardId, board: board.data, tasks: tasks.data };
  // A board moved to the trash bin while open, or opened from its URL there: the notice takes the board's place.
  if (error instanceof ApiError && error.code === 'board_in_trash') {
    return (
      <div className={styles.page}>
        <TrashedBoardNotice boardId={boardId} />
      </div>
    );
  }

  return (
    <UndoProvider key={boardId}>
      <div className={styles.page}>
        {error && (
          <InlineAlert
            intent="error"
            message={loadErrorMessage(error, t)}
            action={
              mayPass(error) ? { label: t('try_again'), onClick: () => void Promise.all([board.refetch(), tasks.refetch()]) } : undefined
            }
          />
        )}
        {!error && (board.isPending || tasks.isPending || tasks.isPlaceholderData) && <BusySpinner label={t('loading_tasks')} />}
        {board.data && (
          <LoadedBoard
            key={boardId}
            board={board.data}
            boardId={boardId}
            tasks={tasks.data}
            tasksOfPreviousView={tasks.isPlaceholderData}
          />
        )}
        <Outlet context={outletContext} />
      </div>
    </UndoProvider>
  );
}
