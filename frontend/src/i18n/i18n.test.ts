import { describe, expect, it } from 'vitest';
import { createTranslate, pickLocale } from './i18n';
import { deDE } from './resources/de-DE';
import { pagesDeDE } from './resources/de-DE.pages';
import { enUS } from './resources/en-US';
import { pagesEnUS } from './resources/en-US.pages';
import { esES } from './resources/es-ES';
import { pagesEsES } from './resources/es-ES.pages';
import { frFR } from './resources/fr-FR';
import { pagesFrFR } from './resources/fr-FR.pages';

describe('pickLocale', () => {
  it('matches a supported locale exactly, ignoring case', () => {
    expect(pickLocale('fr-fr')).toBe('fr-FR');
  });

  it('falls back to the locale of the same language', () => {
    expect(pickLocale('de-AT')).toBe('de-DE');
    expect(pickLocale('es')).toBe('es-ES');
  });

  it('defaults to en-US for unknown or missing languages', () => {
    expect(pickLocale('ja-JP')).toBe('en-US');
    expect(pickLocale(undefined)).toBe('en-US');
  });
});

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones in place', () => {
    const t = createTranslate('en-US');
    expect(t('lane_collapse', { lane: 'High' })).toBe('Collapse High');
    expect(t('dnd_over', { card: 'Fix login', column: 'Review' })).toBe('Fix login is over column Review, position {position} of {count}.');
  });

  it('uses the locale resources', () => {
    expect(createTranslate('de-DE')('sign_out')).toBe('Abmelden');
  });

  it('writes numbers in the locale digits', () => {
    expect(createTranslate('de-DE')('lane_card_count', { count: 1234 })).toBe('1.234 Karten');
    expect(createTranslate('en-US')('lane_card_count', { count: 1234 })).toBe('1,234 cards');
  });
});

describe('resources', () => {
  const allEnglish = { ...enUS, ...pagesEnUS };
  const english = Object.entries(allEnglish);
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

  it.each([
    ['de-DE', { ...deDE, ...pagesDeDE }],
    ['fr-FR', { ...frFR, ...pagesFrFR }],
    ['es-ES', { ...esES, ...pagesEsES }],
  ] as const)('%s has every key of en-US, with text and the same placeholders', (_, messages) => {
    const texts = messages as Record<string, string | undefined>;
    for (const [key, text] of english) {
      expect(texts[key], key).toBeTypeOf('string');
      expect(texts[key]?.trim(), key).not.toBe('');
      expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
    }
    expect(Object.keys(messages).filter((key) => !(key in allEnglish))).toEqual([]);
  });
});
