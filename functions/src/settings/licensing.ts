import { wholeNumber } from './parse';

/** An Ed25519 public key as a JWK. */
export interface LicensePublicKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/**
 * The vendor's licence-signing key this build ships: its private half is the vendor's and is never in the
 * repository (docs/licences.md). LISTBOARD_LICENSE_PUBLIC_KEY replaces it for the tests and the local stack.
 */
export const VENDOR_LICENSE_KEY: LicensePublicKey = { kty: 'OKP', crv: 'Ed25519', x: 'Mhfk9Dp-c1JKIg__CSc2JufzdZSRUFN18l_L0zXQewc' };
export const DEFAULT_TRIAL_DAYS = 30;
const MAX_TRIAL_DAYS = 365;

export function licensePublicKeyOf(value: string | undefined): LicensePublicKey {
  if (!value?.trim()) return VENDOR_LICENSE_KEY;
  let key: Partial<LicensePublicKey> & { d?: unknown };
  try {
    key = JSON.parse(value) as typeof key;
  } catch {
    throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY must be a JSON Web Key.');
  }
  if (key.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string')
    throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY must be an Ed25519 public JWK (kty OKP, crv Ed25519, x).');
  if (key.d !== undefined) throw new Error('Setting LISTBOARD_LICENSE_PUBLIC_KEY holds a private key: give the public key only.');
  return { kty: 'OKP', crv: 'Ed25519', x: key.x };
}

export function trialDaysOf(env: Record<string, string | undefined>): number {
  const days = wholeNumber('LISTBOARD_TRIAL_DAYS', env.LISTBOARD_TRIAL_DAYS, DEFAULT_TRIAL_DAYS, MAX_TRIAL_DAYS);
  if (days < 1) throw new Error('Setting LISTBOARD_TRIAL_DAYS must be at least 1.');
  return days;
}
