import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ORDER,
  compareByOrder,
  orderBetween,
  ordersBetween,
  placeInSequence,
  placeRunInSequence,
  renumberedOrders,
  roundOrder,
} from './order';

describe('orderBetween', () => {
  it('gives the default order in an empty column', () => {
    expect(orderBetween(undefined, undefined)).toBe(DEFAULT_ORDER);
  });
  it('places first 10 below and last 10 above the neighbour', () => {
    expect(orderBetween(null, 1000)).toBe(990);
    expect(orderBetween(1000, null)).toBe(1010);
  });
  it('takes the midpoint with 5 decimals', () => {
    expect(orderBetween(1000, 1010)).toBe(1005);
    expect(orderBetween(1, 2.000001)).toBe(1.5);
    expect(orderBetween(0.00001, 0.00004)).toBe(0.00003);
  });
  it('reports an exhausted gap instead of colliding', () => {
    let low = 1000;
    const high = 1010;
    let inserts = 0;
    for (;;) {
      const next = orderBetween(low, high);
      if (next === null) break;
      expect(next).toBeGreaterThan(low);
      expect(next).toBeLessThan(high);
      low = next;
      inserts += 1;
    }
    expect(inserts).toBeGreaterThan(15);
    expect(inserts).toBeLessThan(25);
    expect(orderBetween(5, 5)).toBeNull();
  });
});

describe('renumbering', () => {
  it('places a moved id after its previous neighbour', () => {
    expect(placeInSequence(['a', 'b', 'c'], 'x', 'a', 'b')).toEqual(['a', 'x', 'b', 'c']);
  });
  it('places before the next neighbour when there is no previous one', () => {
    expect(placeInSequence(['a', 'b', 'c'], 'x', null, 'a')).toEqual(['x', 'a', 'b', 'c']);
  });
  it('moves an id already in the sequence and appends when no neighbour is known', () => {
    expect(placeInSequence(['a', 'x', 'b'], 'x', 'b')).toEqual(['a', 'b', 'x']);
    expect(placeInSequence(['a', 'b'], 'x')).toEqual(['a', 'b', 'x']);
  });
  it('spaces the column evenly so gaps open again', () => {
    const orders = renumberedOrders(['a', 'b', 'c']);
    expect([...orders.values()]).toEqual([1000, 1010, 1020]);
    expect(orderBetween(orders.get('a'), orders.get('b'))).toBe(1005);
  });
  it('shifts the grid off every order the column holds, so a card that keeps its old order shares it with none', () => {
    expect([...renumberedOrders(['a', 'b', 'c'], [1010, 7]).values()]).toEqual([1005, 1015, 1025]);
    expect([...renumberedOrders(['a', 'b'], [1000, 1005, 1012.5]).values()]).toEqual([1007.5, 1017.5]);
  });
  it('finds a free grid for any orders a column of up to 500 cards can hold', () => {
    // Orders anywhere, and orders on the grids of earlier renumberings, which are the ones that collide.
    const gridOrder = fc
      .tuple(fc.integer({ min: 0, max: 520 }), fc.constantFrom(0, 5, 2.5, 7.5, 1.25, 3.75))
      .map(([k, o]) => 1000 + o + 10 * k);
    const order = fc.oneof(fc.double({ min: 990, max: 6000, noNaN: true }).map(roundOrder), gridOrder);
    fc.assert(
      fc.property(fc.array(order, { maxLength: 500 }), fc.integer({ min: 1, max: 500 }), (taken, length) => {
        const orders = [
          ...renumberedOrders(
            Array.from({ length }, (_, index) => `c${index}`),
            taken,
          ).values(),
        ];
        expect(orders.filter((value) => taken.includes(value))).toEqual([]);
        expect(orders.every((value, index) => index === 0 || Math.abs(value - orders[index - 1] - 10) < 1e-6)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it('never runs out when a gap is renumbered each time it closes', () => {
    let sequence = ['a', 'b'];
    let orders = renumberedOrders(sequence);
    for (let i = 0; i < 200; i += 1) {
      const id = `n${i}`;
      let order = orderBetween(orders.get(sequence[0]), orders.get(sequence[1]));
      if (order === null) {
        orders = renumberedOrders(sequence);
        order = orderBetween(orders.get(sequence[0]), orders.get(sequence[1]));
      }
      expect(order).not.toBeNull();
      sequence = placeInSequence(sequence, id, sequence[0]);
      orders.set(id, order as number);
      const values = sequence.map((s) => orders.get(s) as number);
      expect(new Set(values).size).toBe(values.length);
      expect([...values].sort((p, q) => p - q)).toEqual(values);
    }
  });
});

describe('order helpers', () => {
  it('rounds to 5 decimals', () => {
    expect(roundOrder(1.123456789)).toBe(1.12346);
  });
  it('sorts missing orders last and ties by id', () => {
    const items = [
      { id: 3, order: null },
      { id: 2, order: 5 },
      { id: 1, order: 5 },
    ];
    expect(items.sort(compareByOrder).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('placeRunInSequence', () => {
  it('puts a run after its previous card, keeping the run in the given order', () => {
    expect(placeRunInSequence(['a', 'b', 'c', 'x'], ['x', 'y'], 'a', 'b')).toEqual(['a', 'x', 'y', 'b', 'c']);
  });
  it('puts a run before its next card when the previous one is unknown, else at the end', () => {
    expect(placeRunInSequence(['a', 'b'], ['y', 'x'], 'gone', 'a')).toEqual(['y', 'x', 'a', 'b']);
    expect(placeRunInSequence(['a', 'b'], ['y'], null, null)).toEqual(['a', 'b', 'y']);
  });
});

describe('ordersBetween', () => {
  it('spreads a run evenly in a gap', () => {
    expect(ordersBetween(1000, 1010, 4)).toEqual([1002, 1004, 1006, 1008]);
  });
  it('steps 10 apart at either end of a column, and from the default in an empty one', () => {
    expect(ordersBetween(null, 1000, 2)).toEqual([980, 990]);
    expect(ordersBetween(1000, null, 2)).toEqual([1010, 1020]);
    expect(ordersBetween(undefined, undefined, 3)).toEqual([DEFAULT_ORDER, DEFAULT_ORDER + 10, DEFAULT_ORDER + 20]);
  });
  it('answers null when the gap cannot hold the run', () => {
    expect(ordersBetween(1, 1.00002, 2)).toBeNull();
  });
  it('always gives ascending orders strictly inside the gap, or null', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (low, width, count) => {
          const start = roundOrder(low);
          const end = roundOrder(low + width);
          const orders = ordersBetween(start, end, count);
          if (orders === null) return end - start < (count + 1) * 2e-5;
          return orders.length === count && orders.every((o, i) => o > (i === 0 ? start : orders[i - 1]) && o < end);
        },
      ),
    );
  });
});
