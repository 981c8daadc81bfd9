import { describe, expect, it } from 'vitest';
import { pageLocaleOf } from './localeChoice';

describe('the page’s language', () => {
  it('is Teams’ in a tab, else the address’s lang, else the browser’s, as a supported locale', () => {
    expect(pageLocaleOf('fr-FR', '?lang=de-DE', 'es-ES')).toBe('fr-FR');
    expect(pageLocaleOf(undefined, '?SPHostUrl=x&lang=de-DE', 'es-ES')).toBe('de-DE');
    expect(pageLocaleOf(undefined, '?SPHostUrl=x', 'es-ES')).toBe('es-ES');
    expect(pageLocaleOf(undefined, '?lang=de', undefined)).toBe('de-DE');
    expect(pageLocaleOf(undefined, '', 'ja-JP')).toBe('en-US');
  });
});
