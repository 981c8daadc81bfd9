import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_API_SCOPE, LOCAL_CLIENT_ID, type RunningStack, startStack } from '@listboard/local';
import { ApiClient } from '../support/apiClient';
import { signInAtProvider } from '../support/openIdSignIn';
import { demoTenant } from '../sharepoint/demoTenant';
import { COMBINE_SECONDS, repoRoot } from './stackFixture';

/**
 * The demo tenant on the SharePoint test server and a fresh local stack whose boards' lists are there,
 * for the suite around it (seeded with the demo board, the mail's test window, the timers the tests' own).
 */
export function sharePointStack(name: string): { tenant: Awaited<ReturnType<typeof demoTenant>>; stack: RunningStack } {
  const env = {} as ReturnType<typeof sharePointStack>;
  let dataDir = '';
  beforeAll(async () => {
    env.tenant = await demoTenant();
    dataDir = await mkdtemp(path.join(tmpdir(), `listboard-sp-${name}-`));
    env.stack = await startStack({
      root: repoRoot,
      dataDir,
      port: 0,
      inMemory: true,
      timers: false,
      combineSeconds: COMBINE_SECONDS,
      sharePoint: { siteUrl: env.tenant.siteUrl, seedInto: env.tenant.seedInto },
    });
  }, 120_000);
  afterAll(async () => {
    await env.stack?.stop();
    await env.tenant?.server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return env;
}

/** A client of the SharePoint stack signed in as `login` through its OpenID provider, as the page signs in. */
export async function signedInOnSharePoint(env: ReturnType<typeof sharePointStack>, login: string): Promise<ApiClient> {
  const { stack, tenant } = env;
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  return new ApiClient(stack.url, tenant.siteUrl, (await signInAtProvider(page, login)).access_token);
}
