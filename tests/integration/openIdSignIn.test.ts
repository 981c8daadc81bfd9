import { TableClient } from '@azure/data-tables';
import { TableListHost } from '@listboard/functions/host-api';
import {
  DEMO_BOARD_ID,
  DEMO_USERS,
  LOCAL_API_AUDIENCE,
  LOCAL_API_SCOPE,
  LOCAL_CLIENT_ID,
  LOCAL_TENANT_ID,
  objectIdOf,
} from '@listboard/local';
import { type AuthConfig, type License, type PageInfo, type User } from '@listboard/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signInAtProvider } from '../support/openIdSignIn';
import { CASES, type MatrixContext } from './authorizationCases';
import { freshStack } from './stackFixture';

const OTHER_SITE = 'https://fabrikam.example/sites/ops';
const THIRD_SITE = 'https://northwind.example/sites/sales';
const OTHER_TENANT = '0f1e2d3c-4b5a-4968-8776-655443322110';
/** A host of the local organisation where adele administers the directory (wids) but not the site. */
const DIRECTORY_ADMIN_SITE = 'https://litware.example/sites/hq';
const MANAGER_CASES = CASES.filter((endpoint) => endpoint.kind === 'licenseManager' || endpoint.kind === 'adminPanelManager');

describe('sign-in through the local OpenID provider (Entra in its stead)', () => {
  let stack: Awaited<ReturnType<typeof freshStack>>;
  const tokens = new Map<string, string>();
  const as = (alias: string, site = DEMO_SITE) => new ApiClient(stack.url, site, tokens.get(alias) ?? null);

  beforeAll(async () => {
    stack = await freshStack({ authMode: 'oidc' });
    const provider = stack.identityProvider;
    if (!provider) throw new Error('The stack started no identity provider.');
    const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
    for (const alias of ['alex', 'adele', 'pradeep'])
      tokens.set(alias, (await signInAtProvider(page, `${alias}@demo.listboard.local`)).access_token);
    // Two more sites on hosts of their own: one no organisation has connected yet, one of another organisation.
    const host = new TableListHost(stack.storageConnectionString);
    for (const site of [OTHER_SITE, THIRD_SITE]) {
      await host.ensureWeb({ url: site, name: 'Elsewhere', description: '' });
      for (const user of DEMO_USERS.filter((u) => u.alias === 'alex' || u.alias === 'adele')) {
        await host.ensureUser(site, { name: user.name, email: user.email, login: user.login, isSiteAdmin: user.isSiteAdmin, groups: [] });
      }
    }
    await host.ensureWeb({ url: DIRECTORY_ADMIN_SITE, name: 'Headquarters', description: '' });
    for (const user of DEMO_USERS.filter((u) => u.alias === 'alex' || u.alias === 'adele')) {
      await host.ensureUser(DIRECTORY_ADMIN_SITE, {
        name: user.name,
        email: user.email,
        login: user.login,
        isSiteAdmin: false,
        groups: [],
      });
    }
    const bindings = TableClient.fromConnectionString(stack.storageConnectionString, 'lbtenantbindings', { allowInsecureConnection: true });
    await bindings.createTable().catch(() => undefined);
    await bindings.createEntity({
      partitionKey: 'origin',
      rowKey: encodeURIComponent(new URL(THIRD_SITE).origin),
      origin: new URL(THIRD_SITE).origin,
      tenantId: OTHER_TENANT,
    });
    const adminOrigin = new URL(DIRECTORY_ADMIN_SITE).origin;
    await bindings.createEntity({
      partitionKey: 'origin',
      rowKey: encodeURIComponent(adminOrigin),
      origin: adminOrigin,
      tenantId: LOCAL_TENANT_ID,
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.cleanUp();
  });

  it("tells the page to sign in with the provider, and issues access tokens with Entra's claims", async () => {
    const config = (await new ApiClient(stack.url).call<AuthConfig>('GET', 'auth/config')).body;
    expect(config).toMatchObject({
      mode: 'oidc',
      openId: { authority: stack.identityProvider?.issuer, clientId: LOCAL_CLIENT_ID, scopes: [LOCAL_API_SCOPE], protocol: 'oidc' },
    });
    const claims = decodeJwt(tokens.get('adele') as string);
    expect(claims).toMatchObject({
      iss: stack.identityProvider?.issuer,
      aud: LOCAL_API_AUDIENCE,
      tid: LOCAL_TENANT_ID,
      oid: objectIdOf('adele@demo.listboard.local'),
      preferred_username: 'adele@demo.listboard.local',
      scp: LOCAL_API_SCOPE,
    });
  });

  it('serves the person their boards with the access token, as it did with the local token', async () => {
    const me = await as('alex').call<User>('GET', 'auth/me');
    expect(me.status).toBe(200);
    expect(me.body.login).toBe('alex@demo.listboard.local');
    expect((await as('alex').call('GET', 'boards')).status).toBe(200);
  });

  it('refuses a tampered token, an unsigned one and one of the local sign-in (401)', async () => {
    const [header, payload, signature] = (tokens.get('alex') as string).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, preferred_username: 'adele@demo.listboard.local' })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [forged, unsigned, 'not-a-token']) {
      const answer = await new ApiClient(stack.url, DEMO_SITE, token).call<{ code: string }>('GET', 'auth/me');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
    }
  });

  it("keeps a valid token of one organisation away from a host it has not connected or another organisation's", async () => {
    const unbound = await as('alex', OTHER_SITE).call<{ code: string }>('GET', 'boards');
    expect([unbound.status, unbound.body.code]).toEqual([403, 'tenant_not_bound']);
    const foreign = await as('alex', THIRD_SITE).call<{ code: string }>('GET', 'boards');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'other_tenant']);
    // Nothing is learnt about the other organisation's sites: an unknown one answers the same.
    const unknown = await as('alex', 'https://northwind.example/sites/nothing-here').call<{ code: string }>('GET', 'boards');
    expect([unknown.status, unknown.body.code]).toEqual([403, 'other_tenant']);
  });

  it("lets only an administrator connect a host, once, and never over another organisation's", async () => {
    const byEditor = await as('alex', OTHER_SITE).call<{ code: string }>('POST', 'auth/connect');
    expect([byEditor.status, byEditor.body.code]).toEqual([403, 'not_directory_admin']);
    const foreign = await as('adele', THIRD_SITE).call<{ code: string }>('POST', 'auth/connect');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'other_tenant']);
    // Administrators connecting at once: one binding is written, every answer names the same owner.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as('adele', OTHER_SITE).call<{ tenantId: string }>('POST', 'auth/connect')),
    );
    expect(answers.map((a) => [a.status, a.body.tenantId])).toEqual(Array(4).fill([200, LOCAL_TENANT_ID]));
    expect((await as('alex', OTHER_SITE).call('GET', 'boards')).status).toBe(200);
    expect((await as('alex', THIRD_SITE).call('GET', 'boards')).status).toBe(403);
  });

  it('lets nobody but the directory administrators manage a tenant before it names its managers (docs/licences.md)', async () => {
    const ctx = { boardID: DEMO_BOARD_ID } as MatrixContext;
    for (const endpoint of MANAGER_CASES) {
      const label = `${endpoint.route} ${endpoint.note ?? ''}`;
      for (const alias of ['alex', 'pradeep']) {
        const refused = await endpoint.call(as(alias), ctx);
        expect([refused.status, (refused.body as { code?: string }).code], `${alias}: ${label}`).toEqual([403, 'access_denied']);
      }
      expect((await endpoint.call(as('adele'), ctx)).status, `adele: ${label}`).toBe(endpoint.allowedStatus ?? 200);
    }
    // Adele's wids claim, not a site role, lets her in where she does not administer the site.
    const license = await as('adele', DIRECTORY_ADMIN_SITE).call<License>('GET', 'license');
    expect([license.status, license.body.licenseManagers, license.body.unnamedManagers]).toEqual([200, [], 'directoryAdmins']);
    expect((await as('adele', DIRECTORY_ADMIN_SITE).call('GET', 'admin/tenantAdmins')).status).toBe(200);
    expect((await as('alex', DIRECTORY_ADMIN_SITE).call<{ code: string }>('GET', 'license')).body.code).toBe('access_denied');
    const info = (await as('alex', DIRECTORY_ADMIN_SITE).call<PageInfo>('GET', 'boards/pageInfo')).body;
    expect([info.isLicenseManager, info.isAdminPanelManager]).toEqual([false, false]);
  });
});
