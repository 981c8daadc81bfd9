/**
 * Colour contrast after WCAG 2.x: relative luminance, contrast ratio, and the choice of a font
 * colour a person can read on a given background (AA: 4.5:1 for normal text).
 */

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal-sized text: every text on a card or label is small. */
export const AA_TEXT_CONTRAST = 4.5;

export const BLACK = '#000000';
export const WHITE = '#FFFFFF';

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

interface Rgba {
  rgb: Rgb;
  alpha: number;
}

function parseRgba(color: string): Rgba | null {
  const text = color.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
    return { rgb: [channel(0), channel(1), channel(2)], alpha: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const fn = RGB_FUNCTION.exec(text);
  if (!fn) return null;
  const rgb = [fn[1], fn[2], fn[3]].map(Number) as unknown as Rgb;
  if (rgb.some((c) => c > 255)) return null;
  const alphaText = fn[4];
  const alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : parseFloat(alphaText);
  return { rgb, alpha: Math.min(1, Math.max(0, alpha)) };
}

/**
 * The opaque colour a person sees: `#rgb`, `#rrggbb` (with optional alpha) or `rgb()`/`rgba()`, a
 * translucent one laid over `backdrop` (white unless given). Null for anything else (named colours,
 * gradients): such a colour cannot be judged.
 */
export function parseColor(color: string, backdrop: Rgb = [255, 255, 255]): Rgb | null {
  const parsed = parseRgba(color);
  if (!parsed) return null;
  const { rgb, alpha } = parsed;
  return rgb.map((c, i) => Math.round(c * alpha + backdrop[i] * (1 - alpha))) as unknown as Rgb;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21; null when either cannot be judged. */
export function contrastRatio(foreground: string, background: string): number | null {
  const back = parseColor(background);
  const fore = back && parseColor(foreground, back);
  if (!back || !fore) return null;
  const [lighter, darker] = [relativeLuminance(fore), relativeLuminance(back)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

export function isReadable(foreground: string, background: string): boolean {
  return (contrastRatio(foreground, background) ?? 0) >= AA_TEXT_CONTRAST;
}

/**
 * The first of `preferred` that reads on `background` at AA; when none does, black or white,
 * whichever contrasts more (one of the two always reaches 4.5:1, at worst about 4.6:1).
 */
export function readableFontColor(background: string, preferred: readonly string[]): string {
  const readable = preferred.find((color) => isReadable(color, background));
  if (readable) return readable;
  return (contrastRatio(BLACK, background) ?? 0) >= (contrastRatio(WHITE, background) ?? 0) ? BLACK : WHITE;
}
