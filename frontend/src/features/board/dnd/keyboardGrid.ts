import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { type CellAddress, parseCellId, sameCell } from './cells';

/**
 * The keys that move a picked-up card (documented to the person in dnd_instructions):
 * ↑/↓ one place within its column, ←/→ to the neighbouring column of the same lane, and
 * Shift+↑/↓ to the same column of the lane above or below. Nothing else moves it, and a key
 * with nowhere to go (↓ at the bottom, → in the last column) leaves the card where it is.
 */
export type GridStep = 'previous' | 'next' | 'columnLeft' | 'columnRight' | 'laneUp' | 'laneDown';

export function gridStepOf(event: Pick<KeyboardEvent, 'code' | 'shiftKey'>): GridStep | null {
  switch (event.code) {
    case 'ArrowUp':
      return event.shiftKey ? 'laneUp' : 'previous';
    case 'ArrowDown':
      return event.shiftKey ? 'laneDown' : 'next';
    case 'ArrowLeft':
      return 'columnLeft';
    case 'ArrowRight':
      return 'columnRight';
    default:
      return null;
  }
}

/** What the board allows while a card is dragged, read when a key is pressed. */
export interface GridRules {
  /** Whether the card can take another place within this cell (a sortable cell). */
  canSortIn(cell: CellAddress): boolean;
  /** Whether the card may change lanes (swimlanes.allowDrag). */
  canChangeLane: boolean;
}

/**
 * The droppable the keyboard last steered to. Collision detection without a pointer returns it, so
 * the target is the one the key chose, not the nearest box after a scroll or a re-measure.
 */
export interface KeyboardTarget {
  id: UniqueIdentifier | null;
}

/** A droppable target on the grid: a card (a sortable item of its cell) or an empty cell's slot. */
interface GridTarget {
  id: UniqueIdentifier;
  cell: CellAddress;
  /** The card's index in its cell as drawn; -1 for an empty cell's slot. */
  index: number;
  rect: ClientRect;
}

function gridTargetOf(container: DroppableContainer, rect: ClientRect | undefined): GridTarget | null {
  if (!rect || container.disabled) return null;
  const sortable = container.data.current?.sortable as { containerId: UniqueIdentifier; index: number } | undefined;
  if (sortable) {
    const cell = parseCellId(sortable.containerId);
    return cell && { id: container.id, cell, index: sortable.index, rect };
  }
  const cell = parseCellId(container.id);
  // A cell with cards is a target only through its cards.
  return cell && container.data.current?.empty === true ? { id: container.id, cell, index: -1, rect } : null;
}

const centreY = (rect: Pick<ClientRect, 'top' | 'height'>) => rect.top + rect.height / 2;

/**
 * Where the dragged card's box goes to land beside `target`: its centre just above the target's centre
 * (the drop goes before that card) or just below it (after it), and its left edge on the target's.
 */
function besideTarget(target: ClientRect, dragged: ClientRect, after: boolean) {
  return { x: target.left, y: centreY(target) - dragged.height / 2 + (after ? 1 : -1) };
}

/**
 * Entering another cell, the card lands at the height it is carried at: before the first card whose
 * centre is below the carried card's top edge, else after the last card (an empty cell takes it as its first).
 */
function landingIn(targets: GridTarget[], dragged: ClientRect) {
  const ordered = [...targets].sort((a, b) => a.index - b.index);
  const before = ordered.find((target) => centreY(target.rect) > dragged.top);
  const target = before ?? ordered[ordered.length - 1];
  return { target, coordinates: besideTarget(target.rect, dragged, !before && target.index >= 0) };
}

/** The cells in one direction from `here`, nearest first, that have a target, and their targets. */
function nearestCellWithTargets(targets: GridTarget[], here: CellAddress, step: GridStep): GridTarget[] {
  const horizontal = step === 'columnLeft' || step === 'columnRight';
  const forward = step === 'columnRight' || step === 'laneDown';
  const candidates = targets.filter((target) =>
    horizontal
      ? target.cell.rowIndex === here.rowIndex &&
        (forward ? target.cell.columnIndex > here.columnIndex : target.cell.columnIndex < here.columnIndex)
      : target.cell.columnIndex === here.columnIndex &&
        (forward ? target.cell.rowIndex > here.rowIndex : target.cell.rowIndex < here.rowIndex),
  );
  if (candidates.length === 0) return [];
  const distance = (target: GridTarget) =>
    horizontal ? Math.abs(target.cell.columnIndex - here.columnIndex) : Math.abs(target.cell.rowIndex - here.rowIndex);
  const nearest = Math.min(...candidates.map(distance));
  return candidates.filter((target) => distance(target) === nearest);
}

/**
 * The keyboard coordinate getter of the board: moves the card on the grid of lanes and columns as
 * gridStepOf describes, records the chosen target in `steered`, and returns where the card's box goes.
 */
export function createGridKeyboardCoordinates(rules: () => GridRules, steered: KeyboardTarget): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = gridStepOf(event);
    if (!step) return undefined;
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers, over } = context;
    // The card's own entry, not `over` when that is the card: `over` keeps the data of the place the card was drawn at first.
    const activeEntry = droppableContainers.get(active) ?? null;
    const here = cellOfEntry(over && over.id !== active ? over : null) ?? cellOfEntry(activeEntry);
    if (!collisionRect || !here) return undefined;
    const targets = droppableContainers
      .getEnabled()
      .flatMap((container) => gridTargetOf(container, droppableRects.get(container.id)) ?? []);

    if (step === 'previous' || step === 'next') {
      if (!rules().canSortIn(here)) return undefined;
      const inCell = targets.filter((target) => sameCell(target.cell, here) && target.index >= 0);
      const current = inCell.find((target) => target.id === (over?.id ?? active)) ?? inCell.find((target) => target.id === active);
      const wanted = current ? current.index + (step === 'next' ? 1 : -1) : -1;
      const target = inCell.find((candidate) => candidate.index === wanted);
      if (!target || !current) return undefined;
      steered.id = target.id;
      // Where the sortable list opens the gap: past the card's own place its bottom meets the target's bottom.
      const drawnAt = inCell.find((candidate) => candidate.id === active)?.index ?? -1;
      return {
        x: target.rect.left,
        y: drawnAt >= 0 && target.index > drawnAt ? target.rect.bottom - collisionRect.height : target.rect.top,
      };
    }

    if ((step === 'laneUp' || step === 'laneDown') && !rules().canChangeLane) return undefined;
    const cellTargets = nearestCellWithTargets(
      targets.filter((target) => target.id !== active),
      here,
      step,
    );
    if (cellTargets.length === 0) return undefined;
    const { target, coordinates } = landingIn(cellTargets, collisionRect);
    steered.id = target.id;
    return coordinates;
  };
}

function cellOfEntry(entry: { id: UniqueIdentifier; data: { current?: Record<string, unknown> | null } } | null): CellAddress | null {
  if (!entry) return null;
  const sortable = entry.data.current?.sortable as { containerId: UniqueIdentifier } | undefined;
  return parseCellId(sortable?.containerId ?? entry.id);
}
