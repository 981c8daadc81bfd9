import type { UniqueIdentifier } from '@dnd-kit/core';
import type { TasksResponse } from '@listboard/shared';
import type { LandingPlace } from './dragPreview';
import { withPreview } from './dragPreview';
import type { KeyboardTarget } from './keyboardGrid';
import type { CardPlace } from './moveCache';

/**
 * What the drag handlers share between renders: the cards as the page shows them, the drop preview,
 * the landing the announcements read right after a handler ran, the keyboard's target and the lane a
 * card must stay in. One per mounted board; the handlers change it, renders never read it.
 */
export class DragSession {
  tasks: TasksResponse;
  preview: CardPlace | null = null;
  landing: LandingPlace | null = null;
  /** Set when the card is not allowed to leave its lane (swimlanes.allowDrag off). */
  laneOnly: number | null = null;
  readonly steered: KeyboardTarget = { id: null };
  private heldOver: UniqueIdentifier | null = null;

  constructor(tasks: TasksResponse) {
    this.tasks = tasks;
  }

  showTasks(tasks: TasksResponse): void {
    this.tasks = tasks;
  }

  /** The board as drawn now: the shown cards with the dragged one at its preview place. */
  drawn(activeId: string): TasksResponse {
    return withPreview(this.tasks, activeId, this.preview);
  }

  start(activeId: string, byKeyboard: boolean, laneOnly: number | null, landing: LandingPlace | null): void {
    this.preview = null;
    this.heldOver = null;
    this.steered.id = byKeyboard ? activeId : null;
    this.laneOnly = laneOnly;
    this.landing = landing;
  }

  land(landing: LandingPlace | null): void {
    this.landing = landing;
  }

  /**
   * A new preview place (null: at home); false when it is the place already shown. When the card is now
   * drawn where it lands, the card itself is the keyboard's target; over a full cell it is drawn at home
   * and the full cell's card stays the target.
   */
  showPreview(activeId: UniqueIdentifier, overId: UniqueIdentifier, preview: CardPlace | null, drawnWhereItLands: boolean): boolean {
    if (samePlace(this.preview, preview)) return false;
    this.preview = preview;
    if (this.steered.id !== null && drawnWhereItLands) this.steered.id = activeId;
    this.heldOver = drawnWhereItLands ? activeId : overId;
    return true;
  }

  /**
   * Right after the preview moved the card, the board is laid out anew and dnd-kit measures it again:
   * until the next frame the target stays what the move was made for, else the new layout can move the
   * target back and forth between two cells (a render loop).
   */
  heldTarget(): UniqueIdentifier | null {
    return this.heldOver;
  }

  release(): void {
    this.heldOver = null;
  }

  end(): void {
    this.preview = null;
    this.heldOver = null;
    this.steered.id = null;
    this.laneOnly = null;
  }
}

function samePlace(a: CardPlace | null, b: CardPlace | null): boolean {
  return a === b || (a !== null && b !== null && a.rowIndex === b.rowIndex && a.columnIndex === b.columnIndex && a.index === b.index);
}
