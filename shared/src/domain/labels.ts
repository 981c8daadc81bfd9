/** Label colours (spec 1 section 9, spec 2 section 9). */
export const DEFAULT_LABEL_COLORS: readonly string[] = [
  '#E74856', '#FF8C00', '#FFB900', '#FCE100', '#BAD80A', '#16C60C', '#00B294', '#0078D7',
  '#8764B8', '#E3008C', '#B4009E', '#881798', '#744DA9', '#5C2D91', '#0063B1', '#2D7D9A',
  '#00B7C3', '#038387', '#00CC6A', '#10893E', '#107C10', '#767676', '#4C4A48', '#69797E',
  '#4A5459', '#C30052', '#EA005E', '#C239B3', '#9A0089', '#F7630C', '#CA5010', '#DA3B01',
];

export const DARK_LABEL_FONT = '#323130';
export const LIGHT_LABEL_FONT = '#FFFFFF';

export function defaultLabelColor(index: number): string {
  const size = DEFAULT_LABEL_COLORS.length;
  return DEFAULT_LABEL_COLORS[((index % size) + size) % size];
}

function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** HSL lightness of a hex colour in percent, or null when it is not a hex colour. */
export function colorLightness(color: string): number | null {
  const rgb = parseHexColor(color);
  if (!rgb) return null;
  const max = Math.max(...rgb) / 255;
  const min = Math.min(...rgb) / 255;
  return ((max + min) / 2) * 100;
}

/** Dark text on a label whose lightness is above 55 percent, white text otherwise. */
export function labelFontColor(background: string): string {
  const lightness = colorLightness(background);
  return lightness !== null && lightness > 55 ? DARK_LABEL_FONT : LIGHT_LABEL_FONT;
}
