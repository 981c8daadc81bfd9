import type { Field, Item } from '@listboard/shared';
import type { Direction, UndoStep } from '../../../ui/undo/undoHistory';
import { type CardStepDeps, cardAsLeft, ownVersion, refusalIfStale } from './stepGuards';

/** The card's values with one value string changed (its shown text follows on the next read). */
function withValue(card: Item, field: string, value: string): Item['card'] {
  return field in card.card ? { ...card.card, [field]: { ...card.card[field], v: value } } : card.card;
}

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
  deps.versions.set(saved.card.uniqueID, saved.card);

  async function write(value: string, direction: Direction): Promise<void> {
    const left = ownVersion(deps, saved.card);
    cardAsLeft(deps, left, direction);
    let etag: string;
    try {
      etag = await deps.save(left, saved.field, value, left.info.etag);
    } catch (error) {
      throw (await refusalIfStale(deps, left, direction, error)) ?? error;
    }
    // The write is done: the next undo or redo goes on from the version it made, with the value it wrote, whether
    // or not the page's copy can be read afresh now (the board is read again on its next load otherwise).
    const written = { ...left, card: withValue(left, saved.field.internalName, value), info: { ...left.info, etag } };
    deps.versions.set(left.uniqueID, written);
    deps.show(written);
    await deps.refresh(left).catch(() => null);
  }

  return { label, undo: () => write(saved.before, 'undo'), redo: () => write(saved.after, 'redo') };
}
