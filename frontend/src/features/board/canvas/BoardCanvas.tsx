import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { CardPopupsHost } from '../actions/CardPopupsHost';
import { createCardPopups } from '../actions/cardPopups';
import { useCardActions } from '../actions/useCardActions';
import { useUndoSteps } from '../undo/useUndoSteps';
import { createCardBusyStore } from '../card/cardBusy';
import { cardOpeningOf } from '../card/cardOpening';
import { columnShares } from '../card/cardSize';
import { useCardClasses } from '../card/cardClasses';
import { calloutSettings, cardDisplay, cardLabelsSettings, isReadOnlyUser, type CardSettings } from '../card/cardSettings';
import { CardView } from '../card/CardView';
import { AddColumn } from '../columns/AddColumn';
import { parseCellId } from '../dnd/cells';
import { createCardSortingStore } from '../dnd/cardSorting';
import { useBoardDnd } from '../dnd/useBoardDnd';
import { useT } from '../../../i18n/useT';
import { countCards, hasSwimlanes, laneCardsHeight, laneTitle } from './lanes';
import { canAddCards, quickAddPlan } from '../quickAdd/quickAddPlan';
import { SwimlaneRow } from './SwimlaneRow';
import { type EmptyLanes, emptyLanesOf, isLaneHidden } from '../toolbar/arrangeCards';
import type { LaneCommand } from '../toolbar/useBoardTools';
import { BoardShortcuts } from '../shortcuts/BoardShortcuts';
import { useCardKeyActions } from '../shortcuts/cardKeyActions';
import { CarriedCount, SelectionBar } from '../selection/SelectionBar';
import { inBoardOrder } from '../selection/selectionRange';
import { useCardSelection, useSelectionSettled } from '../selection/useCardSelection';
import { useSelectionActions } from '../selection/useSelectionActions';
import { WINDOW_CARD_LIMIT, createChunkHeights } from '../window/cardWindow';

// Asked only when a card is dropped into the default lane of a lane field without a default value: its dropdown and
// input stay out of the board's start-up JS (docs/performance.md#start-up).
const DefaultLaneValueDialog = lazy(() =>
  import('../dnd/DefaultLaneValueDialog').then((module) => ({ default: module.DefaultLaneValueDialog })),
);

interface BoardCanvasProps {
  board: BoardResponse;
  tasks: TasksResponse;
  boardId: string;
  /** Opens a card's dialog: on a click or a double click, as the board's formDefinition says. */
  onOpenCard?: (item: Item) => void;
  /** Goes to a route of the page (the item dialog's); the card menu's Open and Clone use it. */
  onNavigate?: (path: string) => void;
  /** Which empty lanes are left out or shown closed; by default as on the board's own view (emptyLanesOf). */
  emptyLanes?: EmptyLanes;
  /** Collapse or expand every lane (the swimlane menu). */
  laneCommand?: LaneCommand | null;
  /** On mobile only this column of each lane shows. */
  visibleColumn?: number | null;
  /** Every lane open and every cell drawn, for the PDF export. */
  expandAll?: boolean;
  /** The element the PDF export draws. */
  exportRef?: Ref<HTMLDivElement>;
}

const useStyles = makeStyles({
  board: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalL,
  },
  // The export draws the whole board, so nothing may be scrolled out of it.
  expanded: { overflowX: 'visible', width: 'max-content' },
});

/** The board's lanes and columns inside one drag-and-drop context. */
export const BoardCanvas = memo(function BoardCanvas(props: BoardCanvasProps) {
  const { board, tasks, boardId, onOpenCard, onNavigate, laneCommand = null, visibleColumn = null, expandAll = false, exportRef } = props;
  const styles = useStyles();
  const t = useT();
  const classes = useCardClasses(board.cardSize);
  const [busy] = useState(createCardBusyStore);
  const [sorting] = useState(createCardSortingStore);
  const [popups] = useState(createCardPopups);
  const [chunkHeights] = useState(createChunkHeights);
  useEffect(() => () => popups.dispose(), [popups]);
  // Spec 1 section 4: a card's callout closes when it is picked up.
  const undoSteps = useUndoSteps(board, boardId);
  const readOnly = isReadOnlyUser(board);
  // Cards are selected on the live board of a person who may change them, not in the PDF's drawing.
  const selecting = !readOnly && !expandAll && onOpenCard !== undefined;
  const { selection, onSelect } = useCardSelection(tasks);
  const onSelectionMoved = useSelectionSettled(board, undoSteps.selectionMoved);
  const selectionActions = useSelectionActions(board, boardId, selection, busy, undoSteps);
  const { drag, shown, defaultLanePick, moveSelection, moveCard, contextProps } = useBoardDnd(board, boardId, tasks, {
    busy,
    onPickUp: popups.close,
    onMoved: undoSteps.moved,
    selection: selecting ? selection : undefined,
    onSelectionMoved,
  });
  const actions = useCardActions(boardId, busy, onNavigate, undoSteps);
  const withLanes = hasSwimlanes(board);
  const emptyLanes = useMemo(
    () => props.emptyLanes ?? emptyLanesOf(tasks, { narrowed: false, hideEmpty: false }),
    [props.emptyLanes, tasks],
  );
  const bigBoard = useMemo(() => countCards(tasks) > WINDOW_CARD_LIMIT, [tasks]);
  const openCard = useLatestCallback(onOpenCard);
  const settings = useMemo<CardSettings>(
    () => ({
      boardId,
      cardSize: board.cardSize,
      classes,
      allowSorting: board.allowSorting,
      dragEnabled: !board.disableDragDrop && !readOnly,
      onOpenCard: openCard,
      openCardBy: cardOpeningOf(board.formDefinition.openByDbClick),
      display: cardDisplay(board, tasks.aging),
      busy,
      sorting,
      actions,
      popups,
      callout: calloutSettings(board, boardId),
      quickAdd: quickAddPlan(board, boardId),
      selection: selecting ? selection : null,
      onSelect: selecting ? onSelect : undefined,
      chunkHeights,
      // A phone shows one column at a time, as wide as the screen.
      columnShares: visibleColumn === null ? columnShares(board) : new Map(),
    }),
    [
      board,
      tasks.aging,
      boardId,
      classes,
      readOnly,
      openCard,
      busy,
      sorting,
      actions,
      popups,
      selecting,
      selection,
      onSelect,
      chunkHeights,
      visibleColumn,
    ],
  );
  const shownRows = shown.rows.map((row, rowIndex) => !withLanes || !isLaneHidden(row, emptyLanes.hide) || drag?.rowIndex === rowIndex);
  // Once, after the columns of the first lane shown: a new column is the board's, not a lane's.
  const addColumnRow = board.canEditSettings && !expandAll && visibleColumn === null ? shownRows.indexOf(true) : -1;
  const dropCell = parseCellId(drag?.overCellId);
  const cardsHeight = laneCardsHeight(board, expandAll, shownRows.filter(Boolean).length);
  const labels = useMemo(() => cardLabelsSettings(board, boardId), [board, boardId]);
  const cardKeys = useCardKeyActions({ board, tasks, actions, labels, move: settings.dragEnabled ? moveCard : undefined });

  return (
    <DndContext {...contextProps}>
      <div ref={exportRef} className={mergeClasses(styles.board, expandAll && styles.expanded)}>
        {shown.rows.map((row, rowIndex) =>
          !shownRows[rowIndex] ? null : (
            <SwimlaneRow
              key={`${rowIndex}:${row.value}`}
              row={row}
              rowIndex={rowIndex}
              title={withLanes ? laneTitle(row, board, t) : board.name}
              showHeader={withLanes}
              // The PDF export draws every card.
              windowed={bigBoard && !expandAll}
              heldCardId={drag?.item.uniqueID ?? null}
              dropColumnIndex={dropCell?.rowIndex === rowIndex ? dropCell.columnIndex : null}
              dropRefused={dropCell?.rowIndex === rowIndex && (drag?.overFullCell ?? false)}
              settings={settings}
              laneCommand={laneCommand}
              collapseWhenEmpty={emptyLanes.collapse}
              showRowTotal={withLanes && board.swimlanes.calculateTotal}
              visibleColumn={visibleColumn}
              expandAll={expandAll}
              cardsHeight={cardsHeight}
              afterColumns={rowIndex === addColumnRow ? <AddColumn boardId={boardId} /> : undefined}
            />
          ),
        )}
      </div>
      <DragOverlay>
        {drag ? (
          <div className={classes.overlayFrame}>
            <CardView item={drag.item} classes={classes} display={settings.display} overlay />
            {selecting && <CarriedCount selection={selection} carrying={drag.item.uniqueID} />}
          </div>
        ) : null}
      </DragOverlay>
      {defaultLanePick.pending && (
        <Suspense fallback={null}>
          <DefaultLaneValueDialog pick={defaultLanePick.pending} onAnswer={defaultLanePick.answer} />
        </Suspense>
      )}
      <CardPopupsHost
        popups={popups}
        actions={actions}
        canClone={canAddCards(board)}
        callout={settings.callout}
        labels={labels}
        selection={settings.selection}
      />
      {/* Not while a card is carried, and not in the PDF's whole-board drawing. */}
      {onOpenCard && !expandAll && !drag && (
        <BoardShortcuts
          tasks={tasks}
          popups={popups}
          onOpenCard={onOpenCard}
          hasLabels={labels !== null}
          selection={selecting ? selection : null}
          cardKeys={cardKeys}
        />
      )}
      {selecting && (
        <SelectionBar
          tasks={tasks}
          selection={selection}
          actions={selectionActions}
          onMoveToColumn={(columnIndex) =>
            moveSelection({ ids: inBoardOrder(tasks, selection.ids()), toColumn: columnIndex, sorted: false, hasSwimlanes: withLanes })
          }
        />
      )}
    </DndContext>
  );
});

/**
 * A stable function that calls the latest `callback` (undefined while there is none): the page's
 * handlers change with its query string, and a new one in the settings would re-render every card.
 */
function useLatestCallback<A extends unknown[]>(callback: ((...args: A) => void) | undefined): ((...args: A) => void) | undefined {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const stable = useCallback((...args: A) => latest.current?.(...args), []);
  return callback ? stable : undefined;
}
