import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@listboard/shared';
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
