// Which language a page speaks, with no texts attached: the entry module asks for the person in it (docs/performance.md#start-up).
export type Locale = 'en-US' | 'de-DE' | 'fr-FR' | 'es-ES';

export const DEFAULT_LOCALE: Locale = 'en-US';
const LOCALES: readonly Locale[] = ['en-US', 'de-DE', 'fr-FR', 'es-ES'];

/** The supported locale for a browser language tag: exact match first, then by language (de-AT -> de-DE). */
export function pickLocale(language: string | undefined): Locale {
  if (!language) return DEFAULT_LOCALE;
  const lower = language.toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().startsWith(`${base}-`)) ?? DEFAULT_LOCALE;
}

/**
 * The page's language: Teams' in a Teams tab; else the one the address names (`lang`, which a mailed link
 * carries so that its page speaks the mail's language); else the browser's; narrowed to a supported locale.
 */
export function pageLocaleOf(teamsLocale: string | undefined, search: string, browserLanguage: string | undefined): Locale {
  return pickLocale(teamsLocale ?? new URLSearchParams(search).get('lang') ?? browserLanguage);
}
