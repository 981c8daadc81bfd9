import { deDE } from './resources/de-DE';
import { enUS, type MessageKey, type Messages } from './resources/en-US';
import { esES } from './resources/es-ES';
import { frFR } from './resources/fr-FR';

export type { MessageKey } from './resources/en-US';
export type Locale = 'en-US' | 'de-DE' | 'fr-FR' | 'es-ES';
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export const DEFAULT_LOCALE: Locale = 'en-US';
const RESOURCES: Record<Locale, Messages> = { 'en-US': enUS, 'de-DE': deDE, 'fr-FR': frFR, 'es-ES': esES };

/** The supported locale for a browser language tag: exact match first, then by language (de-AT -> de-DE). */
export function pickLocale(language: string | undefined): Locale {
  if (!language) return DEFAULT_LOCALE;
  const lower = language.toLowerCase();
  const locales = Object.keys(RESOURCES) as Locale[];
  const exact = locales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return locales.find((l) => l.toLowerCase().startsWith(`${base}-`)) ?? DEFAULT_LOCALE;
}

/** A translate function for one locale; `{name}` placeholders are filled from `values`, numbers in the locale's digits. */
export function createTranslate(locale: Locale): Translate {
  const messages = RESOURCES[locale];
  const numbers = new Intl.NumberFormat(locale);
  const written = (value: string | number) => (typeof value === 'number' ? numbers.format(value) : value);
  return (key, values) => {
    const text = messages[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? written(values[name]) : placeholder));
  };
}
