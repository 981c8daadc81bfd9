import { describe, expect, it } from 'vitest';
import { createFormats } from './formats';

// Intl separates some parts with no-break spaces (U+00A0, U+202F); the tests compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats', () => {
  it("writes the spec's 'DD MMMM YYYY' in each language's own order and words", () => {
    expect(createFormats('en-US').date('2026-11-20T00:00:00Z', { utcDay: true })).toBe('November 20, 2026');
    expect(createFormats('de-DE').date('2026-11-20T00:00:00Z', { utcDay: true })).toBe('20. November 2026');
    expect(createFormats('fr-FR').date('2026-11-20', { utcDay: true })).toBe('20 novembre 2026');
    expect(createFormats('es-ES').date('2026-11-05', { utcDay: true })).toBe('05 de noviembre de 2026');
  });

  it('writes moments with their time of day and leaves what is not a date empty', () => {
    const german = createFormats('de-DE');
    expect(german.dateTime('2026-11-24T00:07:34Z')).toMatch(/^\d\d\. November 2026 um \d\d:\d\d$/);
    expect(german.dateTime('nonsense')).toBe('');
    expect(german.date('')).toBe('');
  });

  it('writes numbers, percentages, amounts and totals with the locale digits', () => {
    const german = createFormats('de-DE');
    expect(german.number(1250.5)).toBe('1.250,5');
    expect(plain(german.percent(0.4))).toBe('40 %');
    expect(german.currency(1250.5)).toBe('1.250,50');
    expect(plain(german.currency(1250.5, 'EUR'))).toBe('1.250,50 €');
    expect(createFormats('en-US').currency(1250.5, 'USD')).toBe('$1,250.50');
    expect(german.total(2 / 3)).toBe('0,67');
    expect(plain(createFormats('fr-FR').number(1250.5))).toBe('1 250,5');
  });

  it('gives inputs numbers without grouping and every digit', () => {
    expect(createFormats('de-DE').editableNumber(1250.125)).toBe('1250,125');
    expect(createFormats('en-US').editableNumber(0.1)).toBe('0.1');
  });

  it('writes file sizes in steps of 1024', () => {
    const german = createFormats('de-DE');
    expect(plain(german.fileSize(8 * 1024 * 1024))).toBe('8 MB');
    expect(plain(german.fileSize(1536))).toBe('1,5 kB');
    expect(plain(createFormats('en-US').fileSize(512))).toBe('512 byte');
  });

  it('writes a time span in whole units of its largest, narrow on a card and long in words', () => {
    const DAY = 86_400_000;
    const spans = (['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const).map((locale) => {
      const format = createFormats(locale);
      return [format.duration(3.7 * DAY, 'long'), format.duration(5 * 3_600_000, 'long'), format.duration(30_000, 'long')].map(plain);
    });
    expect(spans).toEqual([
      ['3 days', '5 hours', '0 minutes'],
      ['3 Tage', '5 Stunden', '0 Minuten'],
      ['3 jours', '5 heures', '0 minute'],
      ['3 días', '5 horas', '0 minutos'],
    ]);
    expect(plain(createFormats('en-US').duration(12 * DAY, 'narrow'))).toBe('12d');
    expect(plain(createFormats('de-DE').duration(12 * DAY, 'narrow'))).toMatch(/^12\s?T/);
  });

  it('joins names as each language does', () => {
    const names = ['Ann', 'Bob', 'Cy'];
    expect(createFormats('en-US').list(names)).toBe('Ann, Bob, and Cy');
    expect(createFormats('de-DE').list(names)).toBe('Ann, Bob und Cy');
    expect(createFormats('fr-FR').list(names)).toBe('Ann, Bob et Cy');
    expect(createFormats('es-ES').list(names)).toBe('Ann, Bob y Cy');
  });

  it('writes and reads days in digits in the locale order, and reads ISO days too', () => {
    const german = createFormats('de-DE');
    const american = createFormats('en-US');
    expect(german.numericDate(new Date(2026, 10, 20))).toBe('20.11.2026');
    expect(american.numericDate(new Date(2026, 10, 20))).toBe('11/20/2026');
    expect(german.parseNumericDate('20.11.2026')).toEqual(new Date(2026, 10, 20));
    expect(american.parseNumericDate('11/20/26')).toEqual(new Date(2026, 10, 20));
    expect(createFormats('fr-FR').parseNumericDate(' 2027-03-15 ')).toEqual(new Date(2027, 2, 15));
    expect(german.parseNumericDate('31.02.2026')).toBeNull();
    expect(german.parseNumericDate('morgen')).toBeNull();
  });
});
