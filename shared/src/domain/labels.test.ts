import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, BLACK, contrastRatio } from './contrast';
import { DARK_LABEL_FONT, DEFAULT_LABEL_COLORS, LIGHT_LABEL_FONT, colorLightness, defaultLabelColor, labelFontColor } from './labels';

describe('label colours', () => {
  it('has 32 defaults cycling by index', () => {
    expect(DEFAULT_LABEL_COLORS).toHaveLength(32);
    expect(defaultLabelColor(0)).toBe(DEFAULT_LABEL_COLORS[0]);
    expect(defaultLabelColor(33)).toBe(DEFAULT_LABEL_COLORS[1]);
    expect(defaultLabelColor(-1)).toBe(DEFAULT_LABEL_COLORS[31]);
  });
  it('computes HSL lightness', () => {
    expect(colorLightness('#FFFFFF')).toBe(100);
    expect(colorLightness('#000')).toBe(0);
    expect(colorLightness('not a colour')).toBeNull();
  });
  it('uses a dark font above 55 percent lightness and white otherwise', () => {
    expect(labelFontColor('#FFF4CE')).toBe(DARK_LABEL_FONT);
    expect(labelFontColor('#B6E9FF')).toBe(DARK_LABEL_FONT);
    expect(labelFontColor('#0063B1')).toBe(LIGHT_LABEL_FONT);
    expect(labelFontColor('#C8C8C8')).toBe(DARK_LABEL_FONT);
    expect(labelFontColor('garbage')).toBe(LIGHT_LABEL_FONT);
  });
  it('turns to the other font, then black, where the spec choice misses WCAG AA', () => {
    // White on amber (lightness 50 percent) reads at 1.9:1: the dark font reads.
    expect(labelFontColor('#FFB900')).toBe(DARK_LABEL_FONT);
    // Grey just under 55 percent: white (3.4:1) and the dark font (3.9:1) both miss; black reads.
    expect(labelFontColor('#8C8C8C')).toBe(BLACK);
    // Windows blue with white reads at 4.499:1, a hair under AA.
    expect(labelFontColor('#0078D7')).toBe(BLACK);
  });
  it('gives every default label colour a readable font', () => {
    for (const color of DEFAULT_LABEL_COLORS) expect(contrastRatio(labelFontColor(color), color)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
