import { describe, expect, it } from 'vitest';
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
    expect(labelFontColor('#0078D7')).toBe(LIGHT_LABEL_FONT);
    expect(labelFontColor('#8C8C8C')).toBe(LIGHT_LABEL_FONT);
    expect(labelFontColor('#8F8F8F')).toBe(DARK_LABEL_FONT);
    expect(labelFontColor('garbage')).toBe(LIGHT_LABEL_FONT);
  });
});
