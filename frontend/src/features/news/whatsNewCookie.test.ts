import { afterEach, describe, expect, it } from 'vitest';
import { readWhatsNewSeen, rememberWhatsNewSeen, seenInCookies, whatsNewCookie } from './whatsNewCookie';

afterEach(() => {
  document.cookie = 'listboard-whats-new=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the whats-new cookie (spec 3 section 9)', () => {
  it('holds the date of the newest news shown and expires in 2033', () => {
    expect(whatsNewCookie('2026-11-25T18:30:00Z', false)).toBe(
      'listboard-whats-new=2026-11-25T18%3A30%3A00Z; expires=Sat, 31 Dec 2033 23:59:59 GMT; path=/; SameSite=Lax',
    );
    expect(whatsNewCookie('2026-11-25T18:30:00Z', true)).toMatch(/; SameSite=None; Secure$/);
  });

  it('is read back among other cookies, and is nothing when absent or broken', () => {
    expect(seenInCookies('a=1; listboard-whats-new=2026-11-25T18%3A30%3A00Z; b=2')).toBe('2026-11-25T18:30:00Z');
    expect(seenInCookies('a=1')).toBeNull();
    expect(seenInCookies('listboard-whats-new=%E0%A4%A')).toBeNull();
  });

  it('is kept by the browser', () => {
    expect(readWhatsNewSeen()).toBeNull();
    rememberWhatsNewSeen('2026-11-24T10:00:00Z');
    expect(readWhatsNewSeen()).toBe('2026-11-24T10:00:00Z');
  });
});
