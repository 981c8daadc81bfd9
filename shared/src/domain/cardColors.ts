import type { StyleRule } from '../api/rules';
import { isReadable, parseColor } from './contrast';
import { labelFontColor } from './labels';

type ItemColor = StyleRule['itemColor'];

/** What a card is painted with; a colour left out is the theme's. */
export interface CardPaint {
  backgroundColor?: string;
  borderColor?: string;
  color?: string;
  outlineColor?: string;
}

/**
 * A style rule's colours (item.color), made readable: the rule's font colour only where it reaches
 * WCAG AA on the background it is read on. A rule's background gets a font chosen from it like a
 * label's (dark above 55 percent lightness, otherwise white, or whichever reads); a card without one
 * stays on the theme's surface, so a font the rule sets for a light page (the default #323130) gives
 * way to the theme's own text colour on a dark one. A background that cannot be read (no hex or
 * rgb() colour) is left out, since no font could be proven readable on it. `themeSurface` is the
 * theme's card background.
 */
export function readableCardColors(color: ItemColor, themeSurface: string): CardPaint {
  const { bodyColor, borderColor, fontColor, outlineColor } = color;
  const background = bodyColor && parseColor(bodyColor) ? bodyColor : undefined;
  const readOn = background ?? themeSurface;
  const ownFont = fontColor && isReadable(fontColor, readOn) ? fontColor : undefined;
  return {
    backgroundColor: background,
    borderColor: borderColor || undefined,
    color: background ? (ownFont ?? labelFontColor(background)) : ownFont,
    outlineColor: outlineColor || undefined,
  };
}
