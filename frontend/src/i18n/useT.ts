import { createTranslate, type Translate } from './i18n';
import { appLocale } from './locale';

// The locale is fixed for the page's lifetime (the browser language), so one translate function serves every component
// and the API client, which words the failures every page shows alike.
export const translate: Translate = createTranslate(appLocale);

export function useT(): Translate {
  return translate;
}
