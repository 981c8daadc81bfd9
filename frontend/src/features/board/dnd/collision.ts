import { closestCorners, pointerWithin, type CollisionDetection, type DroppableContainer, type UniqueIdentifier } from '@dnd-kit/core';
import { parseCellId, type CellAddress } from './cells';
import type { KeyboardTarget } from './keyboardGrid';

// A cell that holds cards is a target only through its cards; an empty cell is a target itself.
function isCardOrEmptyCell(container: DroppableContainer): boolean {
  return parseCellId(container.id) === null || container.data.current?.empty === true;
}

function isCard(container: DroppableContainer): boolean {
  return container.data.current?.sortable !== undefined;
}

function cellOf(container: DroppableContainer): CellAddress | null {
  return parseCellId(container.data.current?.sortable?.containerId ?? container.id);
}

/**
 * Collision detection for one sortable list per cell. With a pointer, the cell under the pointer decides
 * and the closest of its cards is the target (the cell itself when empty), so a tall neighbouring column
 * never wins. With the keyboard the target is the one the arrow key steered to (see keyboardGrid), else
 * the closest card or empty cell. `laneOnly` keeps the card in its lane (swimlanes.allowDrag off): the
 * other lanes are no targets at all. `held` is a target kept while the board settles after the drop
 * preview moved the card (see DragSession.heldTarget).
 */
export function createCellCollision(
  steered: KeyboardTarget,
  laneOnly: () => number | null,
  held: () => UniqueIdentifier | null,
): CollisionDetection {
  return (args) => {
    // Right after a pick-up the cards are no drop targets yet (see CellSortables): none until the dragged card is one.
    if (!args.droppableContainers.some((container) => container.id === args.active.id)) return [];
    const lane = laneOnly();
    const inLane = (container: DroppableContainer) => lane === null || cellOf(container)?.rowIndex === lane;
    const droppableContainers = args.droppableContainers.filter(inLane);
    const heldId = held();
    const heldTarget = heldId === null ? undefined : droppableContainers.find((container) => container.id === heldId);
    if (heldTarget) return [{ id: heldTarget.id, data: { droppableContainer: heldTarget, value: 0 } }];
    if (args.pointerCoordinates) {
      const cellHit = pointerWithin({ ...args, droppableContainers }).find((collision) => parseCellId(collision.id) !== null);
      if (cellHit) {
        const cards = droppableContainers.filter((container) => container.data.current?.sortable?.containerId === cellHit.id);
        return cards.length > 0 ? closestCorners({ ...args, droppableContainers: cards }) : [cellHit];
      }
    } else {
      const target = steered.id === null ? undefined : droppableContainers.find((container) => container.id === steered.id);
      if (target) return [{ id: target.id, data: { droppableContainer: target, value: 0 } }];
    }
    // Cards first: at the same distance a card wins over an empty cell, whichever registered first.
    const targets = droppableContainers.filter(isCardOrEmptyCell);
    return closestCorners({ ...args, droppableContainers: [...targets.filter(isCard), ...targets.filter((target) => !isCard(target))] });
  };
}
