import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import { type ApiErrorBody, SP_HOST_PARAM } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();

describe('sign-in before the site', () => {
  const elsewhere = 'https://elsewhere.test/sites/secret';

  it('answers an anonymous caller 401 without telling whether the site exists', async () => {
    for (const site of [elsewhere, DEMO_SITE]) {
      const answer = await new ApiClient(env.stack.url, site).call<ApiErrorBody>('GET', 'boards');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
      expect(answer.body.message).not.toContain('elsewhere');
    }
    const badToken = await new ApiClient(env.stack.url, elsewhere, 'not-a-token').call<ApiErrorBody>('GET', 'boards');
    expect(badToken.status).toBe(401);
  });

  it('tells a signed-in caller that the site does not exist', async () => {
    const answer = await new ApiClient(env.stack.url, elsewhere, env.alex.token).call<ApiErrorBody>('GET', 'boards');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('site_not_found');
  });
});

describe('the request body type', () => {
  async function post(contentType: string | null, body: string | undefined, token: string | null = env.alex.token) {
    const url = new URL('/api/kanban/tasks', env.stack.url);
    url.searchParams.set(SP_HOST_PARAM, DEMO_SITE);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.json() as ApiErrorBody };
  }
  const board = JSON.stringify({ boardID: DEMO_BOARD_ID });

  it('refuses a body that is not declared JSON with 415 unsupported_media_type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', null]) {
      const answer = await post(contentType, board);
      expect({ contentType, status: answer.status, code: answer.body.code }).toEqual({ contentType, status: 415, code: 'unsupported_media_type' });
    }
  });

  it('takes JSON with parameters, and a request without a body', async () => {
    expect((await post('application/json; charset=utf-8', board)).status).toBe(200);
    expect((await post('Application/JSON;charset=UTF-8', board)).status).toBe(200);
    const bodyless = await post(null, undefined);
    expect(bodyless.status).toBe(400);
    expect(bodyless.body.code).toBe('invalid_request');
  });

  it('settles who is calling first', async () => {
    expect((await post('text/plain', board, null)).status).toBe(401);
  });
});
