import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../i18n/i18n';
import { aLicense, captureDownloads } from './testing/licensesPage';
import { exportLicensedUsers, licensedUsersFile } from './usersCsv';

const BOM = '\uFEFF';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('users.csv', () => {
  it("has the person's language in its header, one line per user, and an empty last access for never", () => {
    const users = [
      { login: 'a', name: 'Adele Vance', email: 'adele@contoso.test', lastAccess: '2026-11-20T09:30:00.123Z' },
      { login: 'm', name: 'Bowen, Megan', email: 'megan@contoso.test', lastAccess: null },
      { login: 'l', name: 'Lee Gu', email: 'lee@contoso.test', lastAccess: '1999-12-31T23:00:00Z' },
    ];
    expect(licensedUsersFile(users, createTranslate('en-US'), 'en-US')).toBe(
      `${BOM}User name,Email,Last access\r\nAdele Vance,adele@contoso.test,2026-11-20T09:30:00Z\r\n"Bowen, Megan",megan@contoso.test,\r\nLee Gu,lee@contoso.test,\r\n`,
    );
    expect(licensedUsersFile([], createTranslate('de-DE'), 'de-DE')).toBe(`${BOM}Benutzername;E-Mail;Letzter Zugriff\r\n`);
  });

  it("separates the cells by the page's list separator: semicolons where decimals take a comma", () => {
    const users = [{ login: 'm', name: 'Bowen, Megan', email: 'megan@contoso.test', lastAccess: null }];
    for (const locale of ['de-DE', 'fr-FR', 'es-ES'] as const) {
      expect(licensedUsersFile(users, createTranslate(locale), locale).split('\r\n')[1], locale).toBe('Bowen, Megan;megan@contoso.test;');
    }
  });

  it('is offered as a download named users.csv', async () => {
    const files = captureDownloads();
    exportLicensedUsers(aLicense().users.slice(0, 1), createTranslate('en-US'));
    expect(files.map((file) => file.name)).toEqual(['users.csv']);
    expect(files[0].blob.type).toBe('text/csv;charset=utf-8');
    expect(await files[0].blob.text()).toMatch(
      /^\uFEFF?User name,Email,Last access\r\nAdele Vance,adele@contoso\.test,\d{4}-\d\d-\d\dT[\d:]+Z\r\n$/,
    );
  });
});
