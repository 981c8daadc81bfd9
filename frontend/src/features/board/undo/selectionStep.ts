import { type Direction, UndoRefusal, type UndoStep } from '../../../ui/undo/undoHistory';

/**
 * One step for what a selection's action did to each of its cards (docs/board-page.md#undo): its undo takes back
 * every card's part, last first, and its redo makes them again. A part refused (someone changed that card since)
 * leaves the step and is named in `warn`; the others still apply. Only when no part applies is the step refused.
 */
export function selectionStep(parts: readonly UndoStep[], label: string, warn: (text: string) => void): UndoStep {
  let live = [...parts];
  async function take(direction: Direction): Promise<void> {
    const applied: UndoStep[] = [];
    const refusals: UndoRefusal[] = [];
    for (const part of direction === 'undo' ? [...live].reverse() : live) {
      try {
        await part[direction]();
        applied.push(part);
      } catch (error) {
        if (!(error instanceof UndoRefusal)) throw error;
        refusals.push(error);
      }
    }
    live = live.filter((part) => applied.includes(part));
    const text = refusals.map((refusal) => refusal.message).join(' ');
    if (applied.length === 0 && refusals.length > 0) throw new UndoRefusal(text);
    if (refusals.length > 0) warn(text);
  }
  return { label, undo: () => take('undo'), redo: () => take('redo') };
}
