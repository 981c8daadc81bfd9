import { appLocale } from '../../i18n/locale';

// Spec 3 section 2: the licence screen writes days as 'DD MMMM YYYY', in the person's language through Intl
// (7 March 2027, 7. März 2027, 7 mars 2027, 7 de marzo de 2027).
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

let localDays: Intl.DateTimeFormat | undefined;
let utcDays: Intl.DateTimeFormat | undefined;

/**
 * A day as the licence screen writes it, '' for what is no date. An expiry is the day the vendor issued it
 * for (`utc`), the same in every time zone; a last activity is the day it was in the reader's zone.
 */
export function licenseDay(iso: string, { utc = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = utc
    ? (utcDays ??= new Intl.DateTimeFormat(appLocale, { ...DAY_MONTH_YEAR, timeZone: 'UTC' }))
    : (localDays ??= new Intl.DateTimeFormat(appLocale, DAY_MONTH_YEAR));
  return format.format(date);
}
