import { teamsHost } from '../host/teams/teamsLaunch';
import { loadLocale, pickLocale, type Locale } from './i18n';

/**
 * The page's language: Teams' in a Teams tab, else the browser's, narrowed to a supported locale. Texts,
 * dates and numbers all follow it, so a German page never mixes in an English month or a decimal point.
 * Read once when the app starts, after the host's handshake (main.tsx).
 */
export const appLocale: Locale = pickLocale(teamsHost()?.context.locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language));

/** Loads the texts of the page's language; the app starts once they are in. */
export function loadPageLocale(): Promise<void> {
  return loadLocale(appLocale);
}
