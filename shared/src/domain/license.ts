/** Licences (spec 3 sections 3, 4, 6 and 9; docs/licences.md): the rules both the functions and the page apply. */
import type { Principal } from '../api/board';
import { type Requester, isListed } from './permissions';

/** Spec 3 section 3: the licence statuses, numbered as the page info sends them (an expired licence is status 2). */
export const LICENSE_STATUS = { Valid: 0, Trial: 1, Expired: 2, Invalid: 3 } as const;
export type LicenseStatus = (typeof LICENSE_STATUS)[keyof typeof LICENSE_STATUS];

/** The edition of a licence nobody bought: the trial a tenant gets on first use. */
export const TRIAL_EDITION = 'Trial';
/** Spec 3 section 4: the trial warns when this many days or fewer remain. */
export const TRIAL_WARNING_DAYS = 10;
/** Spec 3 section 9: an unlimited licence shows this many seats remaining. */
export const UNLIMITED_REMAINING_SEATS = 999;
/** Last access is written at most once per person per hour, so reading the board does not write every time. */
export const LAST_ACCESS_WRITE_INTERVAL_MS = 60 * 60 * 1000;

/** Spec 3 section 9: the activity slider of the licence screen. */
export const ACTIVITY_SLIDER = { min: 1, max: 180, default: 60, lastLabel: '6m+' } as const;
/** Spec 3 section 9: a last access before the year 2000 means never. */
const NEVER_BEFORE = Date.UTC(2000, 0, 1);

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a licence's status depends on. */
export interface LicenseTerms {
  edition: string;
  /** When the licence ends (ISO); null for a licence without an end. */
  expirationDate: string | null;
  /** Whether the vendor's signature of a bought licence checked out (a trial has none to check). */
  signatureValid: boolean;
}

/** Whether a moment given as ISO text lies before `now`. */
function hasPassed(iso: string | null, now: Date): boolean {
  return iso !== null && Date.parse(iso) <= now.getTime();
}

/** The status of a licence at `now`: an unsigned or forged document is Invalid; past its end, Expired. */
export function licenseStatusAt(terms: LicenseTerms, now: Date): LicenseStatus {
  if (!terms.signatureValid) return LICENSE_STATUS.Invalid;
  if (hasPassed(terms.expirationDate, now)) return LICENSE_STATUS.Expired;
  return terms.edition === TRIAL_EDITION ? LICENSE_STATUS.Trial : LICENSE_STATUS.Valid;
}

/** Whether a licence with this status lets its seated people use the boards. */
export function licenseServes(status: LicenseStatus): boolean {
  return status === LICENSE_STATUS.Valid || status === LICENSE_STATUS.Trial;
}

/**
 * Whole days left until the licence ends, counted by calendar day in UTC: 0 on its last day,
 * null for a licence without an end.
 */
export function remainingDays(expirationDate: string | null, now: Date): number | null {
  if (expirationDate === null) return null;
  const end = new Date(expirationDate);
  const endDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((endDay - today) / DAY_MS));
}

/** The trial alert of spec 3 section 4: 'valid for N days' above 1 day, else 'expires today'; none above 10 days. */
export type TrialNotice = { kind: 'days'; days: number } | { kind: 'today' };

export function trialNotice(status: LicenseStatus, days: number | null): TrialNotice | null {
  if (status !== LICENSE_STATUS.Trial || days === null || days > TRIAL_WARNING_DAYS) return null;
  return days > 1 ? { kind: 'days', days } : { kind: 'today' };
}

/** The seats a licence still has: 999 for an unlimited one, never below 0. */
export function remainingSeats(license: { isUnlimited: boolean; userCount: number }, seated: number): number {
  return license.isUnlimited ? UNLIMITED_REMAINING_SEATS : Math.max(0, license.userCount - seated);
}

/** Whether one more person can have a seat. */
export function hasFreeSeat(license: { isUnlimited: boolean; userCount: number }, seated: number): boolean {
  return license.isUnlimited || seated < license.userCount;
}

/**
 * The expiry as the licence screen shows it (spec 3 section 2): 'No expiration date' when the real expiry
 * is already past or there is none, which is how a licence without an end carries it. An expired licence
 * keeps its date, so its managers see when it ended.
 */
export function shownExpiration(
  license: { status: LicenseStatus; expirationDate: string | null; realExpirationDate: string | null },
  now: Date,
): string | null {
  if (license.status === LICENSE_STATUS.Expired) return license.expirationDate;
  return license.realExpirationDate !== null && !hasPassed(license.realExpirationDate, now) ? license.realExpirationDate : null;
}

/** Whether a last access counts as never (none, unreadable, or before the year 2000). */
export function neverAccessed(lastAccess: string | null): boolean {
  const at = lastAccess === null ? Number.NaN : Date.parse(lastAccess);
  return Number.isNaN(at) || at < NEVER_BEFORE;
}

/** The slider's highlight: a person whose last activity was more than `days` days ago, or never. */
export function inactiveFor(lastAccess: string | null, days: number, now: Date): boolean {
  if (neverAccessed(lastAccess)) return true;
  return now.getTime() - Date.parse(lastAccess as string) > days * DAY_MS;
}

/** The slider's label for a value: the number of days, and '6m+' at its end. */
export function activityLabel(days: number): string {
  return days >= ACTIVITY_SLIDER.max ? ACTIVITY_SLIDER.lastLabel : String(days);
}

/** Whether a last access is old enough to be written again (at most once per person per hour). */
export function lastAccessDue(lastAccess: string | null, now: Date): boolean {
  if (lastAccess === null) return true;
  const at = Date.parse(lastAccess);
  return Number.isNaN(at) || now.getTime() - at >= LAST_ACCESS_WRITE_INTERVAL_MS;
}

/**
 * Who manages a tenant's licence, or its admin panel, while that list names nobody. Spec 3 section 6 says
 * everyone, which the demo's local sign-in keeps (it has no directory to ask); with Entra sign-in a
 * view-only person would then read every board and replace the licence, so only the directory's
 * administrators manage until someone is named (docs/licences.md).
 */
export const UNNAMED_MANAGERS = ['everyone', 'directoryAdmins'] as const;
export type UnnamedManagers = (typeof UNNAMED_MANAGERS)[number];

/**
 * Spec 3 section 6: licence managers and admin-panel managers. A tenant admin (of the site or of the
 * directory) always is one, so that a tenant cannot lock itself out of its own licence.
 */
export function isManager(requester: Requester, managers: readonly Principal[], unnamed: UnnamedManagers): boolean {
  if (requester.isTenantAdmin || requester.isDirectoryAdmin || isListed(requester, managers)) return true;
  return managers.length === 0 && unnamed === 'everyone';
}

/** The one licence alert a page shows (spec 3 sections 4 and 8), most serious first; only one trial alert at a time. */
export type LicenseAlert = { kind: 'expired' } | { kind: 'invalid' } | { kind: 'noSeat' } | { kind: 'trial'; notice: TrialNotice };

export function licenseAlertOf(license: {
  licenseStatus: LicenseStatus;
  remainingDays: number | null;
  hasSeat: boolean;
}): LicenseAlert | null {
  if (license.licenseStatus === LICENSE_STATUS.Expired) return { kind: 'expired' };
  if (license.licenseStatus === LICENSE_STATUS.Invalid) return { kind: 'invalid' };
  if (!license.hasSeat) return { kind: 'noSeat' };
  const notice = trialNotice(license.licenseStatus, license.remainingDays);
  return notice && { kind: 'trial', notice };
}

/** Whether the alert empties the page's content (spec 3 section 4: no licence, expired). */
export function alertClosesContent(alert: LicenseAlert | null): boolean {
  return alert !== null && alert.kind !== 'trial';
}
