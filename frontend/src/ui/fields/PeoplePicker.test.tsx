import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fetchSiteUserId, searchUsers } from '../../api/itemEndpoints';
import { PeoplePicker, type Person } from './PeoplePicker';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from './usePeopleSearch';

vi.mock('../../api/itemEndpoints', () => ({ searchUsers: vi.fn(), fetchSiteUserId: vi.fn() }));

const ada = { id: 3, name: 'Ada Lovelace' };
const alan = { id: 4, name: 'Alan Turing' };
const asUser = (person: Person) => ({ ...person, email: `${person.id}@x`, login: `user${person.id}` });

function renderPicker(people: Person[], multi: boolean) {
  const onChange = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PeoplePicker people={people} multi={multi} label="Assigned to" onChange={onChange} />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return onChange;
}

async function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Assigned to' }), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(PEOPLE_SEARCH_DEBOUNCE_MS));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(searchUsers).mockReset().mockResolvedValue([ada, alan].map(asUser));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PeoplePicker', () => {
  it('adds a found person to a multi picker, leaving out who is already chosen', async () => {
    const onChange = renderPicker([ada], true);
    await type('a l');
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Alan Turing' })));
    expect(onChange).toHaveBeenCalledWith([
      { id: 3, name: 'Ada Lovelace' },
      { id: 4, name: 'Alan Turing', login: 'user4' },
    ]);
  });

  it('replaces the person of a single picker', async () => {
    const onChange = renderPicker([ada], false);
    await type('alan');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Alan Turing' })));
    expect(onChange).toHaveBeenCalledWith([{ id: 4, name: 'Alan Turing', login: 'user4' }]);
  });

  it('adds a person of the directory to the site before choosing them', async () => {
    const grace = { id: null, name: 'Grace Hopper', email: 'grace@x', login: 'grace@x' };
    vi.mocked(searchUsers).mockResolvedValue([grace]);
    vi.mocked(fetchSiteUserId).mockResolvedValue({ id: 9, name: 'Grace Hopper', email: 'grace@x', login: 'grace@x' });
    const onChange = renderPicker([ada], true);
    await type('grace');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Grace Hopper' })));
    expect(fetchSiteUserId).toHaveBeenCalledWith('grace@x');
    expect(onChange).toHaveBeenCalledWith([ada, { id: 9, name: 'Grace Hopper', login: 'grace@x' }]);
  });

  it('tells why a person could not be added, and chooses nobody', async () => {
    vi.mocked(searchUsers).mockResolvedValue([{ id: null, name: 'Grace Hopper', email: 'grace@x', login: 'grace@x' }]);
    vi.mocked(fetchSiteUserId).mockRejectedValue(new Error('There is no one with the sign-in name grace@x in your organisation.'));
    const onChange = renderPicker([], true);
    await type('grace');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Grace Hopper' })));
    expect(screen.getByRole('alert').textContent).toContain('There is no one with the sign-in name grace@x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when nobody matches', async () => {
    vi.mocked(searchUsers).mockResolvedValue([]);
    renderPicker([], true);
    await type('zzz');
    expect(screen.getByRole('option', { name: 'No matching people found.' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('removes a chosen person with their remove button', () => {
    const onChange = renderPicker([ada, alan], true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(onChange).toHaveBeenCalledWith([alan]);
  });
});
