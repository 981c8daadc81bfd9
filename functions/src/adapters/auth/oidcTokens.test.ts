import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OidcTokens, type OidcTrust } from './oidcTokens';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const OTHER_TENANT = '11111111-2222-4333-8444-555555555555';
const CLIENT_ID = '6b1c8a52-0c9a-4b9e-9d7e-3a4f5e6d7c8b';
const GLOBAL_ADMIN = '62e90394-69f5-4237-9190-012177145e10';
const now = () => Math.floor(Date.now() / 1000);

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** A provider's key endpoint: it publishes `published`, counts its readers, and fails while `failing`. */
const provider = { published: [] as JWK[], reads: 0, failing: false };
let server: Server;
let jwksUri = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    provider.reads += 1;
    response.writeHead(provider.failing ? 500 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: provider.published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const TRUST: OidcTrust = {
  authority: 'https://login.example.test/organizations/v2.0',
  issuer: 'https://login.example.test/{tid}/v2.0',
  audiences: [CLIENT_ID, `api://${CLIENT_ID}`],
  scope: 'access_as_user',
};

/** The provider's discovery document names the key endpoint; `discovery` may answer otherwise. */
function verifier(discovery: () => Promise<unknown> = async () => ({ jwks_uri: jwksUri })): OidcTokens {
  return new OidcTokens(TRUST, async (url, init) =>
    url.endsWith('/.well-known/openid-configuration') ? Response.json(await discovery()) : fetch(url, init),
  );
}

/** Entra's claims for a person of TENANT, with `claims` laid over them (undefined removes one). */
function accessToken(key: SigningKey, claims: Record<string, unknown> = {}): Promise<string> {
  const payload: Record<string, unknown> = {
    iss: `https://login.example.test/${TENANT}/v2.0`,
    aud: CLIENT_ID,
    tid: TENANT,
    oid: 'a3e1c7b2-0000-4000-8000-000000000001',
    preferred_username: 'adele@contoso.example',
    name: 'Adele Vance',
    scp: 'access_as_user',
    iat: now() - 60,
    nbf: now() - 60,
    exp: now() + 3600,
    ...claims,
  };
  for (const name of Object.keys(payload)) if (payload[name] === undefined) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('OidcTokens', () => {
  let current: SigningKey;

  beforeEach(async () => {
    current = await signingKey('key-1');
    provider.published = [current.jwk];
    provider.reads = 0;
    provider.failing = false;
  });

  it("accepts a token of the trusted issuer for the token's own tenant and names the person by tenant and object id", async () => {
    const check = await verifier().verify(await accessToken(current, { wids: [GLOBAL_ADMIN] }));
    expect(check).toEqual({
      status: 'valid',
      user: { login: 'adele@contoso.example', tenantId: TENANT, objectId: 'a3e1c7b2-0000-4000-8000-000000000001', isDirectoryAdmin: true },
    });
    expect(await verifier().verify(await accessToken(current, { aud: `api://${CLIENT_ID}` }))).toMatchObject({
      status: 'valid',
      user: { isDirectoryAdmin: false },
    });
  });

  it.each([
    ['an untrusted issuer', { iss: 'https://evil.example.test/v2.0' }, 'issuer'],
    ["another tenant's issuer than the token's tid", { iss: `https://login.example.test/${OTHER_TENANT}/v2.0` }, 'issuer'],
    ['another audience', { aud: 'api://someone-else' }, 'not meant for this API'],
    ['no scope', { scp: undefined }, 'scope'],
    ['another scope', { scp: 'User.Read' }, 'scope'],
    ['an expiry past the clock skew', { exp: now() - 600 }, 'expired'],
    ['a start beyond the clock skew', { nbf: now() + 600 }, 'not valid yet'],
    ['no tenant', { tid: undefined }, 'tid'],
    ['no object id', { oid: undefined }, 'oid'],
    ['no sign-in name', { preferred_username: undefined }, 'names no person'],
  ])('refuses a token with %s', async (_case, claims, reason) => {
    const check = await verifier().verify(await accessToken(current, claims));
    expect(check.status).toBe('refused');
    expect(check.status === 'refused' && check.reason).toContain(reason);
  });

  it('allows a small clock skew on both ends', async () => {
    expect((await verifier().verify(await accessToken(current, { exp: now() - 30, nbf: now() + 30 }))).status).toBe('valid');
  });

  it('refuses a wrong signature, an unsigned token and a token signed with a shared secret', async () => {
    const impostor = await signingKey('key-1');
    expect(await verifier().verify(await accessToken(impostor))).toMatchObject({
      status: 'refused',
      reason: 'The token signature is not valid.',
    });
    const [, payload] = (await accessToken(current)).split('.');
    expect((await verifier().verify(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe('refused');
    const hmac = await new SignJWT({ tid: TENANT })
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(new TextEncoder().encode('a-secret-of-thirty-two-characters!!'));
    expect((await verifier().verify(hmac)).status).toBe('refused');
    expect((await verifier().verify('not.a.token')).status).toBe('refused');
  });

  it('reads the keys again once for an unknown key id, so a rotated key is accepted and an unknown one refused', async () => {
    const tokens = verifier();
    expect((await tokens.verify(await accessToken(current))).status).toBe('valid');
    expect(provider.reads).toBe(1);
    const rotated = await signingKey('key-2');
    provider.published = [current.jwk, rotated.jwk];
    // jose reads again at most every 30 s; a fresh verifier stands for one whose cool-down has passed.
    const later = verifier();
    expect((await later.verify(await accessToken(current))).status).toBe('valid');
    expect((await later.verify(await accessToken(rotated))).status).toBe('valid');
    const readsBefore = provider.reads;
    const unknown = await signingKey('key-unknown');
    expect(await later.verify(await accessToken(unknown))).toMatchObject({ status: 'refused', reason: expect.stringContaining('key') });
    expect(await later.verify(await accessToken(unknown))).toMatchObject({ status: 'refused' });
    expect(provider.reads - readsBefore).toBeLessThanOrEqual(1);
  });

  it('reports the provider unavailable, not the token refused, when discovery or the keys cannot be read', async () => {
    const token = await accessToken(current);
    expect((await verifier(async () => Promise.reject(new Error('connect ECONNREFUSED'))).verify(token)).status).toBe('unavailable');
    provider.failing = true;
    expect((await verifier().verify(token)).status).toBe('unavailable');
    provider.failing = false;
    expect((await verifier().verify(token)).status).toBe('valid');
  });

  it('asks discovery again after a failed read instead of remembering the failure', async () => {
    let attempts = 0;
    const tokens = verifier(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('timeout');
      return { jwks_uri: jwksUri };
    });
    const token = await accessToken(current);
    expect((await tokens.verify(token)).status).toBe('unavailable');
    expect((await tokens.verify(token)).status).toBe('valid');
    expect(attempts).toBe(2);
  });
});
