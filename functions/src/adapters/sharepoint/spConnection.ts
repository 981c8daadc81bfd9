import '@pnp/sp/webs/index.js';
import { DefaultHeaders, DefaultInit, type SPFI, spfi } from '@pnp/sp';
import { DefaultParse, HttpRequestError, type Queryable } from '@pnp/queryable';
import { ConcurrencyError, ForeignSiteError, ListAccessDeniedError } from '../../ports/listHost';
import { StorageUnavailableError } from '../../ports/storageUnavailable';

/** Who SharePoint is called for: their site's origin (the only one this connection reaches) and their token for it. */
export interface SpCaller {
  origin: string;
  /** An access token for SharePoint on behalf of the caller (on-behalf-of their Entra token). */
  token(origin: string): Promise<string>;
}

export interface ThrottlePolicy {
  /** The longest one request may take before it counts as an outage (a fast 503, never a hang). */
  timeoutMs?: number;
  /** The longest single wait a Retry-After may ask for; SharePoint asks for more only when the tenant is overloaded. */
  maxWaitMs: number;
  /** All waits of one request together: past this the request fails fast (503 with Retry-After) instead of hanging. */
  budgetMs: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { maxWaitMs: 5_000, budgetMs: 10_000, timeoutMs: 30_000 };

/** Microsoft asks throttled callers to name themselves this way ("decorate your traffic"). */
export const USER_AGENT = 'NONISV|Listboard|Listboard/1.0';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Retry-After in seconds or as an HTTP date; SharePoint sends seconds. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caller's origin only: a request anywhere else is refused before it leaves. */
function OnlyOrigin(origin: string) {
  return (instance: Queryable) => {
    instance.on.pre(async (url, init, result) => {
      if (new URL(url).origin !== origin) throw new ForeignSiteError(url);
      return [url, init, result];
    });
    return instance;
  };
}

function CallerToken(caller: SpCaller) {
  return (instance: Queryable) => {
    instance.on.auth(async (url, init) => {
      const token = await caller.token(caller.origin);
      init.headers = { ...init.headers, Authorization: `Bearer ${token}`, 'User-Agent': USER_AGENT };
      return [url, init];
    });
    return instance;
  };
}

/** SharePoint's own words on a failure (odata.error's message), for the person to read. */
async function sharePointMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      'odata.error'?: { message?: { value?: string } };
      error?: { message?: { value?: string } };
      error_description?: string;
    };
    return body['odata.error']?.message?.value ?? body.error?.message?.value ?? body.error_description ?? text;
  } catch {
    return text;
  }
}

/** One request within the policy's time: no answer in time, or none at all, is an outage. */
async function fetchInTime(fetchImpl: Fetch, url: string, init: RequestInit, policy: ThrottlePolicy): Promise<Response> {
  const timeout = AbortSignal.timeout(policy.timeoutMs ?? (DEFAULT_THROTTLE.timeoutMs as number));
  try {
    return await fetchImpl(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  } catch (error) {
    throw new StorageUnavailableError(`SharePoint did not answer: ${(error as Error).message}`);
  }
}

/**
 * 429 and 503 are waited out as SharePoint's Retry-After says, within the policy, then are an outage
 * (503 with Retry-After). SharePoint refusing the person (401, 403) is their answer, not our fault.
 */
function ThrottledFetch(fetchImpl: Fetch, policy: ThrottlePolicy) {
  return (instance: Queryable) => {
    instance.on.send.replace(async (url, init) => {
      let waited = 0;
      for (;;) {
        const response = await fetchInTime(fetchImpl, url.toString(), init, policy);
        if (response.status === 401 || response.status === 403)
          throw new ListAccessDeniedError(`SharePoint refused: ${await sharePointMessage(response)}`);
        if (response.status !== 429 && response.status !== 503) return response;
        const wait = Math.min(retryAfterMs(response.headers.get('retry-after')) ?? 1_000, policy.maxWaitMs);
        await response.body?.cancel();
        if (waited + wait > policy.budgetMs)
          throw new StorageUnavailableError(`SharePoint is throttling or unavailable (${response.status}).`, response.status);
        await sleep(wait);
        waited += wait;
      }
    });
    return instance;
  };
}

/** PnP's request to one site on behalf of the caller: its headers and parsing, our guard, token and throttling. */
export function spAt(siteUrl: string, caller: SpCaller, fetchImpl: Fetch = fetch, policy: ThrottlePolicy = DEFAULT_THROTTLE): SPFI {
  return spfi(siteUrl).using(
    OnlyOrigin(caller.origin),
    DefaultHeaders(),
    DefaultInit(),
    CallerToken(caller),
    ThrottledFetch(fetchImpl, policy),
    DefaultParse(),
  );
}

/** SharePoint's failures in the port's terms: 412 is a stale ETag; 404 is null for the caller to decide. */
export async function spCall<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpRequestError)) throw error;
    if (error.status === 404) return null;
    if (error.status === 412) throw new ConcurrencyError();
    throw error;
  }
}
