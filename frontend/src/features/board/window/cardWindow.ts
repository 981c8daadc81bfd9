/**
 * A big board draws only the cards near the viewport (docs/performance.md). A cell's cards
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

/**
 * What the board has learned of its cards' heights, in pixels per card, by chunk (its cell and first card):
 * one store for the whole board, so a column never drawn yet (scrolled off to the side) is estimated
 * from the cards drawn elsewhere, not from a guess, and the lanes keep about their real heights.
 */
export interface ChunkHeights {
  byChunk: Map<string, number>;
  /** The sum of byChunk's values, kept as they change: every block asks for the average. */
  sum: number;
  /**
   * Told when the average moved by a pixel per card or more: a cell whose chunks were never drawn sizes its
   * blocks by it, and would otherwise keep the average of the moment it rendered (a column out of sight
   * to the right then ended far above or below the drawn ones, and its last card was not at the bottom).
   */
  listeners: Set<() => void>;
  /** The average the listeners were last told of. */
  toldAverage: number;
}

export function createChunkHeights(): ChunkHeights {
  return { byChunk: new Map(), sum: 0, listeners: new Set(), toldAverage: ESTIMATED_CARD_HEIGHT };
}

/** The board's drawn cards' average height, else the estimate. */
export function averageCardHeight(heights: ChunkHeights): number {
  return heights.byChunk.size > 0 ? heights.sum / heights.byChunk.size : ESTIMATED_CARD_HEIGHT;
}

/** Calls `listener` whenever the average moves by a pixel per card or more; answers how to stop. */
export function watchAverageCardHeight(heights: ChunkHeights, listener: () => void): () => void {
  heights.listeners.add(listener);
  return () => heights.listeners.delete(listener);
}

/** The key of the chunk starting at card `start` of cell `cell`. */
export function chunkKey(cell: string, start: number): string {
  return `${cell}|${start}`;
}

/** Keeps the height a chunk of `cards` had when it was last drawn with its cards. */
export function rememberHeight(heights: ChunkHeights, key: string, height: number, cards: number): void {
  if (height <= 0 || cards <= 0) return;
  heights.sum += height / cards - (heights.byChunk.get(key) ?? 0);
  heights.byChunk.set(key, height / cards);
  const average = averageCardHeight(heights);
  if (Math.abs(average - heights.toldAverage) < 1) return;
  heights.toldAverage = average;
  for (const listener of heights.listeners) listener();
}

/**
 * The height of the empty block standing in for a chunk of `cards`: as tall per card as it was when
 * drawn, else as the board's drawn chunks are on average, else the estimate.
 */
export function placeholderHeight(heights: ChunkHeights, key: string, cards: number): number {
  const perCard = heights.byChunk.get(key) ?? averageCardHeight(heights);
  return Math.round(perCard * cards);
}
