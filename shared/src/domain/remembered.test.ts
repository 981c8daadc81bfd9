import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes each key once, and starts over past its limit', () => {
    const calls: number[] = [];
    const square = remembered((n: number) => {
      calls.push(n);
      return n * n;
    }, 2);
    expect([square(2), square(2), square(3), square(2)]).toEqual([4, 4, 9, 4]);
    expect(calls).toEqual([2, 3]);
    square(4);
    square(2);
    expect(calls).toEqual([2, 3, 4, 2]);
  });
});
