import type { Item, TasksResponse } from '@listboard/shared';
import { ApiError } from '../../../api/client';
import { type Direction, UndoRefusal } from '../../../ui/undo/undoHistory';
import { type LocatedCard, findCard } from '../dnd/moveCache';
import type { RefusalTexts } from './refusals';

/** What every step of a card needs to judge whether its undo or redo may apply. */
export interface CardStepDeps {
  /** The cards as the page holds them. */
  read(): TasksResponse | undefined;
  /** The card as the server has it now (also put on the board), or null when it is gone. */
  refresh(card: Item): Promise<Item | null>;
  /** Puts a card the page's own write made on the board, until the server's copy is read. */
  show(card: Item): void;
  refusals: RefusalTexts;
  /**
   * Each card as this page's own last write of it left it (a step, an undo or a redo), by unique id. An undo
   * applies on that version: after undoing a later step of the same card, the card is as the earlier step left
   * it, though under the version the undo made.
   */
  versions: Map<string, Item>;
}

/** The card as the page's own last write left it: what an undo or redo of a step of it is conditional on. */
export function ownVersion(deps: CardStepDeps, card: Item): Item {
  return deps.versions.get(card.uniqueID) ?? card;
}

/**
 * The card as the page holds it, while that is the version the step left: a live event that already brought
 * another person's change refuses the undo before anything is sent. Null when the page holds no board.
 */
export function cardAsLeft(deps: CardStepDeps, left: Item, direction: Direction): { data: TasksResponse; card: LocatedCard } | null {
  const data = deps.read();
  if (!data) return null;
  const card = findCard(data, left.uniqueID);
  if (!card) throw new UndoRefusal(deps.refusals.gone(direction, left));
  if (card.item.info.etag !== left.info.etag) throw new UndoRefusal(deps.refusals.changed(direction, left, card.item));
  return { data, card };
}

/** The server refused the write because the card changed since the step (412): the refusal, naming the change. */
export async function refusalIfStale(deps: CardStepDeps, left: Item, direction: Direction, error: unknown): Promise<UndoRefusal | null> {
  if (!(error instanceof ApiError && (error.status === 412 || error.code === 'stale_item'))) return null;
  const now = await deps.refresh(left);
  return new UndoRefusal(now ? deps.refusals.changed(direction, left, now) : deps.refusals.gone(direction, left));
}
