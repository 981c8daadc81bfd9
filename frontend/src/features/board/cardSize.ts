import { makeStyles, tokens } from '@fluentui/react-components';
import type { CardSize } from '@listboard/shared';

/** Spec 1 section 9: card width bounds and the minimum column width per card size (default L). */
export const CARD_SIZES: Record<CardSize, { cardMin: number; cardMax: number; columnMin: number }> = {
  M: { cardMin: 180, cardMax: 180, columnMin: 180 },
  L: { cardMin: 280, cardMax: 360, columnMin: 300 },
  XL: { cardMin: 340, cardMax: 380, columnMin: 340 },
};

/** Horizontal padding of a column on each side of its cards (tokens.spacingHorizontalS). */
const COLUMN_PADDING = 8;

function columnWidths(size: CardSize) {
  const { cardMin, cardMax, columnMin } = CARD_SIZES[size];
  return { minWidth: `${Math.max(columnMin, cardMin + 2 * COLUMN_PADDING)}px`, maxWidth: `${cardMax + 2 * COLUMN_PADDING}px` };
}

export function cardWidths(size: CardSize) {
  const { cardMin, cardMax } = CARD_SIZES[size];
  return { minWidth: `${cardMin}px`, maxWidth: `${cardMax}px` };
}

export const useColumnSizeStyles = makeStyles({
  base: { paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS, flexGrow: 1, flexShrink: 0, flexBasis: 0 },
  M: columnWidths('M'),
  L: columnWidths('L'),
  XL: columnWidths('XL'),
});
