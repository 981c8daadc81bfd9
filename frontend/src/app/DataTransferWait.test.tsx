import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { TRANSFER_POLL_MS } from '@listboard/shared';
import { setToken } from '../api/token';
import { type ApiCall, fakeApi } from '../testing/fakeApi';
import { aPageInfo } from '../testing/pageInfo';
import { reloadPage } from '../ui/reloadPage';
import { App } from './App';

vi.mock('../ui/reloadPage', () => ({ reloadPage: vi.fn() }));

const adele = { id: 7, name: 'Adele Vance', email: 'adele@contoso.test', login: 'adele@contoso.test' };
const statusCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === 'license/status').length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(reloadPage).mockReset();
  setToken('token-adele');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setToken(null);
});

describe("a page while the tenant's data moves", () => {
  it('shows the busy text instead of the boards, asks every 10 s whether the transfer runs, and reloads once it ended', async () => {
    let running = true;
    const calls = fakeApi('/kanban', {
      'GET auth/config': () => ({ body: { mode: 'local', defaultSiteUrl: null } }),
      'GET auth/me': () => ({ body: adele }),
      'GET boards/pageInfo': () => ({ body: aPageInfo({ license: { ...aPageInfo().license, isRunning: true } }) }),
      'GET boards': () => ({ body: [] }),
      'GET license/status': () => ({ body: running }),
    });
    render(<App />);

    expect(await screen.findByText('Please wait until the data transfer is complete.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Boards', level: 1 })).toBeNull();
    await waitFor(() => expect(statusCalls(calls)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_POLL_MS));
    expect(statusCalls(calls)).toBe(2);
    expect(reloadPage).not.toHaveBeenCalled();

    running = false;
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_POLL_MS));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });
});
