import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { searchUsers } from '../itemEndpoints';
import { PEOPLE_SEARCH_DEBOUNCE_MS, usePeopleSearch } from './usePeopleSearch';

vi.mock('../itemEndpoints', () => ({ searchUsers: vi.fn() }));

const alex = { id: 2, name: 'Alex Wilber', email: 'alex@x', login: 'alex@x', isGroup: false };
const alan = { id: 3, name: 'Alan Turing', email: 'alan@x', login: 'alan@x', isGroup: false };
const grace = { id: null, name: 'Grace Hopper', email: 'grace@x', login: 'grace@x', isGroup: false };

function renderSearch(initial: { query: string; excluded: { id: number; login?: string; isGroup?: boolean }[]; groups?: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ query, excluded, groups }) => usePeopleSearch(query, excluded, { groups: groups ?? false }), {
    initialProps: initial,
    wrapper,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(searchUsers).mockReset().mockResolvedValue([alex, alan]);
});
afterEach(() => vi.useRealTimers());

describe('usePeopleSearch', () => {
  it('does not search below 3 characters', async () => {
    const { result } = renderSearch({ query: 'al', excluded: [] });
    await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS * 2));
    expect(searchUsers).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('searches once typing has paused for 500 ms, with the last text only', async () => {
    const { result, rerender } = renderSearch({ query: '', excluded: [] });
    rerender({ query: 'ale', excluded: [] });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ query: 'alex', excluded: [] });
    await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS - 1));
    expect(searchUsers).not.toHaveBeenCalled();
    expect(result.current.status).toBe('searching');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchUsers).toHaveBeenCalledTimes(1);
    expect(vi.mocked(searchUsers).mock.calls[0][0]).toBe('alex');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'done', results: [alex, alan] });
  });

  it('leaves out the people already chosen, by site user id or by sign-in name', async () => {
    vi.mocked(searchUsers).mockResolvedValue([alex, alan, grace]);
    const { result } = renderSearch({ query: 'ala', excluded: [{ id: 2 }, { id: -1, login: 'GRACE@x' }] });
    await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS));
    expect(result.current.results).toEqual([alan]);
  });

  it('asks for groups when the picker takes them, and leaves out a chosen group by its name, not by its id', async () => {
    const marketing = { id: 2, name: 'Marketing team', email: '', login: 'Marketing team', isGroup: true };
    const managers = { id: 7, name: 'Managers', email: '', login: 'Managers', isGroup: true };
    vi.mocked(searchUsers).mockResolvedValue([alex, marketing, managers]);
    const { result } = renderSearch({ query: 'man', excluded: [{ id: -1, login: 'managers', isGroup: true }], groups: true });
    await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS));
    expect(vi.mocked(searchUsers).mock.calls[0].slice(0, 2)).toEqual(['man', true]);
    expect(result.current.results).toEqual([alex, marketing]);
  });

  it('reports a failed search', async () => {
    vi.mocked(searchUsers).mockRejectedValue(new Error('down'));
    const { result } = renderSearch({ query: 'alex', excluded: [] });
    await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS));
    expect(result.current.status).toBe('failed');
  });
});
