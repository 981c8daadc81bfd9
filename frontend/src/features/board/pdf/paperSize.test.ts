import { describe, expect, it } from 'vitest';
import { A4_LANDSCAPE, LETTER_LANDSCAPE, paperSizeFor } from './paperSize';

describe('paperSizeFor', () => {
  it('takes Letter in the United States and the other Letter countries', () => {
    for (const tag of ['en-US', 'en-CA', 'fr-CA', 'es-MX', 'en-PH', 'es-CL']) expect(paperSizeFor(tag), tag).toBe(LETTER_LANDSCAPE);
  });

  it('takes A4 everywhere else', () => {
    for (const tag of ['de-DE', 'fr-FR', 'es-ES', 'en-GB', 'en-AU', 'de-AT', 'ja-JP']) expect(paperSizeFor(tag), tag).toBe(A4_LANDSCAPE);
  });

  it("takes a bare language's likely region", () => {
    expect(paperSizeFor('en')).toBe(LETTER_LANDSCAPE);
    expect(paperSizeFor('de')).toBe(A4_LANDSCAPE);
  });

  it('falls back to A4 for a missing or malformed tag', () => {
    expect(paperSizeFor(undefined)).toBe(A4_LANDSCAPE);
    expect(paperSizeFor('not a tag!')).toBe(A4_LANDSCAPE);
  });

  it('is landscape: A4 is 297 x 210 mm, Letter 11 x 8.5 in', () => {
    expect((A4_LANDSCAPE.widthPt / 72) * 25.4).toBeCloseTo(297, 0);
    expect((A4_LANDSCAPE.heightPt / 72) * 25.4).toBeCloseTo(210, 0);
    expect([LETTER_LANDSCAPE.widthPt / 72, LETTER_LANDSCAPE.heightPt / 72]).toEqual([11, 8.5]);
  });
});
