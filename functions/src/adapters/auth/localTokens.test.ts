import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LocalTokens } from './localTokens';

const SECRET = 'a-local-sign-in-secret-of-32-characters-or-more';
const HOUR = 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the right key, claims as given (undefined leaves a claim out). */
function token(claims: { iat?: number; exp?: number }): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('alex@demo.listboard.local')
    .setIssuer('listboard-local')
    .setAudience('listboard');
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

describe('LocalTokens', () => {
  const tokens = new LocalTokens(SECRET);

  it('accepts the tokens it issues', async () => {
    expect(await tokens.verify(await tokens.issue('alex@demo.listboard.local'))).toEqual({
      status: 'valid',
      user: { login: 'alex@demo.listboard.local', tenantId: null, objectId: null, isDirectoryAdmin: false },
    });
  });

  it('refuses a token that never expires or says nothing of when it was issued', async () => {
    expect(await tokens.verify(await token({ iat: now() }))).toMatchObject({ status: 'refused' });
    expect(await tokens.verify(await token({ exp: now() + HOUR }))).toMatchObject({ status: 'refused' });
  });

  it('refuses a token claiming a longer life than 24 hours', async () => {
    expect(await tokens.verify(await token({ iat: now(), exp: now() + 30 * 24 * HOUR }))).toMatchObject({ status: 'refused' });
  });

  it('refuses a token older than 24 hours, even when its exp is later', async () => {
    expect(await tokens.verify(await token({ iat: now() - 25 * HOUR, exp: now() + HOUR }))).toMatchObject({ status: 'refused' });
  });

  it('refuses a token issued in the future, beyond a minute of clock skew', async () => {
    expect(await tokens.verify(await token({ iat: now() + HOUR, exp: now() + 2 * HOUR }))).toMatchObject({ status: 'refused' });
    expect(await tokens.verify(await token({ iat: now() + 30, exp: now() + HOUR }))).toMatchObject({ status: 'valid' });
  });
});
