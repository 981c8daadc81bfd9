import { describe, expect, it } from 'vitest';
import { settingsChange } from './licenseChanges';
import { aLicense } from './testing/licensesPage';

describe('settingsChange', () => {
  const license = aLicense({
    autoAssign: false,
    licenseManagers: [
      { login: 'Adele@contoso.test', isGroup: false, name: 'Adele Vance' },
      { login: 'sales', isGroup: true },
    ],
  });

  it('is nothing while the draft is what the licence holds, in any order and case', () => {
    expect(
      settingsChange(license, {
        autoAssign: false,
        licenseManagers: [
          { login: 'sales', isGroup: true },
          { login: 'adele@CONTOSO.test', isGroup: false },
        ],
      }),
    ).toBeNull();
  });

  it('names only what changed, with the etag it was read with', () => {
    expect(settingsChange(license, { autoAssign: true, licenseManagers: license.licenseManagers })).toEqual({
      etag: 'W/"1"',
      autoAssign: true,
    });
    const managers = [{ login: 'sales', isGroup: true }];
    expect(settingsChange(license, { autoAssign: false, licenseManagers: managers })).toEqual({ etag: 'W/"1"', licenseManagers: managers });
  });

  it('tells a group from a person of the same name', () => {
    expect(
      settingsChange(license, { autoAssign: false, licenseManagers: [license.licenseManagers[0], { login: 'sales', isGroup: false }] }),
    ).not.toBeNull();
  });
});
