import { type AvatarNamedColor, tokens } from '@fluentui/react-components';

/** Fluent's avatar palette, each with the suffix of its colour tokens. */
const AVATAR_PALETTE: readonly [AvatarNamedColor, string][] = [
  ['dark-red', 'DarkRed'],
  ['cranberry', 'Cranberry'],
  ['red', 'Red'],
  ['pumpkin', 'Pumpkin'],
  ['peach', 'Peach'],
  ['marigold', 'Marigold'],
  ['gold', 'Gold'],
  ['brass', 'Brass'],
  ['brown', 'Brown'],
  ['forest', 'Forest'],
  ['seafoam', 'Seafoam'],
  ['dark-green', 'DarkGreen'],
  ['light-teal', 'LightTeal'],
  ['teal', 'Teal'],
  ['steel', 'Steel'],
  ['blue', 'Blue'],
  ['royal-blue', 'RoyalBlue'],
  ['cornflower', 'Cornflower'],
  ['navy', 'Navy'],
  ['lavender', 'Lavender'],
  ['purple', 'Purple'],
  ['grape', 'Grape'],
  ['lilac', 'Lilac'],
  ['pink', 'Pink'],
  ['magenta', 'Magenta'],
  ['plum', 'Plum'],
  ['beige', 'Beige'],
  ['mink', 'Mink'],
  ['platinum', 'Platinum'],
  ['anchor', 'Anchor'],
];

/**
 * A person's place in the palette, by FNV-1a of their name (case aside). Not Fluent's own "colorful" hash: that
 * one gives similar names the same colour (Alex Wilber and Megan Bowen, Nestor Wilke and Lidia Holloway), so
 * on the demo board half the people looked alike.
 */
function paletteEntry(name: string): [AvatarNamedColor, string] {
  let hash = 0x811c9dc5;
  for (const character of name.trim().toLowerCase()) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length];
}

/** The person's own colour as Fluent's Avatar takes it: the same one everywhere the page shows them. */
export function personColorName(name: string): AvatarNamedColor {
  return paletteEntry(name)[0];
}

/** The background and text colours of a person's initials outside Fluent's Avatar (the light ones on cards). */
export function personColor(name: string): { backgroundColor: string; color: string } {
  const suffix = paletteEntry(name)[1];
  const palette = tokens as unknown as Record<string, string>;
  return { backgroundColor: palette[`colorPalette${suffix}Background2`], color: palette[`colorPalette${suffix}Foreground2`] };
}
