import { SignJWT, jwtVerify } from 'jose';
import type { Identity, LocalSignIn, TokenCheck } from '../../ports/identity';

const ISSUER = 'listboard-local';
const AUDIENCE = 'listboard';
const LIFETIME = '12h';
/** A token claiming a longer life than this is not one we issued; none is accepted past it either. */
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;
/** Clocks of the machines involved may differ a little. */
const CLOCK_SKEW_SECONDS = 60;

/** Development tokens of the local sign-in page: HS256 with a secret generated on first start. */
export class LocalTokens implements Identity, LocalSignIn {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('The local sign-in secret must have at least 32 characters.');
    this.key = new TextEncoder().encode(secret);
  }

  issue(login: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(login)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      // maxTokenAge requires iat and refuses one in the future (beyond the skew); exp is required too, so no token lives forever.
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        maxTokenAge: MAX_LIFETIME_SECONDS,
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      const { exp, iat, sub } = payload as Required<typeof payload>;
      if (!sub || exp - iat > MAX_LIFETIME_SECONDS)
        return { status: 'refused', reason: 'The token claims a longer life than a sign-in has.' };
      return { status: 'valid', user: { login: sub, tenantId: null, objectId: null, isDirectoryAdmin: false } };
    } catch {
      return { status: 'refused', reason: 'Your sign-in has expired or is not valid. Sign in again.' };
    }
  }
}
