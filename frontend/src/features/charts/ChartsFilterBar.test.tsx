import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { CurrentFilter } from '@listboard/shared';
import { type ChipRemoval, ChartsFilterBar, withoutChip } from './ChartsFilterBar';

const rule = (name: string) => ({ name, conditions: [], isEnable: true, isPrivate: false, operand: 'AND' as const });

/** Two active filters, two people (one by id, one by login, as the board keeps them), a list and a view. */
const FILTER: CurrentFilter = {
  activeFilters: [rule('Urgent and open'), rule('Mine')],
  users: [7, 'megan@demo.listboard.local'],
  lists: ['6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10'],
  views: [{ listID: '6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10', id: 'v1' }],
};

describe('withoutChip', () => {
  it('type 0 removes the active filter of that name, and nothing else', () => {
    expect(withoutChip(FILTER, { type: 0, name: 'Urgent and open' })).toEqual({ ...FILTER, activeFilters: [rule('Mine')] });
  });

  it('type 0 with a name no filter has changes nothing', () => {
    expect(withoutChip(FILTER, { type: 0, name: 'Gone' })).toEqual(FILTER);
  });

  it('type 1 removes a person, matched by id whether it comes as a number or text', () => {
    expect(withoutChip(FILTER, { type: 1, id: 7 })).toEqual({ ...FILTER, users: ['megan@demo.listboard.local'] });
    expect(withoutChip(FILTER, { type: 1, id: '7' })).toEqual({ ...FILTER, users: ['megan@demo.listboard.local'] });
    expect(withoutChip(FILTER, { type: 1, id: 'megan@demo.listboard.local' })).toEqual({ ...FILTER, users: [7] });
  });

  it('clears every filter and person at once, keeping the lists and views', () => {
    expect(withoutChip(FILTER, { type: 2 })).toEqual({ ...FILTER, activeFilters: [], users: [] });
  });

  it('leaves the filter it was given as it was', () => {
    const before = structuredClone(FILTER);
    withoutChip(FILTER, { type: 0, name: 'Mine' });
    withoutChip(FILTER, { type: 1, id: 7 });
    withoutChip(FILTER, { type: 2 });
    expect(FILTER).toEqual(before);
  });
});

describe('ChartsFilterBar', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function show(filter: CurrentFilter, allCollapsed = false) {
    const onRemove = vi.fn<(removal: ChipRemoval) => void>();
    const onSearch = vi.fn<(text: string) => void>();
    const onCollapseAll = vi.fn<(collapsed: boolean) => void>();
    render(
      <FluentProvider theme={webLightTheme}>
        <ChartsFilterBar
          filter={filter}
          people={[{ id: 7, name: 'Alex Wilber' }]}
          searchKey=""
          onSearch={onSearch}
          onRemove={onRemove}
          allCollapsed={allCollapsed}
          onCollapseAll={onCollapseAll}
        />
      </FluentProvider>,
    );
    return { onRemove, onSearch, onCollapseAll };
  }

  it('shows a chip per active filter and person (named when the answer names them), each removable by its own type', () => {
    const { onRemove } = show(FILTER);
    expect(screen.getByText('Urgent and open')).toBeTruthy();
    expect(screen.getByText('Person: Alex Wilber')).toBeTruthy();
    // A person the answer does not name shows as the board keeps them.
    expect(screen.getByText('Person: megan@demo.listboard.local')).toBeTruthy();
    // A chip is one button, its name ending with what its dismiss icon says; a click dismisses it.
    fireEvent.click(screen.getByRole('button', { name: 'Mine Remove filter Mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Person: Alex Wilber Remove filter Person: Alex Wilber' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onRemove.mock.calls).toEqual([[{ type: 0, name: 'Mine' }], [{ type: 1, id: 7 }], [{ type: 2 }]]);
  });

  it('offers no chips without filters, and "Clear all" only from two chips', () => {
    show({ ...FILTER, activeFilters: [], users: [] });
    expect(screen.queryByRole('toolbar', { name: 'Active filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    cleanup();
    show({ ...FILTER, activeFilters: [rule('Mine')], users: [] });
    expect(screen.getByRole('button', { name: 'Mine Remove filter Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('collapses every chart, or expands them when all are collapsed', () => {
    const { onCollapseAll } = show(FILTER);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    cleanup();
    const expanded = show(FILTER, true);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(onCollapseAll.mock.calls).toEqual([[true]]);
    expect(expanded.onCollapseAll.mock.calls).toEqual([[false]]);
  });

  it('searches once the typing pauses', () => {
    vi.useFakeTimers();
    const { onSearch } = show(FILTER);
    const search = screen.getByRole('searchbox', { name: 'Search cards' });
    fireEvent.change(search, { target: { value: 'l' } });
    fireEvent.change(search, { target: { value: 'login' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['login']]);
  });
});
