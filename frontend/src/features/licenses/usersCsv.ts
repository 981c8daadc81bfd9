import { LICENSED_USERS_FILE, type LicenseUser, licensedUsersCsv } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';
import { downloadText } from '../../ui/download';

/** users.csv of spec 3 section 9: user name, email and last access, under headers in the person's language. */
export function licensedUsersFile(users: readonly LicenseUser[], t: Translate): string {
  return licensedUsersCsv(users, [t('license_csv_name'), t('license_csv_email'), t('license_csv_last_access')]);
}

export function exportLicensedUsers(users: readonly LicenseUser[], t: Translate): void {
  downloadText(LICENSED_USERS_FILE, licensedUsersFile(users, t), 'text/csv;charset=utf-8');
}
