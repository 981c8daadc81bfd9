import { CLIENT_ID_HEADER, SP_HOST_PARAM, errorText, type ApiErrorCode, type ApiErrorBody } from '@listboard/shared';
import { CLIENT_ID } from './clientId';
import { pageStart } from './pageStart';
import { getToken } from './token';

/*
 * The page's way to the API, kept apart from the error wording (client.ts) so the entry module can start
 * the first screen's reads with it before any framework code loads (docs/performance.md#start-up).
 */

/**
 * The code of a failed call: one of the server's (the contract's union), 'network' when the server
 * could not be reached, or `http_<status>` for an answer without a code (from a proxy, say).
 */
export type ClientErrorCode = ApiErrorCode | 'network' | `http_${number}`;

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  /** Per-field problems of a rejected save, with the spec's message keys. */
  readonly errors: NonNullable<ApiErrorBody['errors']>;

  constructor(status: number, code: ClientErrorCode, message: string, errors: ApiErrorBody['errors'] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  /** Calls made before sign-in (auth config, local sign-in) go out without a token. */
  anonymous?: boolean;
  /** A POST that only reads (a board load): safe to send again, like a GET. */
  readOnly?: boolean;
  /** Conditions of the request, such as If-Match. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a leave sent as the page closes). */
  keepalive?: boolean;
}

// The host site comes from the page's own query string, which every navigation keeps (see host/hostQuery).
export function hostSiteUrl(): string | null {
  return new URLSearchParams(window.location.search).get(SP_HOST_PARAM);
}

/** What the console says when a call that works on a site goes out without one (docs/board-page.md#page-parameters). */
export const NO_HOST_LOG = 'API ERROR NO SPHOST';

function apiUrl(path: string, options: Pick<ApiRequestOptions, 'query' | 'anonymous'>): string {
  const params = new URLSearchParams();
  const host = hostSiteUrl();
  if (host) params.set(SP_HOST_PARAM, host);
  // The calls before sign-in (the sign-in configuration among them) are asked before there is a host site; they need none.
  else if (!options.anonymous) console.error(NO_HOST_LOG, `/api/${path}`);
  const query = options.query ?? {};
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  return `/api/${path}?${params.toString()}`;
}

/** Sends one call; a read begun at start-up with the same request answers it instead (startEarlyRead). */
export function send(path: string, options: ApiRequestOptions, method: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const url = apiUrl(path, options);
  const body = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  // Only the first calls of a page can have an early read: later ones pay for no key.
  const early = earlyReads.size > 0 && typeof body !== 'object' ? takeEarlyRead(readKey(method, url, token, body)) : undefined;
  if (early) return early;
  return fetch(url, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    keepalive: options.keepalive,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', errorText(error));
  });
}

/** Reads begun as the page started, by their request; each answers the first same request made soon after. */
const earlyReads = pageStart.earlyReads;
/** An early answer older than this would be stale for a read asked now: that read goes out afresh. */
const EARLY_READ_FRESH_MS = 10_000;

function readKey(method: string, url: string, token: string | null, body: string | undefined): string {
  return JSON.stringify([method, url, token, body ?? null]);
}

function takeEarlyRead(key: string): Promise<Response> | undefined {
  const read = earlyReads.get(key);
  if (!read) return undefined;
  earlyReads.delete(key);
  return performance.now() - read.startedAt <= EARLY_READ_FRESH_MS ? read.answer : undefined;
}

/**
 * Starts a read now, for the app to take when it asks the same (same method, address, token and body): the
 * page's start script asks for the board before React, the router and the board's code have loaded. A read already
 * begun (by the start script, then again by the entry module) is not sent twice.
 */
export function startEarlyRead(path: string, options: ApiRequestOptions): void {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const token = options.anonymous ? null : getToken();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const key = readKey(method, apiUrl(path, options), token, body);
  if (earlyReads.has(key)) return;
  const answer = send(path, options, method);
  // Nobody may take it (a view changed before the app asked): an unread failure is no error of the page's.
  answer.catch(() => undefined);
  earlyReads.set(key, { answer, startedAt: performance.now() });
  // An answer no one took is let go, body and all.
  setTimeout(() => earlyReads.delete(key), EARLY_READ_FRESH_MS);
}
