import { type JWTPayload, importJWK, jwtVerify } from 'jose';
import { z } from 'zod';
import type { LicenseKeys } from '../../ports/licenseKeys';
import type { LicenseTerms } from '../../ports/licenseStore';
import type { LicensePublicKey } from '../../settings';

/** What the vendor's script (infra/vendor/issue-license.mjs) writes into every licence document. */
export const LICENSE_DOCUMENT = { issuer: 'listboard-vendor', audience: 'listboard', type: 'listboard-license+jwt' } as const;

const claimsSchema = z.object({
  sub: z.string().url(),
  edition: z.string().min(1).max(50),
  userCount: z.number().int().min(0).max(10_000_000),
  isUnlimited: z.boolean(),
  expirationDate: z.iso.datetime({ offset: true }).nullable(),
  subscriptionRef: z.string().max(200).nullable(),
});

/** Licence documents as compact JWS (EdDSA over Ed25519), checked with the vendor's public key through jose. */
export class SignedLicenses implements LicenseKeys {
  private readonly key: ReturnType<typeof importJWK>;

  constructor(publicKey: LicensePublicKey) {
    this.key = importJWK(publicKey, 'EdDSA');
  }

  async verify(licenseKey: string): Promise<LicenseTerms | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(licenseKey, await this.key, {
        algorithms: ['EdDSA'],
        issuer: LICENSE_DOCUMENT.issuer,
        audience: LICENSE_DOCUMENT.audience,
        typ: LICENSE_DOCUMENT.type,
      }));
    } catch {
      return null;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, ...terms } = claims.data;
    return { tenant: new URL(sub).origin, ...terms };
  }
}
