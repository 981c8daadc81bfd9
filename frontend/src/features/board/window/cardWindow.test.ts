import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkStarts, createChunkHeights, placeholderHeight, rememberHeight } from './cardWindow';

describe('the card window', () => {
  it(`cuts a cell into chunks of ${CHUNK_SIZE} cards, the last one shorter`, () => {
    expect(chunkStarts(0)).toEqual([]);
    expect(chunkStarts(CHUNK_SIZE)).toEqual([0]);
    expect(chunkStarts(2 * CHUNK_SIZE + 5)).toEqual([0, CHUNK_SIZE, 2 * CHUNK_SIZE]);
  });

  it('keeps a drawn chunk as tall as it was, and estimates the others from what the cell has measured', () => {
    const heights = createChunkHeights();
    expect(placeholderHeight(heights, 0, CHUNK_SIZE)).toBe(110 * CHUNK_SIZE);
    rememberHeight(heights, 0, 80 * CHUNK_SIZE, CHUNK_SIZE);
    rememberHeight(heights, CHUNK_SIZE, 120 * CHUNK_SIZE, CHUNK_SIZE);
    expect(placeholderHeight(heights, 0, CHUNK_SIZE)).toBe(80 * CHUNK_SIZE);
    expect(placeholderHeight(heights, 2 * CHUNK_SIZE, 5)).toBe(500);
    rememberHeight(heights, 3 * CHUNK_SIZE, 0, CHUNK_SIZE);
    expect(placeholderHeight(heights, 3 * CHUNK_SIZE, CHUNK_SIZE)).toBe(100 * CHUNK_SIZE);
  });
});
