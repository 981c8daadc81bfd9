import { describe, expect, it } from 'vitest';
import { createServices, loadSettings, resetServices } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { API_PATHS, type ApiErrorBody, SP_HOST_PARAM } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const MISSING = 999_999;

describe('a missing item', () => {
  it('is 404 item_not_found on every route that names it', async () => {
    const answers = {
      comment: await env.alex.call<ApiErrorBody>('POST', 'item/comment', {
        ...where,
        itemID: MISSING,
        values: [{ name: 'Comments', value: 'Hello' }],
      }),
      values: await env.alex.call<ApiErrorBody>('GET', 'item/values', undefined, { ...where, itemID: String(MISSING) }),
      task: await env.alex.call<ApiErrorBody>('POST', `kanban/${DEMO_BOARD_ID}/task`, {
        info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: MISSING },
      }),
      subtasks: await env.alex.call<ApiErrorBody>('GET', 'item/getSubtasks', undefined, { ...where, itemID: String(MISSING) }),
    };
    for (const [route, answer] of Object.entries(answers)) {
      expect({ route, status: answer.status, code: answer.body.code }).toEqual({ route, status: 404, code: 'item_not_found' });
    }
  });

  it("is 404 when linking a subtask, with the spec's task_not_found key the page translates", async () => {
    const existing = (
      await env.alex.call<{ itemID: number }>('POST', 'item/values', {
        ...where,
        itemID: 0,
        values: [{ name: 'Title', value: 'Linked nowhere' }],
      })
    ).body.itemID;
    for (const ids of [
      { itemID: existing, taskID: MISSING },
      { itemID: MISSING, taskID: existing },
    ]) {
      const answer = await env.alex.call<ApiErrorBody>('POST', 'item/addsubtask', { ...where, ...ids });
      expect({ ...ids, status: answer.status, code: answer.body.code }).toEqual({ ...ids, status: 404, code: 'task_not_found' });
    }
  });
});

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

describe('local sign-in where it is turned off', () => {
  it('answers the same for a site that exists and one that does not, before looking the site up', async () => {
    const mode = process.env.LISTBOARD_AUTH_MODE;
    process.env.LISTBOARD_AUTH_MODE = 'entra';
    resetServices(createServices(loadSettings({ ...process.env, LISTBOARD_CLIENT_ID: 'contract-test' })));
    try {
      const answers = [];
      for (const site of ['https://elsewhere.test/sites/secret', DEMO_SITE]) {
        const client = new ApiClient(env.stack.url, site);
        answers.push(
          await client.call<ApiErrorBody>('GET', API_PATHS.authLocalUsers),
          await client.call<ApiErrorBody>('POST', API_PATHS.authLocalToken, { login: 'alex@demo.listboard.local' }),
        );
      }
      expect(answers.map((a) => `${a.status} ${a.body.code} ${a.body.message}`)).toEqual(
        answers.map(() => '404 local_signin_disabled Local sign-in is available only on the local stack.'),
      );
    } finally {
      process.env.LISTBOARD_AUTH_MODE = mode;
      resetServices(createServices(loadSettings()));
    }
  });
});

describe('the request body type', () => {
  async function post(contentType: string | null, body: string | undefined, token: string | null = env.alex.token) {
    const url = new URL('/api/kanban/tasks', env.stack.url);
    url.searchParams.set(SP_HOST_PARAM, DEMO_SITE);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  }
  const board = JSON.stringify({ boardID: DEMO_BOARD_ID });

  it('refuses a body that is not declared JSON with 415 unsupported_media_type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', null]) {
      const answer = await post(contentType, board);
      expect({ contentType, status: answer.status, code: answer.body.code }).toEqual({
        contentType,
        status: 415,
        code: 'unsupported_media_type',
      });
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
