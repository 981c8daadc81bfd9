import { describe, expect, it } from 'vitest';
import { createTranslate, pickLocale } from './i18n';

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
});
