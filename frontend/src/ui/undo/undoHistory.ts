/**
 * One thing a person did on a board, which they may take back and make again (docs/board-page.md#undo). A step
 * keeps the versions of the cards it left, so its undo and redo are conditional writes: they apply only while the
 * cards are still as the step left them.
 */
export interface UndoStep {
  /** What the step did, in the page's language: “Moved “Fix login” to Done”. */
  readonly label: string;
  /** Takes the step back; rejects with an UndoRefusal when a card is no longer as the step left it. */
  undo(): Promise<void>;
  /** Makes the step again after its undo, on the same condition. */
  redo(): Promise<void>;
}

/**
 * An undo or redo that would overwrite what someone else did since, or that has nothing left to act on: the step
 * can never apply again and leaves the history. The message says why, naming who changed what where it is known.
 */
export class UndoRefusal extends Error {
  override readonly name = 'UndoRefusal';
}

/** The steps that can be undone (the last is next) and those undone that can be made again (the last is next). */
export interface UndoHistory {
  readonly done: readonly UndoStep[];
  readonly undone: readonly UndoStep[];
}

/** How many steps a page keeps: older ones fall off, as in an editor. */
export const HISTORY_LIMIT = 50;

export const EMPTY_HISTORY: UndoHistory = { done: [], undone: [] };

/** A new step: it is next to undo, and what was undone can no longer be redone. */
export function withStep(history: UndoHistory, step: UndoStep): UndoHistory {
  return { done: [...history.done, step].slice(-HISTORY_LIMIT), undone: [] };
}

/** Which way a history moves. */
export type Direction = 'undo' | 'redo';

/** The step an undo or redo would take, if any. */
export function nextStep(history: UndoHistory, direction: Direction): UndoStep | undefined {
  return (direction === 'undo' ? history.done : history.undone).at(-1);
}

/**
 * The history after `step` was taken in `direction`: `applied` moves it to the other side; a refused step leaves
 * the history, and a step that failed otherwise (the network, say) stays where it was to be tried again.
 */
export function afterTaking(
  history: UndoHistory,
  step: UndoStep,
  direction: Direction,
  outcome: 'applied' | 'refused' | 'failed',
): UndoHistory {
  const from = direction === 'undo' ? history.done : history.undone;
  if (outcome === 'failed' || !from.includes(step)) return history;
  const to = direction === 'undo' ? history.undone : history.done;
  const left = from.filter((candidate) => candidate !== step);
  const moved = outcome === 'applied' ? [...to, step].slice(-HISTORY_LIMIT) : to;
  return direction === 'undo' ? { done: left, undone: moved } : { done: moved, undone: left };
}
