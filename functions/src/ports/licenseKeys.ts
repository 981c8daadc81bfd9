import type { LicenseTerms } from './licenseStore';

/** Reads licence documents the vendor signed: the terms of a good one, null for a forged, changed or foreign one. */
export interface LicenseKeys {
  verify(licenseKey: string): Promise<LicenseTerms | null>;
}
