import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BoardResponse, Item, TasksResponse, User } from '@listboard/shared';
import { useEmbedding } from '../../host/embedding';
import { useHostNavigate } from '../../host/hostNavigation';
import { effectiveViewType, isBoardOwnView, narrowsCards } from '../../api/boardView';
import { useBoardView } from '../../api/hooks/useBoardView';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { ON_PHONE } from '../../ui/media';
import { BoardCanvas } from './canvas/BoardCanvas';
import { cardPath } from './card/cardLinks';
import { NoMatchingCards } from './filters';
import { countCards, readOnlyCards, viewedBoard } from './canvas/lanes';
import { MobileColumnNav } from './mobile/MobileColumnNav';
import { OwnerNote } from './ownerNote/OwnerNote';
import { PresenceAvatars } from './presence/PresenceAvatars';
import { stepColumn } from '../../ui/gestures/swipe';
import { useIsMobile } from '../../ui/useIsMobile';
import { useSwipe } from '../../ui/gestures/useSwipe';
import { PdfProgress, useBoardPdfExport } from './pdf';
import { emptyLanesOf, sortTasks } from './toolbar/arrangeCards';
import { BoardToolbar } from './toolbar/BoardToolbar';
import { useBoardTools } from './toolbar/useBoardTools';

const BoardSelector = lazy(() => import('./toolbar/BoardSelector').then((module) => ({ default: module.BoardSelector })));

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    flexWrap: 'wrap',
  },
  // The page's heading in a phone's size: the board name is the context, the cards are the content.
  phoneHeading: { [ON_PHONE]: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 } },
  title: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  heading: { margin: 0 },
  cards: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

const NO_USERS: User[] = [];

interface LoadedBoardProps {
  board: BoardResponse;
  boardId: string;
  tasks: TasksResponse | undefined;
  /** The cards shown are still those of the view before (a search just cleared, say) while this view's load. */
  tasksOfPreviousView?: boolean;
}

/** The board once its configuration is in: the header with its tools, and the cards as the tools arrange them. */
export function LoadedBoard({ board, boardId, tasks, tasksOfPreviousView = false }: LoadedBoardProps) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const { showBoardSelector } = useEmbedding();
  const tools = useBoardTools(board);
  const view = useBoardView(boardId);
  const viewType = effectiveViewType(view, board.useSubtasks);
  const sortedByField = tools.sort.field !== null;
  const shownBoard = useMemo(
    () => viewedBoard(board, { viewType, swimlaneField: view.swimlaneField, sortedByField }),
    [board, viewType, view.swimlaneField, sortedByField],
  );
  const shownTasks = useMemo(() => tasks && sortTasks(tasks, board, tools.sort), [tasks, board, tools.sort]);
  // The previous view's cards may be a search's: a lane first drawn from them would start collapsed, as if empty.
  const narrowed = narrowsCards(view) || tasksOfPreviousView;
  const emptyLanes = useMemo(
    () => tasks && emptyLanesOf(tasks, { narrowed, hideEmpty: tools.hideEmpty }),
    [tasks, narrowed, tools.hideEmpty],
  );
  const openCard = useCallback((item: Item) => navigate(cardPath(boardId, item)), [navigate, boardId]);
  const readOnly = useMemo(() => (tasks ? readOnlyCards(tasks) : 'none'), [tasks]);
  const { targetRef: exportRef, ...pdf } = useBoardPdfExport(board, boardId, tasks);
  const exporting = pdf.progress !== null;
  const { swipeAreaRef, ...mobile } = useMobileColumns(board);

  return (
    <>
      <div className={styles.header}>
        <div className={styles.title}>
          <Title2 as="h1" className={mergeClasses(styles.heading, styles.phoneHeading)}>
            {board.name}
          </Title2>
          <PresenceAvatars boardId={boardId} />
          {showBoardSelector && (
            <Suspense fallback={null}>
              <BoardSelector boardId={boardId} boardName={board.name} onNavigate={navigate} />
            </Suspense>
          )}
        </div>
        <BoardToolbar
          board={board}
          boardId={boardId}
          viewType={viewType}
          tools={tools}
          users={tasks?.users ?? NO_USERS}
          onNavigate={navigate}
          mobile={mobile.active}
          onSavePdf={(layout) => void pdf.start(layout)}
          savingPdf={exporting}
        />
      </div>
      <PdfProgress progress={pdf.progress} label={t('pdf_exporting')} />
      {/* Spec 1 section 6: someItemsEditPermissionDisabled is a warning; a board that is only to be viewed is no surprise to warn of. */}
      {readOnly === 'some' && <InlineAlert intent="warning" message={t('card_some_read_only')} />}
      {readOnly === 'all' && <InlineAlert intent="info" message={t('card_all_read_only')} />}
      {tasks && countCards(tasks) === 0 && !isBoardOwnView(view) && <NoMatchingCards boardId={boardId} />}
      {/* A board with a card is no longer new: its owner has met it (docs/board-page.md, "The owner's first look"). */}
      {board.showOwnerNote && tasks && countCards(tasks) === 0 && isBoardOwnView(view) && <OwnerNote board={board} boardId={boardId} />}
      {shownTasks && (
        <div ref={swipeAreaRef} className={styles.cards}>
          {mobile.active && <MobileColumnNav columnNames={mobile.columnNames} index={mobile.column} onStep={mobile.step} />}
          <BoardCanvas
            board={shownBoard}
            tasks={shownTasks}
            boardId={boardId}
            emptyLanes={emptyLanes}
            laneCommand={tools.laneCommand}
            onOpenCard={openCard}
            onNavigate={navigate}
            visibleColumn={mobile.active && !exporting ? mobile.column : null}
            expandAll={exporting}
            exportRef={exportRef}
          />
        </div>
      )}
    </>
  );
}

/** Spec 1 section 2: on a narrow screen one column shows at a time; arrows and swipes move between them. */
function useMobileColumns(board: BoardResponse) {
  const active = useIsMobile();
  const columnNames = useMemo(() => board.columnDefinitions.map((c) => c.name), [board.columnDefinitions]);
  const [column, setColumn] = useState(0);
  const step = useCallback(
    (direction: 'next' | 'previous') => setColumn((index) => stepColumn(index, columnNames.length, direction)),
    [columnNames.length],
  );
  const swipeAreaRef = useSwipe(active, step);
  return { active, columnNames, column: Math.min(column, Math.max(columnNames.length - 1, 0)), step, swipeAreaRef };
}
