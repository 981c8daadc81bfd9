import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useItemDrafts } from './useItemDrafts';

const base = { Title: 'Fix login', Status: 'Done' };
const ada = { id: 1, name: 'Ada' };
const alan = { id: 2, name: 'Alan' };

function renderDrafts() {
  return renderHook(({ values }) => useItemDrafts(values, [ada]), { initialProps: { values: base } });
}

describe('useItemDrafts', () => {
  it('starts clean and shows edits on top of the loaded values', () => {
    const { result } = renderDrafts();
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setValue('Title', 'Fix logout'));
    expect(result.current.current).toEqual({ Title: 'Fix logout', Status: 'Done' });
    expect(result.current.isDirty).toBe(true);
  });

  it('is clean again when an edit returns to the loaded value', () => {
    const { result } = renderDrafts();
    act(() => result.current.setValue('Title', 'x'));
    act(() => result.current.setValue('Title', 'Fix login'));
    expect(result.current.isDirty).toBe(false);
  });

  it('counts a typed comment, chosen files and changed watchers as unsaved', () => {
    const { result } = renderDrafts();
    act(() => result.current.setComment('  '));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setComment('Looks good'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.setComment(''));
    act(() => result.current.setFiles({ pending: [], removed: ['a.txt'] }));
    expect(result.current.isDirty).toBe(true);
    // Another picture for the card, or none, is a change too.
    act(() => result.current.setFiles({ pending: [], removed: [], onCard: null }));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.setFiles({ pending: [], removed: [] }));
    act(() => result.current.setWatchers([alan, ada]));
    expect(result.current.watchersChanged).toBe(true);
    act(() => result.current.setWatchers([ada]));
    expect(result.current.isDirty).toBe(false);
  });

  it('keeps edits when the item reloads underneath, and drops them once saved', () => {
    const { result, rerender } = renderDrafts();
    act(() => result.current.setValue('Status', 'In Progress'));
    rerender({ values: { Title: 'Renamed elsewhere', Status: 'Done' } });
    expect(result.current.current).toEqual({ Title: 'Renamed elsewhere', Status: 'In Progress' });
    act(() => result.current.clearSaved());
    expect(result.current.current).toEqual({ Title: 'Renamed elsewhere', Status: 'Done' });
    expect(result.current.isDirty).toBe(false);
  });
});
