import { pickLocale, type Locale } from './i18n';

/**
 * The page's language: the browser's, narrowed to a supported locale. Texts, dates and numbers all
 * follow it, so a German page never mixes in an English month or a decimal point.
 */
export const appLocale: Locale = pickLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
