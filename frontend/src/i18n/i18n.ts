import { enUS, type MessageKey, type Messages } from './resources/en-US';
import type { Locale } from './localeChoice';

export { DEFAULT_LOCALE, type Locale, pickLocale } from './localeChoice';

export type { MessageKey } from './resources/en-US';
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

// English is the page's own language and every other's model; the others load when a page needs them, so a
// page carries one language's texts, not four (the JS a board needs before it shows, docs/performance.md).
const loaded: Partial<Record<Locale, Messages>> = { 'en-US': enUS };
const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<Messages>> = {
  'de-DE': () => import('./resources/de-DE').then((module) => module.deDE),
  'fr-FR': () => import('./resources/fr-FR').then((module) => module.frFR),
  'es-ES': () => import('./resources/es-ES').then((module) => module.esES),
};

/** Loads a locale's texts, once; createTranslate needs them. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en-US') loaded[locale] ??= await LOADERS[locale]();
}

/**
 * A translate function for one locale, whose texts are loaded (loadLocale); `{name}` placeholders are
 * filled from `values`, numbers in the locale's digits.
 */
export function createTranslate(locale: Locale): Translate {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} texts are not loaded yet: call loadLocale first.`);
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
