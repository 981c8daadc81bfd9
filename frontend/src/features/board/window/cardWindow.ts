/**
 * A big board draws only the cards near the viewport (issue 20; docs/performance.md). A cell's cards
 * are cut into chunks of CHUNK_SIZE; a chunk near the viewport holds its cards, any other chunk is an
 * empty block as tall as its cards were (or are estimated to be). Chunks rather than single cards:
 * one observed element per 20 cards, and a card's height needs no measuring of its own.
 */
export const CHUNK_SIZE = 10;

/** Boards with more cards than this are windowed; smaller ones draw every card (and find-in-page finds them). */
export const WINDOW_CARD_LIMIT = 600;

/**
 * How far beyond the viewport chunks get their cards: a screen above and below, so a scroll of
 * less than a screen never shows an empty block and a card dragged to the edge has neighbours.
 */
export const WINDOW_MARGIN = '100% 0px';

/** A card's height before any chunk of the cell was measured: a card with a title, a field line and its footer. */
const ESTIMATED_CARD_HEIGHT = 110;

/** The start of each chunk in a list of `count` cards. */
export function chunkStarts(count: number): number[] {
  return Array.from({ length: Math.ceil(count / CHUNK_SIZE) }, (_, index) => index * CHUNK_SIZE);
}

/** What the cell has learned of its cards' heights: per measured chunk (by its first card), pixels per card. */
export interface ChunkHeights {
  byChunk: Map<number, number>;
}

export function createChunkHeights(): ChunkHeights {
  return { byChunk: new Map() };
}

/** Keeps the height the chunk starting at `start`, of `cards`, had when it was last drawn with its cards. */
export function rememberHeight(heights: ChunkHeights, start: number, height: number, cards: number): void {
  if (height > 0 && cards > 0) heights.byChunk.set(start, height / cards);
}

/**
 * The height of the empty block standing in for the chunk starting at `start`, of `cards`: as tall per
 * card as it was when drawn, else as the cell's measured chunks are on average, else the estimate.
 */
export function placeholderHeight(heights: ChunkHeights, start: number, cards: number): number {
  const own = heights.byChunk.get(start);
  if (own !== undefined) return Math.round(own * cards);
  const known = [...heights.byChunk.values()];
  const perCard = known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : ESTIMATED_CARD_HEIGHT;
  return Math.round(perCard * cards);
}
