import { SP_HOST_PARAM, type ApiErrorBody, type ApiErrorCode } from '@listboard/shared';
import type { MessageKey } from '../i18n/i18n';
import { translate } from '../i18n/useT';
import { getToken, renewToken, setToken } from './token';
import { ApiError, type ApiRequestOptions, hostSiteUrl, send } from './transport';

export { ApiError, type ClientErrorCode, NO_HOST_LOG } from './transport';

/**
 * A read the server could not serve for a moment (503 with Retry-After: storage unavailable) is
 * asked again this many times, each after the server's Retry-After; a write is not repeated for
 * the user (storage may have taken it before failing), who is told and may try again.
 */
export const UNAVAILABLE_RETRIES = 2;
/** Retry-After as the server names it, within reason. */
const RETRY_AFTER_BOUNDS_MS = { min: 500, max: 30_000, fallback: 5000 };

/** Fills `{name}` segments of an API_PATHS template. */
export function apiPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\??\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The failures whose code says all a person needs; the others' messages carry details (names, limits, files). */
const MESSAGE_KEYS: Partial<Record<ApiErrorCode, MessageKey>> = {
  unauthorized: 'api_error_unauthorized',
  access_denied: 'api_error_access_denied',
  drag_drop_disabled: 'api_error_drag_drop_disabled',
  adding_cards_off: 'api_error_adding_cards_off',
  labels_adding_off: 'api_error_labels_adding_off',
  managelist_permission_denied: 'api_error_managelist_permission_denied',
  not_site_member: 'api_error_not_site_member',
  board_not_found: 'api_error_board_not_found',
  item_not_found: 'api_error_item_not_found',
  task_not_found: 'api_error_task_not_found',
  attachment_not_found: 'api_error_attachment_not_found',
  column_busy: 'api_error_column_busy',
  wip_limit: 'api_error_wip_limit',
  person_wip_limit: 'api_error_person_wip_limit',
  stale_item: 'api_error_stale_item',
  payload_too_large: 'api_error_payload_too_large',
  document_too_large: 'api_error_document_too_large',
  board_too_large: 'api_error_board_too_large',
  empty_comment: 'api_error_empty_comment',
  comments_not_configured: 'api_error_comments_not_configured',
  subtasks_disabled: 'api_error_subtasks_disabled',
  internal_error: 'api_error_internal_error',
  storage_unavailable: 'service_unavailable',
  identity_unavailable: 'service_unavailable',
  tenant_not_bound: 'api_error_tenant_not_bound',
  not_directory_admin: 'api_error_not_directory_admin',
  other_tenant: 'api_error_other_tenant',
  unsubscribe_link_invalid: 'api_error_unsubscribe_link_invalid',
  unsubscribe_link_expired: 'api_error_unsubscribe_link_expired',
  notifications_off: 'api_error_notifications_off',
  feedback_too_short: 'feedback_too_short',
  chart_range_too_long: 'api_error_chart_range_too_long',
};

async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    // Every page shows a failure's message, in the user's language where the code says all there is to say; the
    // server's English message stays for the codes whose message carries details (names, limits, files).
    const key = body.code ? MESSAGE_KEYS[body.code] : undefined;
    const message = key ? translate(key, body.details) : body.message || fallback;
    return new ApiError(response.status, body.code ?? `http_${response.status}`, message, body.errors);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, fallback);
  }
}

/** A 503 that says when to ask again invites asking again. */
function unavailableForNow(response: Response): boolean {
  return response.status === 503 && response.headers.has('retry-after');
}

/** Retry-After in seconds (the form our server sends) or as an HTTP date. */
function retryAfterMs(response: Response): number {
  const value = response.headers.get('retry-after') ?? '';
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return RETRY_AFTER_BOUNDS_MS.fallback;
  return Math.min(Math.max(ms, RETRY_AFTER_BOUNDS_MS.min), RETRY_AFTER_BOUNDS_MS.max);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One JSON call to /api/. Responses are trusted to match the shared types rather than parsed:
 * the server validates with the same schemas, and parsing a 5,000-card board on every load costs time.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const repeatable = method === 'GET' || options.readOnly === true;
  let response = await send(path, options, method);
  for (let retry = 1; repeatable && unavailableForNow(response) && retry <= UNAVAILABLE_RETRIES; retry++) {
    await pause(retryAfterMs(response), options.signal);
    response = await send(path, options, method);
  }
  // An identity provider's token may have ended a moment before its renewal: renewed once, the call is asked again.
  if (response.status === 401 && !options.anonymous && (await renewToken())) response = await send(path, options, method);
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
