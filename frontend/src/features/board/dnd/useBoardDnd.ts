import { useCallback, useMemo, useState } from 'react';
import {
  AutoScrollActivator,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardResponse, Item } from '@listboard/shared';
import { moveTask } from '../../../api/endpoints';
import { readTasks } from '../../../api/queries';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import type { CardBusyStore } from '../cardBusy';
import { hasSwimlanes, laneTitle } from '../lanes';
import { cellIdOf, createAnnouncements, screenReaderInstructions, type DragDescriber } from './announcements';
import { parseCellId } from './cells';
import { cardKeyboardCoordinates, cellFirstCollision } from './collision';
import { decideDrop, wipAllows } from './dropPlace';
import { createMoveController } from './moveController';
import { findCard } from './moveCache';

const MOUSE_OPTIONS = { activationConstraint: { distance: 5 } };
// A finger picks a card up by holding it, so a quick sideways stroke stays a swipe between columns (mobile).
const TOUCH_OPTIONS = { activationConstraint: { delay: 250, tolerance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: cardKeyboardCoordinates };

export interface ActiveDrag {
  item: Item;
  rowIndex: number;
  overCellId: string | null;
}

/** Spec 1 section 9: auto-scroll starts 30 px from an edge and scrolls about 120 px per 367 ms. */
const AUTO_SCROLL_EDGE_PX = 30;
const AUTO_SCROLL_PX_PER_MS = 120 / 367;
const AUTO_SCROLL_INTERVAL_MS = 5;

/** dnd-kit measures the edge as a fraction of the scrolled area; the window is the area that scrolls the board. */
function autoScrollOptions() {
  const width = typeof window === 'undefined' ? 1000 : window.innerWidth;
  const height = typeof window === 'undefined' ? 1000 : window.innerHeight;
  return {
    activator: AutoScrollActivator.Pointer,
    threshold: { x: AUTO_SCROLL_EDGE_PX / width, y: AUTO_SCROLL_EDGE_PX / height },
    acceleration: AUTO_SCROLL_PX_PER_MS * AUTO_SCROLL_INTERVAL_MS,
    interval: AUTO_SCROLL_INTERVAL_MS,
  };
}

/** Everything the board's DndContext needs: sensors, collision detection, announcements and the drop handling. */
export interface BoardDndOptions {
  /** Cards with a move on its way are busy until the server answers. */
  busy: CardBusyStore;
  /** Called when a card is picked up. */
  onPickUp: () => void;
}

export function useBoardDnd(board: BoardResponse, boardId: string, { busy, onPickUp }: BoardDndOptions) {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const [drag, setDrag] = useState<ActiveDrag | null>(null);
  const sensors = useSensors(useSensor(MouseSensor, MOUSE_OPTIONS), useSensor(TouchSensor, TOUCH_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const swimlanes = hasSwimlanes(board);

  // One controller, hence one move queue, per mounted board (the canvas is keyed by board id).
  const [controller] = useState(() =>
    createMoveController({
      queryClient,
      boardId,
      send: moveTask,
      onFailure: (error) => showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected')),
      markBusy: busy.begin,
    }),
  );

  // Announcements read the cache when they speak, so they always name the cards and cells as they are now.
  const accessibility = useMemo(() => {
    const read = () => readTasks(queryClient, boardId);
    const describer: DragDescriber = {
      cardName: (id) => {
        const data = read();
        return (data && findCard(data, String(id))?.item.name) ?? String(id);
      },
      describeCell: (id) => {
        const cell = parseCellId(id);
        const row = cell && read()?.rows[cell.rowIndex];
        const column = cell && row?.columns[cell.columnIndex];
        if (!cell || !row || !column) return null;
        return { column: column.name, lane: swimlanes ? laneTitle(row, board) : null };
      },
      refusal: (activeId, id) => {
        const cell = parseCellId(id);
        const data = read();
        return cell && data && !wipAllows(data, String(activeId), cell) ? t('wip_limit_error') : null;
      },
    };
    return { announcements: createAnnouncements(t, describer), screenReaderInstructions: screenReaderInstructions(t) };
  }, [queryClient, boardId, swimlanes, board, t]);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      onPickUp();
      const data = readTasks(queryClient, boardId);
      const card = data && findCard(data, String(active.id));
      if (card) setDrag({ item: card.item, rowIndex: card.rowIndex, overCellId: cellIdOf(active) });
    },
    [queryClient, boardId, onPickUp],
  );

  const onDragOver = useCallback(({ over }: DragOverEvent) => {
    const overCellId = cellIdOf(over);
    setDrag((current) => (current && current.overCellId !== overCellId ? { ...current, overCellId } : current));
  }, []);

  const onDragCancel = useCallback(() => setDrag(null), []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDrag(null);
      const cell = parseCellId(cellIdOf(over));
      const data = readTasks(queryClient, boardId);
      if (!over || !cell || !data) return;
      const activeId = String(active.id);
      const overCardId = over.data.current?.sortable ? String(over.id) : null;
      const dragged = active.rect.current.translated;
      const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
      const decision = decideDrop(data, activeId, { cell, overCardId, below }, board.allowSorting);
      // The card returns to its place by itself: nothing in the cache changed.
      if (decision.kind === 'refused-wip') showAlert('warning', t('wip_limit_error'));
      if (decision.kind === 'move') controller.move({ uniqueID: activeId, to: decision.to, sorted: decision.sorted, hasSwimlanes: swimlanes });
    },
    [queryClient, boardId, board.allowSorting, controller, showAlert, swimlanes, t],
  );

  return {
    drag,
    contextProps: { sensors, collisionDetection: cellFirstCollision, accessibility, autoScroll: autoScrollOptions(), onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
