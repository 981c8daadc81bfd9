import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { LOCAL_API_SCOPE, LOCAL_CLIENT_ID, type RunningStack, demoPhoto, startStack } from '@listboard/local';
import { demoTenant } from '../sharepoint/demoTenant';
import { ApiClient } from '../support/apiClient';
import { saveLicense } from '../support/licenses';
import { signInAtProvider } from '../support/openIdSignIn';
import { repoRoot } from './stackFixture';

// People's pictures on a board whose lists are on SharePoint: the site's through SharePoint's user photo
// page on the person's on-behalf-of token, Office 365's from the Graph stand-in on a token exchanged for Graph.
let tenant: Awaited<ReturnType<typeof demoTenant>>;
let stack: RunningStack;
let dataDir = '';
const clients = new Map<string, ApiClient>();

beforeAll(async () => {
  tenant = await demoTenant();
  dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-sp-photos-'));
  stack = await startStack({
    root: repoRoot,
    dataDir,
    port: 0,
    inMemory: true,
    timers: false,
    sharePoint: { siteUrl: tenant.siteUrl, seedInto: tenant.seedInto },
  });
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  for (const alias of ['alex', 'adele'])
    clients.set(
      alias,
      new ApiClient(stack.url, tenant.siteUrl, (await signInAtProvider(page, `${alias}@demo.listboard.local`)).access_token),
    );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await tenant?.server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const photoOf = (alias: string) =>
  (clients.get('alex') as ApiClient).call<Uint8Array>('GET', 'site/userPhoto', undefined, { login: `${alias}@demo.listboard.local` });
const samePicture = (body: Uint8Array, alias: string, source: 'site' | 'office365') =>
  Buffer.from(body).equals(Buffer.from(demoPhoto(`${alias}@demo.listboard.local`, source) as Uint8Array));

describe("people's pictures of a SharePoint site", () => {
  it("reads the site's pictures from SharePoint's user photo page as the caller, then Office 365's once the source is switched", async () => {
    const from = tenant.server.requests.length;
    const megan = await photoOf('megan');
    expect(megan.status).toBe(200);
    expect(samePicture(megan.body, 'megan', 'site')).toBe(true);
    const photoRequest = tenant.server.requests.slice(from).find((request) => request.path.includes('userphoto.aspx'));
    expect(decodeJwt(String(photoRequest?.authorization).slice('Bearer '.length))).toMatchObject({
      upn: 'alex@demo.listboard.local',
      aud: tenant.server.origin,
    });
    expect((await photoOf('pradeep')).status).toBe(204);

    expect((await saveLicense(clients.get('adele') as ApiClient, { avatarSource: 'office365' })).status).toBe(200);
    const office = await photoOf('megan');
    expect([office.status, samePicture(office.body, 'megan', 'office365')]).toEqual([200, true]);
    expect((await photoOf('lidia')).status).toBe(204);
  });
});
