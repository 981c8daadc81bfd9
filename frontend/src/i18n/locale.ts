import { teamsHost } from '../host/teams/teamsLaunch';
import { loadLocale, pickLocale, type Locale } from './i18n';

/**
 * The page's language: Teams' in a Teams tab; else the one the address names (`lang`, which a mailed link
 * carries so that its page speaks the mail's language); else the browser's; narrowed to a supported locale.
 */
export function pageLocaleOf(teamsLocale: string | undefined, search: string, browserLanguage: string | undefined): Locale {
  return pickLocale(teamsLocale ?? new URLSearchParams(search).get('lang') ?? browserLanguage);
}

/**
 * Texts, dates and numbers all follow the page's language, so a German page never mixes in an English month
 * or a decimal point. Read once when the app starts, after the host's handshake (main.tsx).
 */
export const appLocale: Locale = pageLocaleOf(
  teamsHost()?.context.locale,
  typeof window === 'undefined' ? '' : window.location.search,
  typeof navigator === 'undefined' ? undefined : navigator.language,
);

/** Loads the texts of the page's language; the app starts once they are in. */
export function loadPageLocale(): Promise<void> {
  return loadLocale(appLocale);
}
