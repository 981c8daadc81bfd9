import { useCallback, useMemo } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useParams } from 'react-router-dom';
import type { BoardResponse, Item, TasksResponse, User } from '@listboard/shared';
import { useHostNavigate } from '../../app/hostNavigation';
import { effectiveViewType, isBoardOwnView, useBoardView } from '../../api/boardView';
import { ApiError } from '../../api/client';
import { useBoard, useTasks } from '../../api/queries';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { BoardCanvas } from './BoardCanvas';
import { cardPath } from './cardLinks';
import { NoMatchingCards } from './filters';
import { countCards, hasReadOnlyCards, viewedBoard } from './lanes';
import { useLiveBoard } from './live/useLiveBoard';
import { sortTasks } from './toolbar/arrangeCards';
import { BoardToolbar } from './toolbar/BoardToolbar';
import { useBoardTools } from './toolbar/useBoardTools';

/** What the card details route (a child route) gets from the board page. */
export interface BoardOutletContext {
  boardId: string;
  board: BoardResponse | undefined;
  tasks: TasksResponse | undefined;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, flexWrap: 'wrap' },
  heading: { margin: 0 },
});

const NO_USERS: User[] = [];

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
  useLiveBoard(boardId, board.data?.userPermission);
  const error = board.error ?? tasks.error;
  const outletContext: BoardOutletContext = { boardId, board: board.data, tasks: tasks.data };

  return (
    <div className={styles.page}>
      {error && <InlineAlert intent="error" message={loadErrorMessage(error, t)} />}
      {!error && (board.isPending || tasks.isPending || tasks.isPlaceholderData) && <BusySpinner label={t('loading_tasks')} />}
      {board.data && <LoadedBoard key={boardId} board={board.data} boardId={boardId} tasks={tasks.data} />}
      <Outlet context={outletContext} />
    </div>
  );
}

/** The board once its configuration is in: the header with its tools, and the cards as the tools arrange them. */
function LoadedBoard({ board, boardId, tasks }: { board: BoardResponse; boardId: string; tasks: TasksResponse | undefined }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const tools = useBoardTools(board);
  const view = useBoardView(boardId);
  const viewType = effectiveViewType(view, board.useSubtasks);
  const sortedByField = tools.sort.field !== null;
  const shownBoard = useMemo(
    () => viewedBoard(board, { viewType, swimlaneField: view.swimlaneField, sortedByField }),
    [board, viewType, view.swimlaneField, sortedByField],
  );
  const shownTasks = useMemo(() => tasks && sortTasks(tasks, board, tools.sort), [tasks, board, tools.sort]);
  const openCard = useCallback((item: Item) => navigate(cardPath(boardId, item)), [navigate, boardId]);
  const someReadOnly = useMemo(() => (tasks ? hasReadOnlyCards(tasks) : false), [tasks]);

  return (
    <>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.heading}>
          {board.name}
        </Title2>
        <BoardToolbar board={board} boardId={boardId} viewType={viewType} tools={tools} users={tasks?.users ?? NO_USERS} onNavigate={navigate} />
      </div>
      {/* Spec 1 section 6: someItemsEditPermissionDisabled. */}
      {someReadOnly && <InlineAlert intent="warning" message={t('card_some_read_only')} />}
      {tasks && countCards(tasks) === 0 && !isBoardOwnView(view) && <NoMatchingCards boardId={boardId} />}
      {shownTasks && (
        <BoardCanvas
          board={shownBoard}
          tasks={shownTasks}
          boardId={boardId}
          hideEmptyLanes={tools.hideEmpty}
          laneCommand={tools.laneCommand}
          onOpenCard={board.formDefinition.openByDbClick ? openCard : undefined}
          onNavigate={navigate}
        />
      )}
    </>
  );
}
