import type { Item } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { type Direction, UndoRefusal, type UndoStep } from '../../../ui/undo/undoHistory';
import { type CardStepDeps, cardAsLeft, ownVersion, refusalIfStale } from './stepGuards';

export interface RecycleStepDeps extends CardStepDeps {
  /** Moves the card to its list's recycle bin on version `etag`; answers the token that restores it (null: none). */
  recycle(card: Item, etag: string): Promise<string | null>;
  /** Brings the card back by its token, into the cell it left; answers it as the server has it then. */
  restore(card: Item, token: string): Promise<Item>;
  /** Takes the card off the board the page shows. */
  hide(card: Item): void;
  /** Puts the card on the board the page shows, in its place by its values and order. */
  place(card: Item): void;
  /** The card cannot come back: it is no longer in the recycle bin (restored elsewhere, or its time is over). */
  notRestorable(direction: Direction, card: Item): string;
  /** Why the server would not take the card back now (its cell is at its WIP limit), in the page's language. */
  failure(error: unknown, card: Item): string;
}

/**
 * A card's two states in the recycle bin's steps (docs/board-page.md#undo): taken away (recycled, conditional on
 * the version this page's last write of it left) and brought back (restored by the token the last recycling gave).
 */
function recycleToggle(card: Item, firstToken: string | null, deps: RecycleStepDeps) {
  let token = firstToken;
  return {
    async takeAway(direction: Direction): Promise<void> {
      const left = ownVersion(deps, card);
      cardAsLeft(deps, left, direction);
      try {
        token = await deps.recycle(left, left.info.etag);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw new UndoRefusal(deps.refusals.gone(direction, left));
        throw (await refusalIfStale(deps, left, direction, error)) ?? error;
      }
      deps.hide(left);
    },
    async bringBack(direction: Direction): Promise<void> {
      const left = ownVersion(deps, card);
      if (token === null) throw new UndoRefusal(deps.notRestorable(direction, left));
      let restored: Item;
      try {
        restored = await deps.restore(left, token);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'card_not_restorable') throw new UndoRefusal(deps.notRestorable(direction, left));
        // A full cell may have room later: the step stays to be tried again.
        if (error instanceof ApiError && error.code === 'wip_limit') throw new Error(deps.failure(error, left), { cause: error });
        throw error;
      }
      token = null;
      deps.versions.set(restored.uniqueID, restored);
      deps.place(restored);
    },
  };
}

/** The step of a card the person deleted: its undo restores the card, its redo deletes it again. */
export function deletedStep(card: Item, restoreToken: string, label: string, deps: RecycleStepDeps): UndoStep {
  const toggle = recycleToggle(card, restoreToken, deps);
  return { label, undo: () => toggle.bringBack('undo'), redo: () => toggle.takeAway('redo') };
}

/** The step of a card the person made: its undo deletes it (into the recycle bin), its redo restores it. */
export function createdStep(card: Item, label: string, deps: RecycleStepDeps): UndoStep {
  deps.versions.set(card.uniqueID, card);
  const toggle = recycleToggle(card, null, deps);
  return { label, undo: () => toggle.takeAway('undo'), redo: () => toggle.bringBack('redo') };
}
