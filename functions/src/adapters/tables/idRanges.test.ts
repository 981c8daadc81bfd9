import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idRanges } from './idRanges';

const inRange = (id: number, { from, below }: { from: number | null; below: number | null }) =>
  (from === null || id >= from) && (below === null || id < below);

describe('idRanges', () => {
  it('reads a small list in one query, unbounded', () => {
    expect(idRanges(0)).toEqual([{ from: null, below: null }]);
    expect(idRanges(1000)).toEqual([{ from: null, below: null }]);
  });

  it('splits a larger list into up to four even ranges, the first and last open', () => {
    expect(idRanges(2000)).toEqual([
      { from: null, below: 1001 },
      { from: 1001, below: null },
    ]);
    expect(idRanges(5000)).toEqual([
      { from: null, below: 1251 },
      { from: 1251, below: 2501 },
      { from: 2501, below: 3751 },
      { from: 3751, below: null },
    ]);
    expect(idRanges(1_000_000)).toHaveLength(4);
  });

  it('puts every id, also one given after the highest it was told of, in exactly one range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 400_000 }), (highestId, id) => {
        expect(idRanges(highestId).filter((range) => inRange(id, range))).toHaveLength(1);
      }),
    );
  });
});
