import { describe, expect, it } from 'vitest';
import { isWinAnsi, rgbOf } from './pdfText';

describe('isWinAnsi', () => {
  it('accepts what the standard PDF fonts can write: Latin-1 and the Windows-1252 extras', () => {
    expect(isWinAnsi('Team tasks · Exportiert am 25. November 2026 um 13:30')).toBe(true);
    expect(isWinAnsi('Búsqueda: «Größe» „Zoë“ – 5 €')).toBe(true);
  });

  it('refuses other scripts, emoji and the narrow no-break space', () => {
    expect(isWinAnsi('チームのタスク')).toBe(false);
    expect(isWinAnsi('Sprint 🚀')).toBe(false);
    expect(isWinAnsi('1:30\u202fPM')).toBe(false);
  });
});

describe('rgbOf', () => {
  it('reads computed and hex colours', () => {
    expect(rgbOf('rgb(250, 250, 250)')).toEqual([250, 250, 250]);
    expect(rgbOf('rgba(36, 36, 36, 0.5)')).toEqual([36, 36, 36]);
    expect(rgbOf('#323130')).toEqual([0x32, 0x31, 0x30]);
  });

  it('falls back to black', () => {
    expect(rgbOf('currentcolor')).toEqual([0, 0, 0]);
  });
});
