import { API_PATHS, type UnsubscribeRequest, type UnsubscribeState } from '@listboard/shared';
import { apiRequest } from './client';

const asQuery = (request: UnsubscribeRequest): Record<string, string> =>
  Object.fromEntries(Object.entries(request).map(([name, value]) => [name, String(value)]));

/** GET /api/notifications/unsubscribe: what a mailed link would unsubscribe; changes nothing. */
export function checkUnsubscribe(request: UnsubscribeRequest, signal?: AbortSignal): Promise<UnsubscribeState> {
  return apiRequest(API_PATHS.notificationsUnsubscribe, { query: asQuery(request), signal });
}

/** POST /api/notifications/unsubscribe: the link's person gets no more mail about the card on the board. */
export function confirmUnsubscribe(request: UnsubscribeRequest): Promise<UnsubscribeState> {
  return apiRequest(API_PATHS.notificationsUnsubscribe, { body: request });
}
