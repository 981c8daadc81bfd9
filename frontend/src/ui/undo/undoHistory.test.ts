import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, HISTORY_LIMIT, type UndoStep, afterTaking, nextStep, withStep } from './undoHistory';

const step = (label: string): UndoStep => ({ label, undo: async () => undefined, redo: async () => undefined });
const labels = (steps: readonly UndoStep[]) => steps.map((s) => s.label);

describe('the undo history', () => {
  it('undoes the last step first and redoes the last undone one first', () => {
    let history = withStep(withStep(EMPTY_HISTORY, step('a')), step('b'));
    expect(nextStep(history, 'undo')?.label).toBe('b');
    history = afterTaking(history, step('b'), 'undo', 'applied');
    // A different object of the same label is not the step: nothing moves.
    expect(labels(history.done)).toEqual(['a', 'b']);
    const b = history.done[1];
    history = afterTaking(history, b, 'undo', 'applied');
    expect(labels(history.done)).toEqual(['a']);
    expect(labels(history.undone)).toEqual(['b']);
    expect(nextStep(history, 'redo')).toBe(b);
    history = afterTaking(history, b, 'redo', 'applied');
    expect(labels(history.done)).toEqual(['a', 'b']);
    expect(history.undone).toEqual([]);
  });

  it('forgets what was undone once a new step is made', () => {
    let history = withStep(EMPTY_HISTORY, step('a'));
    history = afterTaking(history, history.done[0], 'undo', 'applied');
    history = withStep(history, step('c'));
    expect(labels(history.done)).toEqual(['c']);
    expect(nextStep(history, 'redo')).toBeUndefined();
  });

  it('drops a refused step and keeps one that failed otherwise, to be tried again', () => {
    const history = withStep(withStep(EMPTY_HISTORY, step('a')), step('b'));
    const b = history.done[1];
    expect(afterTaking(history, b, 'undo', 'failed')).toBe(history);
    const refused = afterTaking(history, b, 'undo', 'refused');
    expect(labels(refused.done)).toEqual(['a']);
    expect(refused.undone).toEqual([]);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = EMPTY_HISTORY;
    for (let index = 0; index < HISTORY_LIMIT + 5; index++) history = withStep(history, step(String(index)));
    expect(history.done).toHaveLength(HISTORY_LIMIT);
    expect(history.done[0].label).toBe('5');
  });
});
