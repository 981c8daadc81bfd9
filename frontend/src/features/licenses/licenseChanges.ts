import type { License, Principal, SaveLicenseRequest } from '@listboard/shared';

/** What the settings form holds: the parts of the licence settings the licence screen edits. */
export interface LicenseSettingsDraft {
  autoAssign: boolean;
  licenseManagers: Principal[];
}

/** A principal as the server tells them apart: by login, whatever its case, and whether it is a group. */
const principalKey = (principal: Principal) => `${principal.isGroup ? 'g' : 'u'}:${principal.login.trim().toLowerCase()}`;

function samePrincipals(a: readonly Principal[], b: readonly Principal[]): boolean {
  const keys = (list: readonly Principal[]) => list.map(principalKey).sort().join('\n');
  return keys(a) === keys(b);
}

/**
 * The save of a settings draft: only what differs from the licence it was read from, over that licence's etag
 * (so a change made meanwhile by someone else is refused as stale, not overwritten); null when nothing differs.
 */
export function settingsChange(license: License, draft: LicenseSettingsDraft): SaveLicenseRequest | null {
  const request: SaveLicenseRequest = { etag: license.etag };
  if (draft.autoAssign !== license.autoAssign) request.autoAssign = draft.autoAssign;
  if (!samePrincipals(draft.licenseManagers, license.licenseManagers)) request.licenseManagers = draft.licenseManagers;
  return Object.keys(request).length > 1 ? request : null;
}
