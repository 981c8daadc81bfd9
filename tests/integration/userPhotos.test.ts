import { TableClient } from '@azure/data-tables';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_USERS, LOCAL_API_SCOPE, LOCAL_CLIENT_ID, demoPhoto } from '@listboard/local';
import type { DemoPhotoSource } from '@listboard/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveLicense } from '../support/licenses';
import { signInAtProvider } from '../support/openIdSignIn';
import { freshStack } from './stackFixture';

/**
 * People's pictures (docs/licences.md#avatars: the admin panel's avatar source applied to every avatar), over the local
 * stack signed in through its OpenID provider: the site's pictures (the built-in store's own) or Office 365's
 * (the stack's Graph stand-in), switched by the tenant's setting; only people of the caller's site, and
 * never across organisations.
 */

const ELSEWHERE = 'https://demo.listboard.local/sites/elsewhere';
const OTHER_TENANT_SITE = 'https://northwind.example/sites/sales';
const OUTSIDER = 'outsider@demo.listboard.local';
const login = (alias: string) => `${alias}@demo.listboard.local`;

describe("people's pictures from the tenant's avatar source", () => {
  let stack: Awaited<ReturnType<typeof freshStack>>;
  const tokens = new Map<string, string>();
  const as = (alias: string, site = DEMO_SITE) => new ApiClient(stack.url, site, tokens.get(alias) ?? null);
  const photoOf = (alias: string, viewer = 'alex', site = DEMO_SITE) =>
    as(viewer, site).call<Uint8Array & { code?: string }>('GET', 'site/userPhoto', undefined, { login: login(alias) });
  const expectPicture = async (alias: string, source: DemoPhotoSource) => {
    const answer = await photoOf(alias);
    expect([alias, answer.status, answer.headers.get('content-type')]).toEqual([alias, 200, 'image/png']);
    expect(Buffer.from(answer.body).equals(Buffer.from(demoPhoto(login(alias), source) as Uint8Array))).toBe(true);
  };

  beforeAll(async () => {
    stack = await freshStack({ authMode: 'oidc' });
    const provider = stack.identityProvider;
    if (!provider) throw new Error('The stack started no identity provider.');
    const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
    for (const alias of ['alex', 'adele']) tokens.set(alias, (await signInAtProvider(page, login(alias))).access_token);
    // Another site of the demo organisation, whose person (with a picture) is no user of the demo site,
    // and a site of another organisation that Alex is a user of.
    const host = new TableListHost(stack.storageConnectionString);
    await host.ensureWeb({ url: ELSEWHERE, name: 'Elsewhere', description: '' });
    await host.ensureUser(ELSEWHERE, { name: 'Out Sider', email: OUTSIDER, login: OUTSIDER, isSiteAdmin: false, groups: [] });
    await host.saveUserPhoto(ELSEWHERE, OUTSIDER, { bytes: demoPhoto(login('megan'), 'site') as Uint8Array, contentType: 'image/png' });
    await host.ensureWeb({ url: OTHER_TENANT_SITE, name: 'Northwind', description: '' });
    const alex = DEMO_USERS.find((user) => user.alias === 'alex') as (typeof DEMO_USERS)[number];
    await host.ensureUser(OTHER_TENANT_SITE, { name: alex.name, email: alex.email, login: alex.login, isSiteAdmin: false, groups: [] });
    const bindings = TableClient.fromConnectionString(stack.storageConnectionString, 'lbtenantbindings', { allowInsecureConnection: true });
    await bindings.createTable().catch(() => undefined);
    await bindings.createEntity({
      partitionKey: 'origin',
      rowKey: encodeURIComponent(new URL(OTHER_TENANT_SITE).origin),
      origin: new URL(OTHER_TENANT_SITE).origin,
      tenantId: '0f1e2d3c-4b5a-4968-8776-655443322110',
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.cleanUp();
  });

  it("serves the site's pictures by default, and nothing (204) for a person the site has none of", async () => {
    for (const alias of ['megan', 'adele', 'alex', 'lidia']) await expectPicture(alias, 'site');
    const none = await photoOf('pradeep');
    expect([none.status, none.body]).toEqual([204, null]);
  });

  it("refuses a person of another site, and a site of another organisation, whatever the person's picture", async () => {
    const outsider = await as('alex').call<{ code: string }>('GET', 'site/userPhoto', undefined, { login: OUTSIDER });
    expect([outsider.status, outsider.body.code]).toEqual([404, 'user_not_found']);
    const foreign = await photoOf('alex', 'alex', OTHER_TENANT_SITE);
    expect([foreign.status, foreign.body.code]).toEqual([403, 'other_tenant']);
    const malformed = await as('alex').call<{ code: string }>('GET', 'site/userPhoto', undefined, { login: 'x' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalid_request']);
  });

  it("switches every picture to Office 365's when the admin panel says so, and back", async () => {
    expect((await saveLicense(as('adele'), { avatarSource: 'office365' })).status).toBe(200);
    for (const alias of ['megan', 'adele', 'pradeep']) await expectPicture(alias, 'office365');
    expect((await photoOf('lidia')).status).toBe(204);
    expect((await saveLicense(as('adele'), { avatarSource: 'site' })).status).toBe(200);
    await expectPicture('megan', 'site');
    expect((await photoOf('pradeep')).status).toBe(204);
  });
});
