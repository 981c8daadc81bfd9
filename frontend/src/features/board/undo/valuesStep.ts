import type { FieldValue, Item } from '@listboard/shared';
import type { ValueChange } from '../../../ui/undo/cardSteps';
import type { Direction, UndoStep } from '../../../ui/undo/undoHistory';
import { type CardStepDeps, cardAsLeft, ownVersion, refusalIfStale } from './stepGuards';

/** The card's values with `values` written (their shown texts follow on the next read). */
function withValues(card: Item, values: FieldValue[]): Item['card'] {
  const written = { ...card.card };
  for (const { name, value } of values) if (name in written) written[name] = { ...written[name], v: value ?? '' };
  return written;
}

/** Values a person changed on a card (inline or in its dialog): each value string before and after, and the card after the save. */
export interface SavedValues {
  changes: ValueChange[];
  /** The card as the save left it: its version is the one the save answered. */
  card: Item;
}

export interface ValuesStepDeps extends CardStepDeps {
  /** Saves values on version `etag` of the card; answers the version after the save. */
  save(card: Item, values: FieldValue[], etag: string): Promise<string>;
}

/**
 * The undo history's step for values changed on a card (docs/board-page.md#undo): its undo writes the values
 * before, its redo the values after, each only on the card's version the last of them left.
 */
export function valuesStep(saved: SavedValues, label: string, deps: ValuesStepDeps): UndoStep {
  deps.versions.set(saved.card.uniqueID, saved.card);

  async function write(values: FieldValue[], direction: Direction): Promise<void> {
    const left = ownVersion(deps, saved.card);
    cardAsLeft(deps, left, direction);
    let etag: string;
    try {
      etag = await deps.save(left, values, left.info.etag);
    } catch (error) {
      throw (await refusalIfStale(deps, left, direction, error)) ?? error;
    }
    // The write is done: the next undo or redo goes on from the version it made, with the values it wrote, whether
    // or not the page's copy can be read afresh now (the board is read again on its next load otherwise).
    const written = { ...left, card: withValues(left, values), info: { ...left.info, etag } };
    deps.versions.set(left.uniqueID, written);
    deps.show(written);
    await deps.refresh(left).catch(() => null);
  }

  const valuesOf = (side: 'before' | 'after') =>
    saved.changes.map((change) => ({ name: change.name, value: change[side], type: change.type }));
  return { label, undo: () => write(valuesOf('before'), 'undo'), redo: () => write(valuesOf('after'), 'redo') };
}
