import { isoSeconds } from './isoDates';
import { neverAccessed } from './license';

/** Spec 3 section 9: the licence screen's export of its users. */
export const LICENSED_USERS_FILE = 'users.csv';

export interface LicensedUserRow {
  name: string;
  email: string;
  lastAccess: string | null;
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * users.csv: user name, email, last access (ISO date and time in UTC, empty when never), one line per
 * user, CRLF line ends and a UTF-8 byte order mark so spreadsheets read accents right.
 */
export function licensedUsersCsv(users: readonly LicensedUserRow[], header: readonly [string, string, string]): string {
  const lines = [header.map(cell).join(',')];
  for (const user of users) {
    const lastAccess = neverAccessed(user.lastAccess) ? '' : isoSeconds(new Date(user.lastAccess as string));
    lines.push([user.name, user.email, lastAccess].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
