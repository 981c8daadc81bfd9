import { WHATS_NEW_COOKIE, WHATS_NEW_COOKIE_EXPIRES } from '@listboard/shared';

/**
 * The whats-new cookie (spec 3 section 9: it expires in 2033): the publication date of the newest news
 * this browser has shown. A cookie rather than local storage, as the spec has it; in a frame of another
 * site (an app part, Teams) only a SameSite=None; Secure cookie is kept, which https allows.
 */
export function whatsNewCookie(seen: string, secure: boolean): string {
  const sameSite = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${WHATS_NEW_COOKIE}=${encodeURIComponent(seen)}; expires=${WHATS_NEW_COOKIE_EXPIRES.toUTCString()}; path=/; ${sameSite}`;
}

/** The date the cookie holds, or null. */
export function seenInCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === WHATS_NEW_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function readWhatsNewSeen(): string | null {
  return seenInCookies(document.cookie);
}

export function rememberWhatsNewSeen(seen: string): void {
  document.cookie = whatsNewCookie(seen, window.location.protocol === 'https:');
}
