import type { Field, Item } from '@listboard/shared';
import type { Direction, UndoStep } from '../../../ui/undo/undoHistory';
import { type CardStepDeps, cardAsLeft, refusalIfStale } from './stepGuards';

/** A value a person changed on a card: the field, its value string before and after, and the card after the save. */
export interface SavedField {
  field: Field;
  before: string;
  after: string;
  /** The card as the save left it: its version is the one the save answered. */
  card: Item;
}

export interface FieldStepDeps extends CardStepDeps {
  /** Saves one value on version `etag` of the card; answers the version after the save. */
  save(card: Item, field: Field, value: string, etag: string): Promise<string>;
}

/**
 * The undo history's step for a value changed on a card (docs/board-page.md#undo): its undo writes the value
 * before, its redo the value after, each only on the card's version the last of them left.
 */
export function fieldStep(saved: SavedField, label: string, deps: FieldStepDeps): UndoStep {
  let left = saved.card;

  async function write(value: string, direction: Direction): Promise<void> {
    cardAsLeft(deps, left, direction);
    let etag: string;
    try {
      etag = await deps.save(left, saved.field, value, left.info.etag);
    } catch (error) {
      throw (await refusalIfStale(deps, left, direction, error)) ?? error;
    }
    const now = await deps.refresh(left);
    // The page's copy is the server's after the write; the step goes on from the version its own write made.
    left = now ? { ...now, info: { ...now.info, etag } } : { ...left, info: { ...left.info, etag } };
  }

  return { label, undo: () => write(saved.before, 'undo'), redo: () => write(saved.after, 'redo') };
}
