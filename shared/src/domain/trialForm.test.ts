import { describe, expect, it } from 'vitest';
import { TRIAL_INDUSTRIES, TRIAL_SIZES, emailValid, mobileNumberValid } from './trialForm';
import { CLOUD_BUNDLE_MAX_SAVING, cloudBundleQuote } from './cloudBundle';
import { licensedUsersCsv } from './licensedUsersCsv';
import { csvStyleFor } from './reporting/chartCsv';

describe('trial form (spec 3 sections 3 and 5)', () => {
  it('offers 30 industries and 7 size bands', () => {
    expect(new Set(TRIAL_INDUSTRIES).size).toBe(30);
    expect(TRIAL_SIZES).toEqual(['1-20', '21-100', '101-250', '251-500', '501-1000', '1001-5000', '5000+']);
  });

  it('takes an empty mobile number, else 7 or more digits, +, (), spaces and hyphens', () => {
    expect(mobileNumberValid('')).toBe(true);
    expect(mobileNumberValid('+49 (30) 123-45')).toBe(true);
    expect(mobileNumberValid('123456')).toBe(false);
    expect(mobileNumberValid('1234567')).toBe(true);
    expect(mobileNumberValid('12345a7')).toBe(false);
  });

  it('checks e-mail addresses with the standard pattern', () => {
    expect(emailValid('ann@contoso.com')).toBe(true);
    expect(emailValid('ann@contoso')).toBe(true);
    expect(emailValid('ann contoso.com')).toBe(false);
    expect(emailValid('@contoso.com')).toBe(false);
  });
});

describe('cloud bundle calculator (spec 3 sections 2 and 9)', () => {
  it('prices at least 50 users and saves up to 77 percent', () => {
    expect(cloudBundleQuote(10).users).toBe(50);
    expect(cloudBundleQuote(50).savingPercent).toBe(20);
    expect(cloudBundleQuote(100_000).savingPercent).toBe(CLOUD_BUNDLE_MAX_SAVING);
    const quote = cloudBundleQuote(100);
    expect(quote.pricePerUserMonth).toBe(2.6);
    expect(quote.pricePerYear).toBe(3120);
    expect(quote.listPricePerYear).toBe(4800);
  });

  it('never saves less for a larger order', () => {
    let last = 0;
    for (let users = 50; users <= 6000; users += 50) {
      const { savingPercent } = cloudBundleQuote(users);
      expect(savingPercent).toBeGreaterThanOrEqual(last);
      last = savingPercent;
    }
  });
});

describe('users.csv (spec 3 section 9)', () => {
  it('writes user name, email and last access, quoting what needs it and leaving never empty', () => {
    const csv = licensedUsersCsv(
      [
        { name: 'Müller, Anna', email: 'anna@contoso.com', lastAccess: '2026-11-25T10:00:00.123Z' },
        { name: '=cmd', email: 'x@contoso.com', lastAccess: '1990-01-01T00:00:00Z' },
      ],
      ['User name', 'Email', 'Last access'],
      csvStyleFor('en-US'),
    );
    expect(csv).toBe(
      '\uFEFFUser name,Email,Last access\r\n"Müller, Anna",anna@contoso.com,2026-11-25T10:00:00Z\r\n\'=cmd,x@contoso.com,\r\n',
    );
  });
});
