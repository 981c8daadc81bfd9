import { isoSeconds } from './isoDates';
import { neverAccessed } from './license';
import { type CsvStyle, toCsv } from './reporting/chartCsv';

/** Spec 3 section 9: the licence screen's export of its users. */
export const LICENSED_USERS_FILE = 'users.csv';

export interface LicensedUserRow {
  name: string;
  email: string;
  lastAccess: string | null;
}

/**
 * users.csv: user name, email, last access (ISO date and time in UTC, empty when never), one line per
 * user, cells separated as the page's spreadsheets expect (csvStyleFor), CRLF line ends and a UTF-8 byte
 * order mark so spreadsheets read accents right.
 */
export function licensedUsersCsv(users: readonly LicensedUserRow[], header: readonly [string, string, string], style: CsvStyle): string {
  const rows = users.map((user) => [
    user.name,
    user.email,
    neverAccessed(user.lastAccess) ? '' : isoSeconds(new Date(user.lastAccess as string)),
  ]);
  return toCsv([header, ...rows], style);
}
