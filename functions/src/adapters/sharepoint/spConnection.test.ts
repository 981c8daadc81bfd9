import { describe, expect, it } from 'vitest';
import { ConcurrencyError, ForeignSiteError, ListAccessDeniedError } from '../../ports/listHost';
import { StorageUnavailableError } from '../../ports/storageUnavailable';
import { USER_AGENT, retryAfterMs, spAt, spCall } from './spConnection';

const SITE = 'https://contoso.sharepoint.com/sites/ops';
const caller = { origin: 'https://contoso.sharepoint.com', token: async () => 'obo-token' };
const policy = { maxWaitMs: 40, budgetMs: 100 };

/** A fetch that answers from a script and keeps every request it was given. */
function scripted(...answers: (() => Response)[]) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    requests.push({ url, headers: init.headers as Record<string, string> });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    return answer();
  };
  return { requests, fetchImpl };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the SharePoint connection', () => {
  it("calls the caller's site with their token and Listboard's user agent", async () => {
    const { requests, fetchImpl } = scripted(json(200, { Title: 'Ops', Url: SITE }));
    expect(await spAt(SITE, caller, fetchImpl, policy).web()).toMatchObject({ Title: 'Ops' });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(`${SITE}/_api/web`);
    expect(requests[0].headers).toMatchObject({ Authorization: 'Bearer obo-token', 'User-Agent': USER_AGENT, Accept: 'application/json' });
  });

  it('refuses a site on another host before any request leaves', async () => {
    const { requests, fetchImpl } = scripted(json(200, {}));
    await expect(spAt('https://fabrikam.sharepoint.com/sites/x', caller, fetchImpl, policy).web()).rejects.toBeInstanceOf(ForeignSiteError);
    await expect(spAt('https://contoso.sharepoint.com.evil.test/sites/x', caller, fetchImpl, policy).web()).rejects.toBeInstanceOf(
      ForeignSiteError,
    );
    expect(requests).toHaveLength(0);
  });

  it('waits out 429 and 503 as Retry-After says, then goes on', async () => {
    const { requests, fetchImpl } = scripted(
      json(429, {}, { 'retry-after': '0.02' }),
      json(503, {}, { 'retry-after': '0.01' }),
      json(200, { Title: 'Ops' }),
    );
    expect(await spAt(SITE, caller, fetchImpl, policy).web()).toMatchObject({ Title: 'Ops' });
    expect(requests).toHaveLength(3);
  });

  it('gives up within its budget and reports an outage, never hanging', async () => {
    const { requests, fetchImpl } = scripted(json(429, {}, { 'retry-after': '3600' }));
    const started = Date.now();
    await expect(spCall(() => spAt(SITE, caller, fetchImpl, policy).web())).rejects.toBeInstanceOf(StorageUnavailableError);
    // Each wait is capped at 40 ms and all of them at 100 ms: two waits, three requests.
    expect(requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("maps SharePoint's 412 to a stale item and 404 to nothing", async () => {
    const stale = scripted(
      json(412, {
        'odata.error': {
          code: '-1, Microsoft.SharePoint.Client.ClientServiceException',
          message: { value: 'The request ETag value does not match the object ETag value.' },
        },
      }),
    );
    await expect(spCall(() => spAt(SITE, caller, stale.fetchImpl, policy).web())).rejects.toBeInstanceOf(ConcurrencyError);
    const missing = scripted(json(404, {}));
    expect(await spCall(() => spAt(SITE, caller, missing.fetchImpl, policy).web())).toBeNull();
  });

  it("answers SharePoint's refusal of the person as theirs, in SharePoint's words, on any call", async () => {
    const refused = scripted(
      json(403, {
        'odata.error': { code: '-2147024891, System.UnauthorizedAccessException', message: { lang: 'en-US', value: 'Access denied.' } },
      }),
    );
    await expect(spAt(SITE, caller, refused.fetchImpl, policy).web()).rejects.toThrow(
      new ListAccessDeniedError('SharePoint refused: Access denied.'),
    );
  });

  it('reports a SharePoint that does not answer in time, or at all, as an outage', async () => {
    const silent = async (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(spAt(SITE, caller, silent, { ...policy, timeoutMs: 30 }).web()).rejects.toBeInstanceOf(StorageUnavailableError);
    const unreachable = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(spAt(SITE, caller, unreachable, policy).web()).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('5')).toBe(5_000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
