import type { Field, Item } from '@listboard/shared';

/** One value a person changed on a card: its field's internal name and type, and its value string before and after. */
export interface ValueChange {
  name: string;
  type?: Field['type'];
  before: string;
  after: string;
}

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
  /** Values the person saved on a card, with the card as the save left it (its version the save's). */
  valuesSaved(card: Item, changes: ValueChange[]): void;
}
