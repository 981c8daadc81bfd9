import { type Locale, createTranslate, pickLocale, type Translate } from './i18n';

// The locale is fixed for the page's lifetime (the browser language), so one translate function serves every component
// and the API client, which words the failures every page shows alike.
export const pageLocale: Locale = pickLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
export const translate: Translate = createTranslate(pageLocale);

export function useT(): Translate {
  return translate;
}
