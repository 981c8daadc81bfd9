import { CLIENT_ID_HEADER, SP_HOST_PARAM, type ApiErrorBody } from '@listboard/shared';
import { CLIENT_ID } from './clientId';
import { getToken, setToken } from './token';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per-field problems of a rejected save, with the spec's message keys. */
  readonly errors: NonNullable<ApiErrorBody['errors']>;

  constructor(status: number, code: string, message: string, errors: ApiErrorBody['errors'] = []) {
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
  signal?: AbortSignal;
}

/** Fills `{name}` segments of an API_PATHS template. */
export function apiPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\??\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

// The host site comes from the page's own query string, which every navigation keeps (see app/hostQuery).
function hostSiteUrl(): string | null {
  return new URLSearchParams(window.location.search).get(SP_HOST_PARAM);
}

function apiUrl(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const host = hostSiteUrl();
  if (host) params.set(SP_HOST_PARAM, host);
  else console.warn('API ERROR NO SPHOST');
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  return `/api/${path}?${params.toString()}`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return new ApiError(response.status, body.code ?? `http_${response.status}`, body.message || fallback, body.errors);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, fallback);
  }
}

/**
 * One JSON call to /api/. Responses are trusted to match the shared types rather than parsed:
 * the server validates with the same schemas, and parsing a 5,000-card board on every load costs time.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    // A missing or expired token: dropping it sends the user back to the sign-in page.
    if (response.status === 401 && !options.anonymous) setToken(null);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file from the API (an attachment's content URL as the server gave it), with the host site and token. */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const target = new URL(url, window.location.origin);
  const host = hostSiteUrl();
  if (host) target.searchParams.set(SP_HOST_PARAM, host);
  const token = getToken();
  const response = await fetch(target, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal });
  if (!response.ok) throw await errorFrom(response);
  return response.blob();
}
