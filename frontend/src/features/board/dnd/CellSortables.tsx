import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDndContext, useDroppable, type UniqueIdentifier, type UseDndContextReturnValue } from '@dnd-kit/core';
import type { SortingStrategy } from '@dnd-kit/sortable';
import { cellSortingStyles, type CardSortingStore } from './cardSorting';

interface CellSortablesProps {
  /** The cell's id (see cells.cellId). */
  cellId: string;
  /** The cell's drawn cards, in order. */
  items: readonly string[];
  strategy: SortingStrategy;
  store: CardSortingStore;
}

/**
 * A cell's cards as the drop targets of a drag, drawn only while a card is dragged: each card's element
 * becomes a droppable with dnd-kit's sortable data (its cell, its index), and the cards make room for the
 * dragged one through `store`. Cards register while a drag lasts, not whenever they are drawn: each
 * registration re-renders dnd-kit's whole context, which made scrolling a big board stutter
 * (docs/performance.md). Drawn after the cell's cards, so their draggables are registered when these look
 * their elements up.
 */
export const CellSortables = memo(function CellSortables({ cellId, items, strategy, store }: CellSortablesProps) {
  const { active, over, droppableRects, activeNodeRect, draggableNodes, measureDroppableContainers } = useDndContext();
  // The cards as last drawn: once a change is painted (at once), the cards glide again.
  const [drawnBefore, setDrawnBefore] = useState(items);
  const itemsChanged = !sameItems(items, drawnBefore);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after the painted jump is the point
    if (itemsChanged) setDrawnBefore(items);
  }, [itemsChanged, items]);
  // A card carried in or out moves the others: they are measured again (as dnd-kit's SortableContext does).
  useLayoutEffect(() => {
    if (itemsChanged) measureDroppableContainers([...items]);
  }, [itemsChanged, items, measureDroppableContainers]);

  const activeId = active?.id ?? null;
  const overId = over?.id ?? null;
  const styles = useMemo(
    () =>
      activeId === null
        ? []
        : cellSortingStyles({ items, activeId, overId, rects: droppableRects, activeNodeRect, strategy, itemsChanged }),
    [items, activeId, overId, droppableRects, activeNodeRect, strategy, itemsChanged],
  );
  const shifted = useRef<readonly string[]>([]);
  useLayoutEffect(() => {
    const drawn = new Set(items);
    for (const id of shifted.current) if (!drawn.has(id)) store.release(id, cellId);
    items.forEach((id, index) => {
      const style = styles[index];
      if (style) store.set(id, style, cellId);
      else store.release(id, cellId);
    });
    shifted.current = items;
  }, [items, styles, store, cellId]);
  useLayoutEffect(() => () => shifted.current.forEach((id) => store.release(id, cellId)), [store, cellId]);

  return items.map((id, index) => (
    <CardDroppable key={id} id={id} index={index} cellId={cellId} items={items} draggableNodes={draggableNodes} />
  ));
});

interface CardDroppableProps {
  id: string;
  index: number;
  cellId: string;
  items: readonly string[];
  draggableNodes: UseDndContextReturnValue['draggableNodes'];
}

/** One card as a drop target: the droppable over the card's own element, found through its draggable. */
function CardDroppable({ id, index, cellId, items, draggableNodes }: CardDroppableProps) {
  const data = useMemo(() => ({ sortable: { containerId: cellId, index, items } }), [cellId, index, items]);
  const { setNodeRef } = useDroppable({ id, data });
  useLayoutEffect(() => {
    setNodeRef(draggableNodes.get(id)?.node.current ?? null);
  });
  return null;
}

function sameItems(a: readonly UniqueIdentifier[], b: readonly UniqueIdentifier[]): boolean {
  return a === b || (a.length === b.length && a.every((id, index) => id === b[index]));
}
