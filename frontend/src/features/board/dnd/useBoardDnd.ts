import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { moveTask, moveTasks } from '../../../api/endpoints';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import { useUndo } from '../../../ui/undo/UndoProvider';
import type { CardBusyStore } from '../card/cardBusy';
import { hasSwimlanes, laneTitle } from '../canvas/lanes';
import { PromptKeyboardSensor } from './promptKeyboardSensor';
import { cellIdOf, type Landing } from './announcements';
import { cellId, parseCellId } from './cells';
import { createCellCollision } from './collision';
import { dropOutcome, landingOver, previewOver, withPreview, type LandingPlace } from './dragPreview';
import { DragSession } from './dragSession';
import { cellSortable, type DropPoint } from './dropPlace';
import { autoScrollOptions, focusCardWhenShown, useDragAccessibility } from './dragSupport';
import { createGridKeyboardCoordinates, type GridRules } from './keyboardGrid';
import { type CompletedMove, type MoveController, createMoveController } from './moveController';
import { moveFailureText } from './moveFailure';
import { findCard, type CardPlace } from './moveCache';
import { useDefaultLanePick } from './useDefaultLanePick';
import type { CardSelection } from '../selection/cardSelection';
import { type SelectionMoveResult, createSelectionMover } from '../selection/selectionMove';
import { inBoardOrder, runStart } from '../selection/selectionRange';

const MOUSE_OPTIONS = { activationConstraint: { distance: 5 } };
// A finger picks a card up by holding it, so a quick sideways stroke stays a swipe between columns (mobile).
const TOUCH_OPTIONS = { activationConstraint: { delay: 250, tolerance: 5 } };

export interface ActiveDrag {
  item: Item;
  rowIndex: number;
  overCellId: string | null;
  /** The cell under the card is at its WIP limit: the drop will be refused. */
  overFullCell: boolean;
  /** Where the card is drawn while it hovers another cell (the drop preview); null draws it at home. */
  preview: CardPlace | null;
}

/** Everything the board's DndContext needs: sensors, collision detection, announcements and the drop handling. */
export interface BoardDndOptions {
  /** Cards with a move on its way are busy until the server answers. */
  busy: CardBusyStore;
  /** Called when a card is picked up. */
  onPickUp: () => void;
  /** Called for each move the server took, with the controller's move for its undo (the undo history). */
  onMoved?: (done: CompletedMove, move: MoveController['move']) => void;
  /** The person's selected cards: a selected card carries the others with it. */
  selection?: CardSelection;
  /** Called when a selection's move is settled, with the controller's move for its undo. */
  onSelectionMoved?: (result: SelectionMoveResult, move: MoveController['move']) => void;
}

/**
 * Where the dragged card is over, for the drop rules; null when it is over no cell. Over itself, the
 * card is in the cell it is drawn in: right after the preview moved it, dnd-kit may still hand over
 * the data of its previous place.
 */
function dropPointOf(active: Active, over: Over | null, drawn: TasksResponse): DropPoint | null {
  const self = over && over.id === active.id ? findCard(drawn, String(active.id)) : null;
  const cell = self ? { rowIndex: self.rowIndex, columnIndex: self.columnIndex } : parseCellId(cellIdOf(over));
  if (!over || !cell) return null;
  const dragged = active.rect.current.translated;
  return {
    cell,
    overCardId: over.data.current?.sortable ? String(over.id) : null,
    below: dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false,
  };
}

/**
 * The board's drag and drop over `tasks` (the cards as the page shows them). Returns the board as drawn
 * while dragging (`shown`: with the drop preview) and the DndContext's props.
 */
export function useBoardDnd(board: BoardResponse, boardId: string, tasks: TasksResponse, options: BoardDndOptions) {
  const { busy, onPickUp, onMoved, selection } = options;
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const [drag, setDrag] = useState<ActiveDrag | null>(null);
  const swimlanes = hasSwimlanes(board);
  const [session] = useState(() => new DragSession(tasks));
  useLayoutEffect(() => session.showTasks(tasks), [session, tasks]);
  const canChangeLane = board.swimlanes.allowDrag || !swimlanes;

  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(
      PromptKeyboardSensor,
      useMemo(() => {
        const rules = (): GridRules => ({ canSortIn: (cell) => cellSortable(session.tasks, cell, board.allowSorting), canChangeLane });
        return { coordinateGetter: createGridKeyboardCoordinates(rules, session.steered) };
      }, [board.allowSorting, canChangeLane, session]),
    ),
  );
  const collisionDetection = useMemo(
    () =>
      createCellCollision(
        session.steered,
        () => session.laneOnly,
        () => session.heldTarget(),
      ),
    [session],
  );

  // One controller, hence one move queue, per mounted board (the canvas is keyed by board id).
  const [controller] = useState(() =>
    createMoveController({
      queryClient,
      boardId,
      send: moveTask,
      onFailure: (error, target) => {
        const { warning, text } = moveFailureText(error, board, target.columnValue, t);
        showAlert(warning ? 'warning' : 'error', text);
      },
      markBusy: busy.begin,
    }),
  );

  useEffect(() => (onMoved ? controller.subscribe((done) => onMoved(done, controller.move)) : undefined), [controller, onMoved]);
  // An undo right after a move waits for the move's answer, so it takes that move back.
  const { provideSettled } = useUndo();
  useEffect(() => {
    provideSettled(controller.whenIdle);
    return () => provideSettled(null);
  }, [controller, provideSettled]);
  const [selectionMover] = useState(() => createSelectionMover({ queryClient, boardId, controller, send: moveTasks }));
  const { onSelectionMoved } = options;
  useEffect(
    () => (onSelectionMoved ? selectionMover.subscribe((result) => onSelectionMoved(result, controller.move)) : undefined),
    [controller, onSelectionMoved, selectionMover],
  );
  const moveSelection = selectionMover.move;

  const defaultLanePick = useDefaultLanePick(board, boardId, controller.move);
  const { moveOrAsk } = defaultLanePick;

  const describe = useCallback(
    (landing: LandingPlace | null): Landing | null => {
      if (!landing) return null;
      const row = session.tasks.rows[landing.place.rowIndex];
      const column = row?.columns[landing.place.columnIndex];
      if (!row || !column) return null;
      const lane = swimlanes ? laneTitle(row, board, t) : null;
      return landing.kind === 'full'
        ? { kind: 'full', column: column.name, lane, limit: landing.limit }
        : { kind: 'place', column: column.name, lane, position: landing.position, count: landing.count };
    },
    [session, swimlanes, board, t],
  );
  const cardName = useCallback((id: UniqueIdentifier) => findCard(session.tasks, String(id))?.item.name ?? String(id), [session]);
  const current = useCallback(() => describe(session.landing), [describe, session]);
  const accessibility = useDragAccessibility(t, { cardName, current });

  const onDragStart = useCallback(
    ({ active, activatorEvent }: DragStartEvent) => {
      onPickUp();
      const activeId = String(active.id);
      const shown = session.tasks;
      const card = findCard(shown, activeId);
      const landing = card && landingOver(shown, shown, activeId, { cell: card, overCardId: activeId, below: false }, board.allowSorting);
      session.start(activeId, activatorEvent instanceof KeyboardEvent, card && !canChangeLane ? card.rowIndex : null, landing);
      if (card) setDrag({ item: card.item, rowIndex: card.rowIndex, overCellId: cellIdOf(active), overFullCell: false, preview: null });
    },
    [onPickUp, session, canChangeLane, board.allowSorting],
  );

  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      const activeId = String(active.id);
      const drawn = session.drawn(activeId);
      const point = dropPointOf(active, over, drawn);
      const landing = point && landingOver(session.tasks, drawn, activeId, point, board.allowSorting);
      session.land(landing);
      const change = point ? previewOver(session.tasks, drawn, activeId, point, board.allowSorting) : ({ kind: 'keep' } as const);
      const moved =
        change.kind === 'set' && over !== null && session.showPreview(activeId, over.id, change.preview, landing?.kind !== 'full');
      const overCellId = point && cellId(point.cell.rowIndex, point.cell.columnIndex);
      const overFullCell = landing?.kind === 'full';
      setDrag((current) =>
        current && (moved || current.overCellId !== overCellId || current.overFullCell !== overFullCell)
          ? { ...current, overCellId, overFullCell, preview: session.preview }
          : current,
      );
    },
    [session, board.allowSorting],
  );

  const endDrag = useCallback(
    (activeId: string, keyboard: boolean) => {
      session.end();
      setDrag(null);
      if (keyboard) focusCardWhenShown(activeId);
    },
    [session],
  );

  const onDragCancel = useCallback(
    ({ active, activatorEvent }: DragEndEvent) => {
      endDrag(String(active.id), activatorEvent instanceof KeyboardEvent);
    },
    [endDrag],
  );

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      const activeId = String(active.id);
      const data = session.tasks;
      const drawn = session.drawn(activeId);
      const point = dropPointOf(active, over, drawn);
      const outcome = point && dropOutcome(data, drawn, activeId, point, board.allowSorting);
      session.land(outcome?.landing ?? null);
      endDrag(activeId, activatorEvent instanceof KeyboardEvent);
      if (!point || !outcome) return;
      const { decision } = outcome;
      const column = data.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex];
      // The card returns to its place by itself: nothing in the cache changed.
      if (decision.kind === 'refused-wip' && column)
        showAlert('warning', t('wip_limit_refused', { column: column.name, limit: column.limit ?? 0 }));
      if (decision.kind !== 'move') return;
      const carried = selection?.has(activeId) ? inBoardOrder(data, selection.ids()) : [];
      if (carried.length > 1)
        moveSelection({
          ids: carried,
          to: runStart(data, activeId, decision.to, carried),
          sorted: decision.sorted,
          hasSwimlanes: swimlanes,
        });
      else moveOrAsk({ uniqueID: activeId, to: decision.to, sorted: decision.sorted, hasSwimlanes: swimlanes }, data);
    },
    [session, board.allowSorting, endDrag, moveOrAsk, moveSelection, selection, showAlert, swimlanes, t],
  );

  const shown = useMemo(() => (drag ? withPreview(tasks, drag.item.uniqueID, drag.preview) : tasks), [tasks, drag]);
  // The preview is drawn: from the next frame on, the target follows the card again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => session.release());
    return () => cancelAnimationFrame(frame);
  }, [session, drag?.preview]);

  return {
    drag,
    shown,
    defaultLanePick,
    moveSelection,
    moveCard: controller.move,
    contextProps: {
      sensors,
      collisionDetection,
      accessibility,
      autoScroll: autoScrollOptions(),
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
    },
  };
}
