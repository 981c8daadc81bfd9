import { LICENSED_USERS_FILE, type LicenseUser, csvStyleFor, licensedUsersCsv } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';
import { appLocale } from '../../i18n/locale';
import { downloadText } from '../../ui/download';

/** users.csv of spec 3 section 9: user name, email and last access, under headers in the person's language, separated as the page's spreadsheets expect. */
export function licensedUsersFile(users: readonly LicenseUser[], t: Translate, locale: string): string {
  return licensedUsersCsv(users, [t('license_csv_name'), t('license_csv_email'), t('license_csv_last_access')], csvStyleFor(locale));
}

export function exportLicensedUsers(users: readonly LicenseUser[], t: Translate): void {
  downloadText(LICENSED_USERS_FILE, licensedUsersFile(users, t, appLocale), 'text/csv;charset=utf-8');
}
