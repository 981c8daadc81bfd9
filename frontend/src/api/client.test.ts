import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/useT';
import { ApiError, NO_HOST_LOG, UNAVAILABLE_RETRIES, apiRequest } from './client';

const unavailable = () =>
  new Response(JSON.stringify({ code: 'storage_unavailable', message: 'Storage is down.' }), {
    status: 503,
    headers: { 'retry-after': '2' },
  });
const ok = () => new Response(JSON.stringify({ fine: true }), { status: 200 });

// A page has its host site by the time it calls the API; the last tests take it away on purpose.
beforeEach(() => window.history.replaceState(null, '', '/?SPHostUrl=https%3A%2F%2Fcontoso.test%2Fsites%2Fdemo'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('apiRequest when the service is unavailable', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks a read again after the server's Retry-After", async () => {
    fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(ok());
    const answer = apiRequest('boards');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a read-only POST too, a bounded number of times, then tells the user in their language', async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const answer = apiRequest('kanban/tasks', { body: { boardID: 'b1' }, readOnly: true }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000 * UNAVAILABLE_RETRIES);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'storage_unavailable', message: translate('service_unavailable') });
    expect(fetchMock).toHaveBeenCalledTimes(1 + UNAVAILABLE_RETRIES);
  });

  it('does not repeat a write: storage may have taken it before failing', async () => {
    fetchMock.mockResolvedValueOnce(unavailable());
    await expect(apiRequest('item/values', { body: { itemID: 1 } })).rejects.toMatchObject({
      status: 503,
      message: translate('service_unavailable'),
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a 503 that names no time to ask again as the server worded it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'realtime_unavailable', message: 'Live updates are off.' }), { status: 503 }),
    );
    await expect(apiRequest('realtime/negotiate')).rejects.toMatchObject({ status: 503, message: 'Live updates are off.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest failures', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (code: string, message: string, status: number) =>
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ code, message }), { status })));

  it('words a failure whose code says it all in the page language', async () => {
    answering('stale_item', 'This card was changed by someone else since you loaded it.', 412);
    await expect(apiRequest('item/values', { body: {} })).rejects.toMatchObject({
      code: 'stale_item',
      message: translate('api_error_stale_item'),
    });
  });

  it("keeps the server's message where it carries details", async () => {
    answering('field_exists', 'A field named Budget exists already.', 409);
    await expect(apiRequest('site/addNewField', { body: {} })).rejects.toMatchObject({
      code: 'field_exists',
      message: 'A field named Budget exists already.',
    });
  });
});

describe('apiRequest and the host site', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("adds the page's host site to every call and sends credentials", async () => {
    window.history.replaceState(null, '', '/board/b1?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com%2Fsites%2Fteam');
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('boards', { query: { favourite: 'true' } });
    const [url, init] = fetchMock.mock.calls[0];
    const sent = new URL(String(url), 'http://page.test');
    expect(sent.searchParams.get('SPHostUrl')).toBe('https://contoso.sharepoint.com/sites/team');
    expect(sent.searchParams.get('favourite')).toBe('true');
    expect(init?.credentials).toBe('include');
  });

  it('sends a call without a host site all the same and logs it, except the calls made before sign-in', async () => {
    window.history.replaceState(null, '', '/');
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await apiRequest('auth/config', { anonymous: true });
    expect(logged).not.toHaveBeenCalled();
    await apiRequest('boards');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(String(fetchMock.mock.calls[1][0]), 'http://page.test').searchParams.has('SPHostUrl')).toBe(false);
    expect(logged).toHaveBeenCalledWith(NO_HOST_LOG, '/api/boards');
    expect(NO_HOST_LOG).toBe('API ERROR NO SPHOST');
  });
});
