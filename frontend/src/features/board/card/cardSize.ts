import { makeStyles, tokens } from '@fluentui/react-components';
import type { CardSize } from '@listboard/shared';

/**
 * Spec 2 section 9 (the reading spec 1 section 9 also gives): card width bounds and the minimum column
 * width per card size (default L). The two must agree: a column of size M is at least 360 px wide and
 * holds cards of exactly 180 px, which only fits as two cards side by side, so an M column lays its cards
 * out two across (the runtime board's columnCols), in reading order: left to right, then down; the
 * order of a column, and every keyboard step through it, follows that reading order. L and XL columns
 * hold one card across. A column is never narrower than the spec's minimum nor than its cards, the
 * gap between them and its own padding (L keeps 300, XL and M grow by that padding).
 */
export const CARD_SIZES: Record<CardSize, { cardMin: number; cardMax: number; columnMin: number; cardsAcross: number }> = {
  M: { cardMin: 180, cardMax: 180, columnMin: 360, cardsAcross: 2 },
  L: { cardMin: 280, cardMax: 360, columnMin: 300, cardsAcross: 1 },
  XL: { cardMin: 340, cardMax: 380, columnMin: 340, cardsAcross: 1 },
};

/** Horizontal padding of a column on each side of its cards (tokens.spacingHorizontalS). */
const COLUMN_PADDING = 8;
/** Space between cards side by side (tokens.spacingHorizontalS). */
const CARD_GAP = 8;

/** The width of `across` cards of `width` px side by side with the column's padding. */
function cardsWidth(size: CardSize, width: number): number {
  const { cardsAcross } = CARD_SIZES[size];
  return cardsAcross * width + (cardsAcross - 1) * CARD_GAP + 2 * COLUMN_PADDING;
}

export function columnWidths(size: CardSize) {
  const { cardMin, cardMax, columnMin } = CARD_SIZES[size];
  return {
    minWidth: `${Math.max(columnMin, cardsWidth(size, cardMin))}px`,
    maxWidth: `${Math.max(columnMin, cardsWidth(size, cardMax))}px`,
  };
}

export function cardWidths(size: CardSize) {
  const { cardMin, cardMax } = CARD_SIZES[size];
  return { minWidth: `${cardMin}px`, maxWidth: `${cardMax}px` };
}

/** Whether a column of this size lays its cards out in a grid (several across) rather than a list. */
export function holdsCardsAcross(size: CardSize): boolean {
  return CARD_SIZES[size].cardsAcross > 1;
}

/**
 * A phone (spec 1 section 9: up to 768 px, the same query as useIsMobile) shows one column at a time, and
 * two M cards side by side do not fit beside its edges: there an M column holds its cards one across.
 */
const PHONE = '@media (max-width: 768px)';

export const useColumnSizeStyles = makeStyles({
  base: { paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS, flexGrow: 1, flexShrink: 0, flexBasis: 0 },
  M: { ...columnWidths('M'), [PHONE]: { minWidth: `${CARD_SIZES.M.cardMin + 2 * COLUMN_PADDING}px` } },
  L: columnWidths('L'),
  XL: columnWidths('XL'),
  // The cards of an M column, two across (see CARD_SIZES).
  cardsAcross: {
    display: 'grid',
    gridTemplateColumns: `repeat(${CARD_SIZES.M.cardsAcross}, ${CARD_SIZES.M.cardMax}px)`,
    justifyContent: 'center',
    columnGap: `${CARD_GAP}px`,
    [PHONE]: { gridTemplateColumns: `${CARD_SIZES.M.cardMax}px` },
  },
});
