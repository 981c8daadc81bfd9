import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkStarts, createChunkHeights, placeholderHeight, rememberHeight } from './cardWindow';

describe('the card window', () => {
  it('cuts a cell into chunks of 20 cards, the last one shorter', () => {
    expect(chunkStarts(0)).toEqual([]);
    expect(chunkStarts(20)).toEqual([0]);
    expect(chunkStarts(45)).toEqual([0, 20, 40]);
  });

  it('keeps a drawn chunk as tall as it was, and estimates the others from what the cell has measured', () => {
    const heights = createChunkHeights();
    expect(placeholderHeight(heights, 0, CHUNK_SIZE)).toBe(2200);
    rememberHeight(heights, 0, 1600, CHUNK_SIZE);
    rememberHeight(heights, 20, 2400, CHUNK_SIZE);
    expect(placeholderHeight(heights, 0, CHUNK_SIZE)).toBe(1600);
    expect(placeholderHeight(heights, 40, 5)).toBe(500);
    rememberHeight(heights, 60, 0, CHUNK_SIZE);
    expect(placeholderHeight(heights, 60, CHUNK_SIZE)).toBe(2000);
  });
});
