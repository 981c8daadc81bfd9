import { describe, expect, it } from 'vitest';
import { stepColumn, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('needs more than 20 px sideways', () => {
    expect(swipeDirection({ x: 100, y: 50 }, { x: 80, y: 50 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 50 }, { x: 79, y: 50 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 50 }, { x: 121, y: 50 })).toBe('previous');
  });

  it('needs less than 15 px up or down', () => {
    expect(swipeDirection({ x: 100, y: 50 }, { x: 20, y: 64 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 50 }, { x: 20, y: 65 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 50 }, { x: 180, y: 35 })).toBeNull();
  });
});

describe('stepColumn', () => {
  it('moves one column and stops at the ends', () => {
    expect(stepColumn(0, 4, 'next')).toBe(1);
    expect(stepColumn(3, 4, 'next')).toBe(3);
    expect(stepColumn(0, 4, 'previous')).toBe(0);
    expect(stepColumn(2, 4, 'previous')).toBe(1);
    expect(stepColumn(0, 0, 'next')).toBe(0);
  });
});
