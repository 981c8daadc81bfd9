import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, BLACK, WHITE, contrastRatio, isReadable, parseColor, readableFontColor, relativeLuminance } from './contrast';
import { DEFAULT_LABEL_COLORS } from './labels';

describe('colour contrast (WCAG 2)', () => {
  it('reads hex and rgb() colours, laying translucent ones over the backdrop', () => {
    expect(parseColor('#0078D7')).toEqual([0, 120, 215]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(50, 49, 48)')).toEqual([50, 49, 48]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([128, 128, 128]);
    expect(parseColor('#00000080', [0, 0, 0])).toEqual([0, 0, 0]);
    expect(parseColor('red')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });

  it('computes relative luminance', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 4);
  });

  it('computes contrast ratios, in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    // A dark-theme card as it was reported unreadable: #323130 text on Fluent's dark surface.
    expect(contrastRatio('rgb(50,49,48)', 'rgb(41,41,41)')).toBeCloseTo(1.12, 2);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('red', WHITE)).toBeNull();
  });

  it('calls text readable from 4.5:1', () => {
    expect(isReadable('#767676', WHITE)).toBe(true);
    expect(isReadable('#777777', WHITE)).toBe(false);
    expect(isReadable('nonsense', WHITE)).toBe(false);
  });

  it('takes the first preferred colour that reads, else black or white', () => {
    expect(readableFontColor('#FFFFFF', ['#323130', WHITE])).toBe('#323130');
    expect(readableFontColor('#292929', ['#323130', WHITE])).toBe(WHITE);
    // Neither dark grey nor white reads on this red: black does.
    expect(readableFontColor('#E74856', ['#323130', WHITE])).toBe(BLACK);
    expect(readableFontColor('#0000FF', [])).toBe(WHITE);
  });

  it('finds a readable font for every background', () => {
    const backgrounds = [...DEFAULT_LABEL_COLORS, '#777777', '#808080', '#FF0000', '#00FF00', '#0000FF'];
    for (const background of backgrounds) {
      expect(contrastRatio(readableFontColor(background, []), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
