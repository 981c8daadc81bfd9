import { SignJWT, jwtVerify } from 'jose';
import type { Identity, LocalSignIn, SignedInUser } from '../../ports/identity';

const ISSUER = 'listboard-local';
const AUDIENCE = 'listboard';
const LIFETIME = '12h';

/** Development tokens of the local sign-in page: HS256 with a secret generated on first start. */
export class LocalTokens implements Identity, LocalSignIn {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('The local sign-in secret must have at least 32 characters.');
    this.key = new TextEncoder().encode(secret);
  }

  issue(login: string): Promise<string> {
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(login).setIssuer(ISSUER)
      .setAudience(AUDIENCE).setIssuedAt().setExpirationTime(LIFETIME).sign(this.key);
  }

  async verify(token: string): Promise<SignedInUser | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      return payload.sub ? { login: payload.sub } : null;
    } catch {
      return null;
    }
  }
}
