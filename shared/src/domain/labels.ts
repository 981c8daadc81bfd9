import { parseColor, readableFontColor } from './contrast';
import { remembered } from './remembered';

/** Label colours (spec 1 section 9, spec 2 section 9). */
export const DEFAULT_LABEL_COLORS: readonly string[] = [
  '#E74856',
  '#FF8C00',
  '#FFB900',
  '#FCE100',
  '#BAD80A',
  '#16C60C',
  '#00B294',
  '#0078D7',
  '#8764B8',
  '#E3008C',
  '#B4009E',
  '#881798',
  '#744DA9',
  '#5C2D91',
  '#0063B1',
  '#2D7D9A',
  '#00B7C3',
  '#038387',
  '#00CC6A',
  '#10893E',
  '#107C10',
  '#767676',
  '#4C4A48',
  '#69797E',
  '#4A5459',
  '#C30052',
  '#EA005E',
  '#C239B3',
  '#9A0089',
  '#F7630C',
  '#CA5010',
  '#DA3B01',
];

export const DARK_LABEL_FONT = '#323130';
export const LIGHT_LABEL_FONT = '#FFFFFF';

export function defaultLabelColor(index: number): string {
  const size = DEFAULT_LABEL_COLORS.length;
  return DEFAULT_LABEL_COLORS[((index % size) + size) % size];
}

/** HSL lightness of a colour in percent, or null when it cannot be read. */
export function colorLightness(color: string): number | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const max = Math.max(...rgb) / 255;
  const min = Math.min(...rgb) / 255;
  return ((max + min) / 2) * 100;
}

function chooseLabelFont(background: string): string {
  const lightness = colorLightness(background);
  if (lightness === null) return LIGHT_LABEL_FONT;
  const bySpec = lightness > 55 ? [DARK_LABEL_FONT, LIGHT_LABEL_FONT] : [LIGHT_LABEL_FONT, DARK_LABEL_FONT];
  return readableFontColor(background, bySpec);
}

// A board paints thousands of labels in a handful of colours: each colour's font is worked out once.
const REMEMBERED_BACKGROUNDS = 1000;

/**
 * The spec's rule first: dark text on a label whose lightness is above 55 percent, white text
 * otherwise. Where that choice misses WCAG AA (4.5:1; e.g. white on amber #FFB900), the other one,
 * and failing both, black or white, whichever reads: every label stays readable.
 */
export const labelFontColor: (background: string) => string = remembered(chooseLabelFont, REMEMBERED_BACKGROUNDS);
