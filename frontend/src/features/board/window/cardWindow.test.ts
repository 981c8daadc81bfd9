import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkKey, chunkStarts, createChunkHeights, placeholderHeight, rememberHeight } from './cardWindow';

describe('the card window', () => {
  it(`cuts a cell into chunks of ${CHUNK_SIZE} cards, the last one shorter`, () => {
    expect(chunkStarts(0)).toEqual([]);
    expect(chunkStarts(CHUNK_SIZE)).toEqual([0]);
    expect(chunkStarts(2 * CHUNK_SIZE + 5)).toEqual([0, CHUNK_SIZE, 2 * CHUNK_SIZE]);
  });

  it('keeps a drawn chunk as tall as it was, and estimates the others from what the board has measured', () => {
    const heights = createChunkHeights();
    const todo = (start: number) => chunkKey('r0c0', start);
    expect(placeholderHeight(heights, todo(0), CHUNK_SIZE)).toBe(110 * CHUNK_SIZE);
    rememberHeight(heights, todo(0), 80 * CHUNK_SIZE, CHUNK_SIZE);
    rememberHeight(heights, todo(CHUNK_SIZE), 120 * CHUNK_SIZE, CHUNK_SIZE);
    expect(placeholderHeight(heights, todo(0), CHUNK_SIZE)).toBe(80 * CHUNK_SIZE);
    expect(placeholderHeight(heights, todo(2 * CHUNK_SIZE), 5)).toBe(500);
    // A column never drawn is estimated from the others; a chunk drawn again replaces its old height.
    expect(placeholderHeight(heights, chunkKey('r0c7', 0), CHUNK_SIZE)).toBe(100 * CHUNK_SIZE);
    rememberHeight(heights, todo(CHUNK_SIZE), 100 * CHUNK_SIZE, CHUNK_SIZE);
    expect(placeholderHeight(heights, chunkKey('r0c7', 0), CHUNK_SIZE)).toBe(90 * CHUNK_SIZE);
    rememberHeight(heights, todo(3 * CHUNK_SIZE), 0, CHUNK_SIZE);
    expect(placeholderHeight(heights, todo(3 * CHUNK_SIZE), CHUNK_SIZE)).toBe(90 * CHUNK_SIZE);
  });
});
