import { describe, expect, it, vi } from 'vitest';
import { createCardSelection } from './cardSelection';

describe('the card selection', () => {
  it('toggles cards in and out, the last one picked by itself anchoring a range', () => {
    const selection = createCardSelection();
    selection.toggle('a');
    selection.toggle('b');
    expect(selection.ids()).toEqual(['a', 'b']);
    expect(selection.anchor()).toBe('b');
    selection.toggle('b');
    expect(selection.ids()).toEqual(['a']);
    expect(selection.anchor()).toBeNull();
  });

  it('tells only the cards whose state changed, and the whole-selection listeners of every change', () => {
    const selection = createCardSelection();
    selection.set(['a', 'b']);
    const a = vi.fn();
    const c = vi.fn();
    const all = vi.fn();
    selection.subscribe('a', a);
    selection.subscribe('c', c);
    selection.subscribeAll(all);
    selection.set(['b', 'c']);
    expect(a).toHaveBeenCalledTimes(1);
    expect(c).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
    selection.clear();
    selection.clear();
    expect(all).toHaveBeenCalledTimes(2);
    expect(selection.ids()).toEqual([]);
  });
});
