import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type LoadCard, loadsOf, peopleOverLimit } from './personWip';

const STARTED = new Set(['In Progress', 'Review']);
const ALEX = 1;
const MEGAN = 2;

const BOARD: LoadCard[] = [
  { id: 'a', column: 'In Progress', people: [ALEX] },
  { id: 'b', column: 'Review', people: [ALEX, MEGAN] },
  { id: 'c', column: 'Not Started', people: [ALEX] },
  { id: 'd', column: 'Completed', people: [MEGAN] },
];

describe('WIP per person', () => {
  it("counts a person's started cards only, each card once", () => {
    expect(loadsOf([...BOARD, { id: 'e', column: 'Review', people: [MEGAN, MEGAN] }], STARTED)).toEqual(
      new Map([
        [ALEX, 2],
        [MEGAN, 2],
      ]),
    );
  });

  it('refuses a move or an assignment that takes someone past the limit, and names only them', () => {
    expect(peopleOverLimit(2, STARTED, BOARD, { id: 'c', column: 'In Progress', people: [ALEX] })).toEqual([ALEX]);
    expect(peopleOverLimit(2, STARTED, BOARD, { id: 'a', column: 'In Progress', people: [ALEX, MEGAN] })).toEqual([]);
    expect(peopleOverLimit(1, STARTED, BOARD, { id: 'new', column: 'Review', people: [ALEX, MEGAN] })).toEqual([ALEX, MEGAN]);
  });

  it('lets through a write that adds to nobody’s load: within the started columns, out of them, or into a column not started', () => {
    expect(peopleOverLimit(1, STARTED, BOARD, { id: 'b', column: 'In Progress', people: [ALEX, MEGAN] })).toEqual([]);
    expect(peopleOverLimit(1, STARTED, BOARD, { id: 'a', column: 'Completed', people: [ALEX] })).toEqual([]);
    expect(peopleOverLimit(0, STARTED, BOARD, { id: 'new', column: 'Not Started', people: [ALEX] })).toEqual([]);
  });

  it('never lets a sequence of refused-or-applied writes take anyone past the limit who was within it', () => {
    const columns = ['Not Started', 'In Progress', 'Review', 'Completed'];
    const write = fc.record({
      card: fc.integer({ min: 0, max: 7 }),
      column: fc.constantFrom(...columns),
      people: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.array(write, { maxLength: 40 }), (limit, writes) => {
        let cards: LoadCard[] = [];
        for (const { card, column, people } of writes) {
          const after = { id: String(card), column, people };
          if (peopleOverLimit(limit, STARTED, cards, after).length > 0) continue;
          cards = [...cards.filter((c) => c.id !== after.id), after];
          for (const load of loadsOf(cards, STARTED).values()) expect(load).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 300 },
    );
  });
});
