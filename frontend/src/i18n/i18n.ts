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
  // Each message is split at its placeholders once (text, name, text, ...): every card names itself in
  // two or three messages, and a 5,000-card board would otherwise search the same texts 15,000 times.
  const templates = new Map<MessageKey, readonly string[]>();
  const partsOf = (key: MessageKey) => {
    let parts = templates.get(key);
    if (!parts) {
      parts = messages[key].split(/\{(\w+)\}/);
      templates.set(key, parts);
    }
    return parts;
  };
  return (key, values) => {
    if (!values) return messages[key];
    const parts = partsOf(key);
    let text = parts[0];
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index];
      text += (name in values ? written(values[name]) : `{${name}}`) + parts[index + 1];
    }
    return text;
  };
}
