import { teamsHost } from '../host/teams/teamsLaunch';
import { loadLocale, loadPageTexts } from './i18n';
import { type Locale, pageLocaleOf } from './localeChoice';

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

/** Loads the page's language's texts of the pages other than the board; a page that reads them waits for them. */
export function loadOtherPagesTexts(): Promise<void> {
  return loadPageTexts(appLocale);
}
