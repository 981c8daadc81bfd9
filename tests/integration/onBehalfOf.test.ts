import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ListAccessDeniedError, OnBehalfOf } from '@listboard/functions/host-api';
import { LOCAL_TENANT_ID, fetchTrusting, startOidcProvider } from '@listboard/local';
import { providerApiToken } from '../support/providerToken';

// msal-node's on-behalf-of exchange against the local OpenID provider's jwt-bearer grant: the same
// client code as against Entra, over a real token endpoint.
const SHAREPOINT = 'http://127.0.0.1:45678';
let dataDir = '';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
const tokenRequests: string[] = [];

const apiToken = (login: string, lifetime?: string) => providerApiToken(dataDir, provider.issuer, login, lifetime);

function exchange(secret = provider.functionsClient.secret) {
  const trusting = fetchTrusting(provider.certificate);
  return new OnBehalfOf({ clientId: provider.functionsClient.id, clientSecret: secret, authority: provider.issuer }, (url, init) => {
    if (url.includes('/token')) tokenRequests.push(url);
    return trusting(url, init);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-obo-'));
  provider = await startOidcProvider(dataDir, [{ login: 'alex@contoso.test', name: 'Alex', isAdmin: false }]);
  provider.allowPages([]);
}, 60_000);

afterAll(async () => {
  await provider?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('on behalf of the person (OAuth 2.0 on-behalf-of through msal-node)', () => {
  it("exchanges the person's API token for SharePoint's at their site's origin, once while it lasts", async () => {
    const onBehalfOf = exchange();
    const assertion = await apiToken('alex@contoso.test');
    const token = await onBehalfOf.tokenFor(assertion, LOCAL_TENANT_ID, SHAREPOINT);
    expect(decodeJwt(token)).toMatchObject({ aud: SHAREPOINT, iss: provider.issuer, upn: 'alex@contoso.test', tid: LOCAL_TENANT_ID, scp: 'AllSites.Manage' });
    const before = tokenRequests.length;
    expect(await onBehalfOf.tokenFor(assertion, LOCAL_TENANT_ID, SHAREPOINT)).toBe(token);
    expect(tokenRequests.length).toBe(before);
    // Another person, another exchange, shared by the requests that need it at once.
    const blair = await apiToken('blair@contoso.test');
    const [other, same] = await Promise.all([onBehalfOf.tokenFor(blair, LOCAL_TENANT_ID, SHAREPOINT), onBehalfOf.tokenFor(blair, LOCAL_TENANT_ID, SHAREPOINT)]);
    expect(decodeJwt(other).upn).toBe('blair@contoso.test');
    expect(same).toBe(other);
    expect(tokenRequests.length).toBe(before + 1);
  });

  it('refuses an assertion that is not a live token of the provider as a refusal of the person', async () => {
    const expired = await apiToken('alex@contoso.test', '-1m');
    await expect(exchange().tokenFor(expired, LOCAL_TENANT_ID, SHAREPOINT)).rejects.toBeInstanceOf(ListAccessDeniedError);
    await expect(exchange().tokenFor('not-a-token', LOCAL_TENANT_ID, SHAREPOINT)).rejects.toBeInstanceOf(ListAccessDeniedError);
  });

  it('fails fast as an outage when the functions client is not accepted (a wrong secret is ours to fix)', async () => {
    await expect(exchange('wrong').tokenFor(await apiToken('alex@contoso.test'), LOCAL_TENANT_ID, SHAREPOINT)).rejects.toMatchObject({ name: 'StorageUnavailableError' });
  });
});
