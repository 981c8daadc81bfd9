import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRANSFER_POLL_MS } from '@listboard/shared';
import { type ApiCall, bodiesOf } from '../../testing/fakeApi';
import { ETAG, adminLicense, fakeServer, showAdminPage } from './testing/adminPage';
import { reloadPage } from '../../ui/reloadPage';

vi.mock('../../ui/reloadPage', () => ({ reloadPage: vi.fn() }));

const BUSY = 'Please wait until the data transfer is complete.';
const statusCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === 'license/status').length;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Timers run on their own too (Testing Library waits on them), and jump ahead where a test says so.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(reloadPage).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the data location', () => {
  it('moves the data only once confirmed, then asks every 10 s whether the transfer runs, and reloads the page when it ended', async () => {
    let running = true;
    const calls = fakeServer({
      'POST admin/dataLocation': () => ({ body: { isRunning: true } }),
      'GET license/status': () => ({ body: running }),
    });
    showAdminPage();
    const location = await screen.findByRole('region', { name: 'Data location' });
    const move = within(location).getByRole('button', { name: 'Move the data' });
    expect(move.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(location).getByRole('radio', { name: 'West USA' }));
    fireEvent.click(move);
    const dialog = await screen.findByRole('alertdialog', { name: 'Move the data' });
    expect(dialog.textContent).toContain('Move all the data of your boards to West USA?');
    expect(bodiesOf(calls, 'POST', 'admin/dataLocation')).toEqual([]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move the data' }));

    expect(await screen.findByText(BUSY)).toBeTruthy();
    expect(bodiesOf(calls, 'POST', 'admin/dataLocation')).toEqual([{ dataLocation: 'westus', etag: ETAG }]);
    expect(screen.queryByRole('region')).toBeNull();
    await tick(0);
    expect(statusCalls(calls)).toBe(1);
    await tick(TRANSFER_POLL_MS);
    expect(statusCalls(calls)).toBe(2);
    expect(reloadPage).not.toHaveBeenCalled();

    running = false;
    await tick(TRANSFER_POLL_MS);
    expect(statusCalls(calls)).toBe(3);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('keeps a panel whose transfer already runs busy, polling until it ends', async () => {
    let running = true;
    const calls = fakeServer({
      'GET license': () => ({ body: adminLicense({ isRunning: true }) }),
      'GET license/status': () => ({ body: running }),
    });
    showAdminPage();
    expect(await screen.findByText(BUSY)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    await tick(0);
    expect(statusCalls(calls)).toBe(1);
    running = false;
    await tick(TRANSFER_POLL_MS);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(statusCalls(calls)).toBe(2);
  });

  it('moves nothing when the question is cancelled', async () => {
    const calls = fakeServer();
    showAdminPage();
    const location = await screen.findByRole('region', { name: 'Data location' });
    fireEvent.click(within(location).getByRole('radio', { name: 'West USA' }));
    fireEvent.click(within(location).getByRole('button', { name: 'Move the data' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Cancel' }));
    await tick(TRANSFER_POLL_MS);
    expect(bodiesOf(calls, 'POST', 'admin/dataLocation')).toEqual([]);
    expect(statusCalls(calls)).toBe(0);
    expect(screen.queryByText(BUSY)).toBeNull();
  });

  it('says so when the licence changed meanwhile (412), and reads it again', async () => {
    const calls = fakeServer({
      'POST admin/dataLocation': () => ({ status: 412, body: { code: 'stale_license', message: 'The licence changed.' } }),
    });
    showAdminPage();
    const location = await screen.findByRole('region', { name: 'Data location' });
    fireEvent.click(within(location).getByRole('radio', { name: 'West USA' }));
    fireEvent.click(within(location).getByRole('button', { name: 'Move the data' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Move the data' }));
    expect(
      await screen.findByText('Someone else changed these settings meanwhile. They have been reloaded: please make your change again.'),
    ).toBeTruthy();
    await tick(0);
    expect(calls.some((call) => call.path === 'license' && call.query.get('refresh') === 'true')).toBe(true);
    expect(screen.queryByText(BUSY)).toBeNull();
  });
});
