import { describe, expect, it } from 'vitest';
import {
  LICENSE_STATUS,
  TRIAL_EDITION,
  activityLabel,
  hasFreeSeat,
  inactiveFor,
  lastAccessDue,
  licenseStatusAt,
  neverAccessed,
  remainingDays,
  remainingSeats,
  shownExpiration,
  trialNotice,
  licenseAlertOf,
  alertClosesContent,
  isManager,
} from './license';

const now = new Date('2026-11-25T15:00:00Z');

describe('licence status (spec 3 sections 3 and 4)', () => {
  it('is Trial or Valid until its end, Expired after, Invalid without a good signature', () => {
    expect(licenseStatusAt({ edition: TRIAL_EDITION, expirationDate: '2026-12-01T00:00:00Z', signatureValid: true }, now)).toBe(
      LICENSE_STATUS.Trial,
    );
    expect(licenseStatusAt({ edition: 'Business', expirationDate: null, signatureValid: true }, now)).toBe(LICENSE_STATUS.Valid);
    expect(licenseStatusAt({ edition: 'Business', expirationDate: '2026-11-25T14:59:59Z', signatureValid: true }, now)).toBe(
      LICENSE_STATUS.Expired,
    );
    expect(licenseStatusAt({ edition: 'Business', expirationDate: null, signatureValid: false }, now)).toBe(LICENSE_STATUS.Invalid);
  });

  it('counts remaining days by calendar day: 0 on the last day', () => {
    expect(remainingDays(null, now)).toBeNull();
    expect(remainingDays('2026-11-25T23:00:00Z', now)).toBe(0);
    expect(remainingDays('2026-11-26T01:00:00Z', now)).toBe(1);
    expect(remainingDays('2026-12-05T00:00:00Z', now)).toBe(10);
    expect(remainingDays('2026-11-20T00:00:00Z', now)).toBe(0);
  });

  it('warns a trial at 10 days or fewer: valid for N days above 1, else expires today', () => {
    expect(trialNotice(LICENSE_STATUS.Trial, 11)).toBeNull();
    expect(trialNotice(LICENSE_STATUS.Trial, 10)).toEqual({ kind: 'days', days: 10 });
    expect(trialNotice(LICENSE_STATUS.Trial, 2)).toEqual({ kind: 'days', days: 2 });
    expect(trialNotice(LICENSE_STATUS.Trial, 1)).toEqual({ kind: 'today' });
    expect(trialNotice(LICENSE_STATUS.Trial, 0)).toEqual({ kind: 'today' });
    expect(trialNotice(LICENSE_STATUS.Valid, 3)).toBeNull();
  });
});

describe('seats', () => {
  it('shows 999 remaining for an unlimited licence and never below 0', () => {
    expect(remainingSeats({ isUnlimited: true, userCount: 0 }, 5000)).toBe(999);
    expect(remainingSeats({ isUnlimited: false, userCount: 10 }, 4)).toBe(6);
    expect(remainingSeats({ isUnlimited: false, userCount: 3 }, 5)).toBe(0);
    expect(hasFreeSeat({ isUnlimited: false, userCount: 3 }, 3)).toBe(false);
    expect(hasFreeSeat({ isUnlimited: false, userCount: 3 }, 2)).toBe(true);
  });
});

describe('expiration display (spec 3 section 2)', () => {
  it("says 'No expiration date' (null) when the real expiry is past or missing, but keeps an expired licence's date", () => {
    const base = { status: LICENSE_STATUS.Valid, expirationDate: '2027-01-01T00:00:00Z' } as const;
    expect(shownExpiration({ ...base, realExpirationDate: '2027-01-01T00:00:00Z' }, now)).toBe('2027-01-01T00:00:00Z');
    expect(shownExpiration({ ...base, realExpirationDate: '0001-01-01T00:00:00Z' }, now)).toBeNull();
    expect(shownExpiration({ ...base, realExpirationDate: null }, now)).toBeNull();
    expect(
      shownExpiration(
        { status: LICENSE_STATUS.Expired, expirationDate: '2026-01-01T00:00:00Z', realExpirationDate: '2026-01-01T00:00:00Z' },
        now,
      ),
    ).toBe('2026-01-01T00:00:00Z');
  });
});

describe('activity (spec 3 section 9)', () => {
  it('counts dates before 2000 as never, and highlights people inactive longer than the slider', () => {
    expect(neverAccessed(null)).toBe(true);
    expect(neverAccessed('1999-12-31T23:59:59Z')).toBe(true);
    expect(neverAccessed('2000-01-01T00:00:00Z')).toBe(false);
    expect(inactiveFor('1999-06-01T00:00:00Z', 180, now)).toBe(true);
    expect(inactiveFor('2026-09-26T16:00:00Z', 60, now)).toBe(false);
    expect(inactiveFor('2026-09-26T14:00:00Z', 60, now)).toBe(true);
  });

  it("labels the slider's end '6m+'", () => {
    expect(activityLabel(1)).toBe('1');
    expect(activityLabel(60)).toBe('60');
    expect(activityLabel(180)).toBe('6m+');
  });

  it('writes a last access at most once an hour', () => {
    expect(lastAccessDue(null, now)).toBe(true);
    expect(lastAccessDue('2026-11-25T14:01:00Z', now)).toBe(false);
    expect(lastAccessDue('2026-11-25T14:00:00Z', now)).toBe(true);
  });
});

describe('the licence alert (spec 3 sections 4 and 8)', () => {
  const serving = { licenseStatus: LICENSE_STATUS.Valid, remainingDays: null, hasSeat: true } as const;

  it('shows the most serious one only, and closes the content but for the trial notice', () => {
    expect(licenseAlertOf(serving)).toBeNull();
    expect(licenseAlertOf({ ...serving, licenseStatus: LICENSE_STATUS.Expired, hasSeat: false })).toEqual({ kind: 'expired' });
    expect(licenseAlertOf({ ...serving, licenseStatus: LICENSE_STATUS.Invalid })).toEqual({ kind: 'invalid' });
    expect(licenseAlertOf({ ...serving, hasSeat: false })).toEqual({ kind: 'noSeat' });
    expect(licenseAlertOf({ licenseStatus: LICENSE_STATUS.Trial, remainingDays: 4, hasSeat: true })).toEqual({
      kind: 'trial',
      notice: { kind: 'days', days: 4 },
    });
    expect(licenseAlertOf({ licenseStatus: LICENSE_STATUS.Trial, remainingDays: 20, hasSeat: true })).toBeNull();
    expect(alertClosesContent({ kind: 'noSeat' })).toBe(true);
    expect(alertClosesContent({ kind: 'trial', notice: { kind: 'today' } })).toBe(false);
    expect(alertClosesContent(null)).toBe(false);
  });
});

describe('managers (spec 3 section 6)', () => {
  const viewer = { login: 'pradeep@contoso.com', groups: ['Sales'] };
  const named = [
    { login: 'megan@contoso.com', isGroup: false },
    { login: 'sales', isGroup: true },
  ];

  it('lets everyone manage an unnamed list on the local sign-in, only the directory and site admins with Entra', () => {
    expect(isManager(viewer, [], 'everyone')).toBe(true);
    expect(isManager(viewer, [], 'directoryAdmins')).toBe(false);
    expect(isManager({ ...viewer, isDirectoryAdmin: true }, [], 'directoryAdmins')).toBe(true);
    expect(isManager({ ...viewer, isTenantAdmin: true }, [], 'directoryAdmins')).toBe(true);
  });

  it('lets the named people and groups manage once someone is named, and the admins always', () => {
    expect(isManager({ login: 'megan@contoso.com' }, named, 'directoryAdmins')).toBe(true);
    expect(isManager(viewer, named, 'directoryAdmins')).toBe(true);
    expect(isManager({ login: 'alex@contoso.com' }, named, 'everyone')).toBe(false);
    expect(isManager({ login: 'alex@contoso.com', isDirectoryAdmin: true }, named, 'everyone')).toBe(true);
  });
});
