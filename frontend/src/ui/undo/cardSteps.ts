import type { Item } from '@listboard/shared';

/**
 * What parts of a board page other than the board itself (its card dialog, its quick add) tell the undo history.
 * The board says how each is undone and provides it to the page's history (`UndoApi.provideCardSteps`); a part
 * reads it when the person acts (`UndoApi.cardSteps`), so a page without a board records nothing.
 */
export interface CardStepRecorder {
  /** A card the person deleted, with the token that restores it (docs/board-page.md#undo). */
  deleted(card: Item, restoreToken: string): void;
  /** A card the person made (a quick add, a new card, a copy), as the server has it. */
  created(card: Item): void;
}
