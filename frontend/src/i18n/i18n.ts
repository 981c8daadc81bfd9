import { enUS, type MessageKey, type Messages, type PageMessages, type StartMessages } from './resources/en-US';
import type { Locale } from './localeChoice';

export { DEFAULT_LOCALE, type Locale, pickLocale } from './localeChoice';

export type { MessageKey } from './resources/en-US';
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

// English is the page's own language and every other's model; the others load when a page needs them, so a
// page carries one language's texts, not four (the JS a board needs before it shows, docs/performance.md). The texts
// only other pages read (the wizard's, the licences page's) load with those pages, in every language
// (loadPageTexts); the build checks that nothing a page runs without them reads them (build/pageTexts.ts).
const loaded: Partial<Record<Locale, Partial<Messages>>> = { 'en-US': { ...enUS } };
const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<StartMessages>> = {
  'de-DE': () => import('./resources/de-DE').then((module) => module.deDE),
  'fr-FR': () => import('./resources/fr-FR').then((module) => module.frFR),
  'es-ES': () => import('./resources/es-ES').then((module) => module.esES),
};
const PAGE_LOADERS: Record<Locale, () => Promise<PageMessages>> = {
  'en-US': () => import('./resources/en-US.pages').then((module) => module.pagesEnUS),
  'de-DE': () => import('./resources/de-DE.pages').then((module) => module.pagesDeDE),
  'fr-FR': () => import('./resources/fr-FR.pages').then((module) => module.pagesFrFR),
  'es-ES': () => import('./resources/es-ES.pages').then((module) => module.pagesEsES),
};
const pageTexts = new Map<Locale, Promise<void>>();

/** Loads a locale's texts, once; createTranslate needs them. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en-US') loaded[locale] ??= await LOADERS[locale]();
}

/** Adds the texts of the other pages to a locale's, once; a failed load is tried again when asked again. */
export function loadPageTexts(locale: Locale): Promise<void> {
  let loading = pageTexts.get(locale);
  if (!loading) {
    loading = Promise.all([loadLocale(locale), PAGE_LOADERS[locale]()]).then(
      ([, texts]) => void Object.assign(loaded[locale] ?? {}, texts),
    );
    loading.catch(() => pageTexts.delete(locale));
    pageTexts.set(locale, loading);
  }
  return loading;
}

/** Whether a locale's loaded texts name `key` (a key the server sends, as a configuration problem's). */
export function hasText(locale: Locale, key: string): key is MessageKey {
  return key in (loaded[locale] ?? {});
}

/**
 * A translate function for one locale, whose texts are loaded (loadLocale); `{name}` placeholders are
 * filled from `values`, numbers in the locale's digits.
 */
export function createTranslate(locale: Locale): Translate {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} texts are not loaded yet: call loadLocale first.`);
  const textOf = (key: MessageKey): string => {
    const text = messages[key];
    if (text === undefined) throw new Error(`The text ${key} belongs to another page, whose texts are not loaded yet (loadPageTexts).`);
    return text;
  };
  const numbers = new Intl.NumberFormat(locale);
  const written = (value: string | number) => (typeof value === 'number' ? numbers.format(value) : value);
  // Each message is split at its placeholders once (text, name, text, ...): every card names itself in
  // two or three messages, and a 5,000-card board would otherwise search the same texts 15,000 times.
  const templates = new Map<MessageKey, readonly string[]>();
  const partsOf = (key: MessageKey) => {
    let parts = templates.get(key);
    if (!parts) {
      parts = textOf(key).split(/\{(\w+)\}/);
      templates.set(key, parts);
    }
    return parts;
  };
  return (key, values) => {
    if (!values) return textOf(key);
    const parts = partsOf(key);
    let text = parts[0];
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index];
      text += (name in values ? written(values[name]) : `{${name}}`) + parts[index + 1];
    }
    return text;
  };
}
