import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_SIZE,
  averageCardHeight,
  chunkKey,
  chunkStarts,
  createChunkHeights,
  placeholderHeight,
  rememberHeight,
  watchAverageCardHeight,
} from './cardWindow';

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

describe('the average a never-drawn chunk is sized by', () => {
  it('tells its watchers when it moves by a pixel per card or more, and not for less', () => {
    const heights = createChunkHeights();
    const told = vi.fn();
    const stop = watchAverageCardHeight(heights, told);
    rememberHeight(heights, chunkKey('r0c0', 0), 1000, 10);
    expect(told).toHaveBeenCalledTimes(1);
    expect(averageCardHeight(heights)).toBe(100);
    rememberHeight(heights, chunkKey('r0c0', 10), 1005, 10);
    expect(told).toHaveBeenCalledTimes(1);
    rememberHeight(heights, chunkKey('r0c1', 0), 1300, 10);
    expect(told).toHaveBeenCalledTimes(2);
    expect(placeholderHeight(heights, chunkKey('r0c4', 0), 10)).toBe(Math.round(averageCardHeight(heights) * 10));
    stop();
    rememberHeight(heights, chunkKey('r0c2', 0), 3000, 10);
    expect(told).toHaveBeenCalledTimes(2);
  });
});
