import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  AppOnly,
  ConfidentialClient,
  type ConfidentialClientSettings,
  ListAccessDeniedError,
  OnBehalfOf,
  loadSettings,
} from '@listboard/functions/host-api';
import { LOCAL_TENANT_ID, fetchTrusting, startOidcProvider } from '@listboard/local';
import { providerApiToken } from '../support/providerToken';

// msal-node's on-behalf-of exchange against the local OpenID provider's jwt-bearer grant: the same
// client code as against Entra, over a real token endpoint.
const SHAREPOINT = 'http://127.0.0.1:45678';
let dataDir = '';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let OIDC_ENV: Record<string, string> = {};
const tokenRequests: string[] = [];

const apiToken = (login: string, lifetime?: string) => providerApiToken(dataDir, provider.issuer, login, lifetime);

/** The functions' client as the settings make it: with the certificate, or with a secret. */
function clientOf(credential: 'certificate' | { secret: string }): ConfidentialClient {
  const trusting = fetchTrusting(provider.certificate);
  const settings =
    credential === 'certificate'
      ? loadSettings({
          ...OIDC_ENV,
          LISTBOARD_OBO_CLIENT_ID: provider.functionsClient.id,
          LISTBOARD_CLIENT_CERTIFICATE: provider.functionsClient.certificate,
        }).confidentialClient
      : loadSettings({
          ...OIDC_ENV,
          LISTBOARD_OBO_CLIENT_ID: provider.functionsSecretClient.id,
          LISTBOARD_CLIENT_SECRET: credential.secret,
        }).confidentialClient;
  return new ConfidentialClient(settings as ConfidentialClientSettings, (url, init) => {
    if (url.includes('/token')) tokenRequests.push(url);
    return trusting(url, init);
  });
}

const exchange = (credential: 'certificate' | { secret: string } = 'certificate') => new OnBehalfOf(clientOf(credential));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-obo-'));
  provider = await startOidcProvider(dataDir, [{ login: 'alex@contoso.test', name: 'Alex', isAdmin: false }]);
  provider.allowPages([]);
  OIDC_ENV = {
    LISTBOARD_AUTH_MODE: 'oidc',
    LISTBOARD_CLIENT_ID: 'listboard-local',
    LISTBOARD_OIDC_AUTHORITY: provider.issuer,
    LISTBOARD_OIDC_ISSUER: provider.issuer,
    LISTBOARD_LIST_HOST: 'sharepoint',
  };
}, 60_000);

afterAll(async () => {
  await provider?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('on behalf of the person (OAuth 2.0 on-behalf-of through msal-node)', () => {
  it("exchanges the person's API token for SharePoint's at their site's origin, once while it lasts, proved by the app's certificate", async () => {
    const onBehalfOf = exchange();
    const assertion = await apiToken('alex@contoso.test');
    const token = await onBehalfOf.tokenFor(assertion, LOCAL_TENANT_ID, SHAREPOINT);
    expect(decodeJwt(token)).toMatchObject({
      aud: SHAREPOINT,
      iss: provider.issuer,
      upn: 'alex@contoso.test',
      tid: LOCAL_TENANT_ID,
      scp: 'AllSites.Manage',
    });
    const before = tokenRequests.length;
    expect(await onBehalfOf.tokenFor(assertion, LOCAL_TENANT_ID, SHAREPOINT)).toBe(token);
    expect(tokenRequests.length).toBe(before);
    // Another person, another exchange, shared by the requests that need it at once.
    const blair = await apiToken('blair@contoso.test');
    const [other, same] = await Promise.all([
      onBehalfOf.tokenFor(blair, LOCAL_TENANT_ID, SHAREPOINT),
      onBehalfOf.tokenFor(blair, LOCAL_TENANT_ID, SHAREPOINT),
    ]);
    expect(decodeJwt(other).upn).toBe('blair@contoso.test');
    expect(same).toBe(other);
    expect(tokenRequests.length).toBe(before + 1);
  });

  it('refuses an assertion that is not a live token of the provider as a refusal of the person', async () => {
    const expired = await apiToken('alex@contoso.test', '-1m');
    await expect(exchange().tokenFor(expired, LOCAL_TENANT_ID, SHAREPOINT)).rejects.toBeInstanceOf(ListAccessDeniedError);
    await expect(exchange().tokenFor('not-a-token', LOCAL_TENANT_ID, SHAREPOINT)).rejects.toBeInstanceOf(ListAccessDeniedError);
  });

  it('exchanges with a secret too, and fails fast as an outage when the functions client is not accepted (a wrong secret is ours to fix)', async () => {
    const token = await exchange({ secret: provider.functionsSecretClient.secret }).tokenFor(
      await apiToken('alex@contoso.test'),
      LOCAL_TENANT_ID,
      SHAREPOINT,
    );
    expect(decodeJwt(token)).toMatchObject({ aud: SHAREPOINT, upn: 'alex@contoso.test' });
    await expect(
      exchange({ secret: 'wrong' }).tokenFor(await apiToken('alex@contoso.test'), LOCAL_TENANT_ID, SHAREPOINT),
    ).rejects.toMatchObject({ name: 'StorageUnavailableError' });
  });
});

describe("the app's own token (OAuth 2.0 client credentials with the certificate)", () => {
  it('gets an app-only token for the site origin in its tenant, with no person in it, once while it lasts', async () => {
    const appOnly = new AppOnly(clientOf('certificate'));
    const before = tokenRequests.length;
    const [token, same] = await Promise.all([appOnly.tokenFor(LOCAL_TENANT_ID, SHAREPOINT), appOnly.tokenFor(LOCAL_TENANT_ID, SHAREPOINT)]);
    expect(same).toBe(token);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      aud: SHAREPOINT,
      iss: provider.issuer,
      tid: LOCAL_TENANT_ID,
      appid: provider.functionsClient.id,
      idtyp: 'app',
      appidacr: '2',
      roles: ['Sites.Selected'],
    });
    expect(claims.upn).toBeUndefined();
    expect(await appOnly.tokenFor(LOCAL_TENANT_ID, SHAREPOINT)).toBe(token);
    expect(tokenRequests.length).toBe(before + 1);
  });

  it('says when a secret proved the app (appidacr 1), which SharePoint refuses (the SharePoint host tests)', async () => {
    const token = await new AppOnly(clientOf({ secret: provider.functionsSecretClient.secret })).tokenFor(LOCAL_TENANT_ID, SHAREPOINT);
    expect(decodeJwt(token)).toMatchObject({ idtyp: 'app', appidacr: '1' });
  });
});
