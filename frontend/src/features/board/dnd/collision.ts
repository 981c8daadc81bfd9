import {
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  type DroppableContainer,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type CellAddress, parseCellId } from './cells';

// A cell that holds cards is a target only through its cards; an empty cell is a target itself.
function isCardOrEmptyCell(container: DroppableContainer): boolean {
  return parseCellId(container.id) === null || container.data.current?.empty === true;
}

/**
 * Collision detection for one sortable list per cell. With a pointer, the cell under the pointer decides
 * and the closest of its cards is the target (the cell itself when empty), so a tall neighbouring column
 * never wins. With the keyboard there is no pointer: the closest card, or empty cell, wins.
 */
export const cellFirstCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const cellHit = pointerWithin(args).find((collision) => parseCellId(collision.id) !== null);
    if (cellHit) {
      const cards = args.droppableContainers.filter((container) => container.data.current?.sortable?.containerId === cellHit.id);
      return cards.length > 0 ? closestCorners({ ...args, droppableContainers: cards }) : [cellHit];
    }
  }
  return closestCorners({ ...args, droppableContainers: args.droppableContainers.filter(isCardOrEmptyCell) });
};

/** The cell a droppable (a card or an empty cell) belongs to. */
function cellOf(entry: { id: UniqueIdentifier; data: { current?: { sortable?: { containerId: UniqueIdentifier } } | null } } | null | undefined): CellAddress | null {
  if (!entry) return null;
  return parseCellId(entry.data.current?.sortable?.containerId ?? entry.id);
}

/**
 * Targets in line with the card for an arrow key: up and down stay in the card's column, left and
 * right in its lane. Without this a long neighbouring column wins an up/down move by distance.
 */
function alignedTargets(code: string, context: Parameters<KeyboardCoordinateGetter>[1]['context'], targets: [UniqueIdentifier, DroppableContainer][]) {
  const here = cellOf(context.over) ?? cellOf(context.active);
  if (!here) return [];
  const vertical = code === 'ArrowUp' || code === 'ArrowDown';
  const horizontal = code === 'ArrowLeft' || code === 'ArrowRight';
  return targets.filter(([, container]) => {
    const cell = cellOf(container);
    if (!cell) return false;
    if (vertical) return cell.columnIndex === here.columnIndex;
    return horizontal && cell.rowIndex === here.rowIndex;
  });
}

/**
 * dnd-kit's sortable arrow-key moves, stepping from card to card (and into empty cells), preferring
 * targets in line with the card. Without the card filter an arrow key could land on a non-empty
 * cell's own corner, its header, instead of a card.
 */
export const cardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  // dnd-kit does not export its container map class; its constructor builds the filtered copy.
  const ContainerMap = all.constructor as new (entries: Iterable<[UniqueIdentifier, DroppableContainer]>) => DroppableContainers;
  const targets = [...all].filter(([, container]) => isCardOrEmptyCell(container));
  const step = (entries: [UniqueIdentifier, DroppableContainer][]) =>
    sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: new ContainerMap(entries) } });
  const aligned = alignedTargets(event.code, args.context, targets);
  return (aligned.length > 0 ? step(aligned) : undefined) ?? step(targets);
};
