import { makeStyles, tokens } from '@fluentui/react-components';
import { type BoardConfig, type CardSize, columnWidthsOf } from '@listboard/shared';

/**
 * Spec 2 section 9 (the reading spec 1 section 9 also gives): card width bounds and the minimum column
 * width per card size (default L). The two must agree: a column of size M is at least 360 px wide and
 * holds cards of exactly 180 px, which only fits as two cards side by side, so an M column lays its cards
 * out two across, in reading order: left to right, then down; the order of a column, and every keyboard
 * step through it, follows that reading order. L and XL columns hold one card across. A column takes
 * its share of the board's width (columnShares), but is never narrower than the spec's minimum nor than
 * its cards, the gap between them and its own padding (L keeps 300, XL and M grow by that padding); a
 * wider column centres its cards, which keep their maximum width.
 */
export const CARD_SIZES: Record<CardSize, { cardMin: number; cardMax: number; columnMin: number; cardsAcross: number }> = {
  M: { cardMin: 180, cardMax: 180, columnMin: 360, cardsAcross: 2 },
  L: { cardMin: 280, cardMax: 360, columnMin: 300, cardsAcross: 1 },
  XL: { cardMin: 340, cardMax: 380, columnMin: 340, cardsAcross: 1 },
};

/** Horizontal padding of a column on each side of its cards (tokens.spacingHorizontalS). */
const COLUMN_PADDING = 8;
/** A column's border on each side (tokens.strokeWidthThick), drawn while a card is carried over it. */
const COLUMN_BORDER = 2;
/** Space between cards side by side (tokens.spacingHorizontalS). */
const CARD_GAP = 8;

/** The width of `across` cards of `width` px side by side with the column's padding and border. */
function cardsWidth(size: CardSize, width: number): number {
  const { cardsAcross } = CARD_SIZES[size];
  return cardsAcross * width + (cardsAcross - 1) * CARD_GAP + 2 * (COLUMN_PADDING + COLUMN_BORDER);
}

const columnMinWidth = (size: CardSize) => Math.max(CARD_SIZES[size].columnMin, cardsWidth(size, CARD_SIZES[size].cardMin));

export function columnWidths(size: CardSize) {
  return { minWidth: `${columnMinWidth(size)}px` };
}

/** Space between columns (tokens.spacingHorizontalS). */
const COLUMN_GAP = 8;

/**
 * The least width of a lane's `count` columns side by side, set on the lane: the shares are percentages,
 * and a content-sized lane (max-content) would grow until the smallest share reached its minimum.
 */
export function columnsMinWidth(size: CardSize, count: number): string {
  return `${count * columnMinWidth(size) + Math.max(0, count - 1) * COLUMN_GAP}px`;
}

/**
 * Each column's share of the board's width by column value (columnCols, or equal shares on a board
 * that stores none). A cell's flex basis is its share in percent and every cell shrinks in proportion
 * to it, so the cells of every lane line up and split the width left by the gaps in those proportions;
 * a cell at its minimum width stays there and the others keep their proportions. (A basis of 0 with
 * flex-grow by share would be off by the cells' padding, which the basis cannot go below.)
 */
export function columnShares(board: Pick<BoardConfig, 'columnDefinitions' | 'columnCols'>): ReadonlyMap<string, number> {
  const widths = columnWidthsOf(board.columnDefinitions.length, board.columnCols);
  return new Map(board.columnDefinitions.map((column, index) => [column.value, widths[index]]));
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
  base: {
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    // The basis is the column's share (ColumnCell); a column shown alone (a phone) has none and takes the whole width.
    flexGrow: 1,
    flexShrink: 1,
    flexBasis: 0,
    // Shares and minimums are of the whole column, padding and border included, so columns split the lane exactly.
    boxSizing: 'border-box',
    // A column is as wide as its share, not its content: a long title or field value cannot widen the lane.
    contain: 'inline-size',
  },
  M: { ...columnWidths('M'), [PHONE]: { minWidth: `${CARD_SIZES.M.cardMin + 2 * (COLUMN_PADDING + COLUMN_BORDER)}px` } },
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
