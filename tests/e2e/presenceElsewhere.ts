import { type APIRequestContext } from '@playwright/test';
import { expect } from './base';
import { DEMO_SITE } from './arrange';

/**
 * Another page of `token`'s person on the board, made as a board page makes it: its presence report
 * and its leaving, through the API (docs/live-updates.md#presence). For hosts whose page a test cannot
 * easily open twice as two people (an app part, a Teams tab).
 */
export function presenceElsewhere(request: APIRequestContext, token: string, boardID: string) {
  const clientId = `elsewhere-${Date.now().toString(36)}`;
  const call = async (method: 'post' | 'delete', options: Parameters<APIRequestContext['post']>[1]) => {
    const response = await request[method]('/api/realtime/presence', { ...options, headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(200);
  };
  return {
    report: () => call('post', { params: { SPHostUrl: DEMO_SITE }, data: { boardID, clientId, card: null, editing: false } }),
    leave: () => call('delete', { params: { SPHostUrl: DEMO_SITE, boardID, clientId } }),
  };
}
