import { describe, expect, it, vi } from 'vitest';
import { UndoRefusal, type UndoStep } from '../../../ui/undo/undoHistory';
import { selectionStep } from './selectionStep';

function part(name: string, log: string[], refuse: Partial<Record<'undo' | 'redo', boolean>> = {}): UndoStep {
  const take = (direction: 'undo' | 'redo') => async () => {
    if (refuse[direction]) throw new UndoRefusal(`${name} changed.`);
    log.push(`${direction} ${name}`);
  };
  return { label: name, undo: take('undo'), redo: take('redo') };
}

describe("a selection's step", () => {
  it('undoes every part last first, and redoes them in order', async () => {
    const log: string[] = [];
    const step = selectionStep([part('A', log), part('B', log)], 'Moved 2 cards', vi.fn());
    await step.undo();
    await step.redo();
    expect(log).toEqual(['undo B', 'undo A', 'redo A', 'redo B']);
  });

  it('applies the parts it still can, names the refused ones, and leaves them out of the redo', async () => {
    const log: string[] = [];
    const warn = vi.fn();
    const step = selectionStep([part('A', log), part('B', log, { undo: true })], 'Moved 2 cards', warn);
    await step.undo();
    expect(warn).toHaveBeenCalledWith('B changed.');
    await step.redo();
    expect(log).toEqual(['undo A', 'redo A']);
  });

  it('is refused when no part applies', async () => {
    const step = selectionStep([part('A', [], { undo: true })], 'Moved 1 card', vi.fn());
    await expect(step.undo()).rejects.toThrow(new UndoRefusal('A changed.'));
  });
});
