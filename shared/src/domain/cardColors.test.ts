import { describe, expect, it } from 'vitest';
import { readableCardColors } from './cardColors';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { DARK_LABEL_FONT } from './labels';
import { DEFAULT_ITEM_FONT_COLOR } from './styles';

const LIGHT = '#ffffff';
const DARK = '#292929';

describe('readable card colours', () => {
  it('leaves a card without rule colours to the theme', () => {
    expect(readableCardColors({}, DARK)).toEqual({});
  });

  it('keeps the default font of a border-only rule on a light surface and drops it on a dark one', () => {
    const overdue = { borderColor: '#FE867F', fontColor: DEFAULT_ITEM_FONT_COLOR };
    expect(readableCardColors(overdue, LIGHT)).toEqual({ borderColor: '#FE867F', color: DEFAULT_ITEM_FONT_COLOR });
    expect(readableCardColors(overdue, DARK)).toEqual({ borderColor: '#FE867F' });
  });

  it("keeps a rule's own font where it reads on the rule's background", () => {
    expect(readableCardColors({ bodyColor: '#003366', fontColor: '#FFFF00' }, LIGHT).color).toBe('#FFFF00');
  });

  it('chooses the font from the background when the rule font does not read on it', () => {
    expect(readableCardColors({ bodyColor: '#0F3D66', fontColor: DEFAULT_ITEM_FONT_COLOR }, LIGHT)).toEqual({
      backgroundColor: '#0F3D66',
      color: '#FFFFFF',
    });
    expect(readableCardColors({ bodyColor: '#FFF4CE' }, DARK).color).toBe(DARK_LABEL_FONT);
  });

  it('gives every painted card a font of at least 4.5:1, whatever the rule says', () => {
    for (const bodyColor of ['#E74856', '#FFB900', '#8C8C8C', '#107C10', '#000000', '#FFFFFF']) {
      const paint = readableCardColors({ bodyColor, fontColor: '#808080' }, DARK);
      expect(contrastRatio(paint.color as string, bodyColor)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('leaves out a background it cannot read', () => {
    expect(readableCardColors({ bodyColor: 'tomato', fontColor: '#FFFFFF' }, DARK)).toEqual({ color: '#FFFFFF' });
  });
});
