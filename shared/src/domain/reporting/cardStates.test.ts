import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardHistory } from './cardHistory';
import { dueAt, dueChangedAt, isAliveAt, membersAt, statusAt, statusSpans } from './cardStates';

const at = (iso: string) => Date.parse(iso);

/**
 * Created on 2 November in Not Started with a due date and Ann; to In Progress on the 3rd, back to Not
 * Started on the 4th (Bob joins), In Progress again on the 5th (due date moved), saved again in In
 * Progress on the 6th (no move), Completed on the 7th, deleted on the 9th.
 */
const backAndForth: CardHistory = {
  cardId: 'tasks:1',
  created: at('2026-11-02T10:00Z'),
  deleted: at('2026-11-09T10:00Z'),
  changes: [
    { at: at('2026-11-02T10:00Z'), status: 'Not Started', due: at('2026-11-05T23:00Z'), members: ['Ann'] },
    { at: at('2026-11-03T10:00Z'), status: 'In Progress' },
    { at: at('2026-11-04T10:00Z'), status: 'Not Started', members: ['Ann', 'Bob'] },
    { at: at('2026-11-05T10:00Z'), status: 'In Progress', due: at('2026-11-08T23:00Z') },
    { at: at('2026-11-06T10:00Z'), status: 'In Progress' },
    { at: at('2026-11-07T10:00Z'), status: 'Completed' },
  ],
};

describe("a card's state at an instant", () => {
  it('is what its latest version at or before the instant set', () => {
    expect(statusAt(backAndForth, at('2026-11-02T10:00Z'))).toBe('Not Started');
    expect(statusAt(backAndForth, at('2026-11-03T09:59Z'))).toBe('Not Started');
    expect(statusAt(backAndForth, at('2026-11-03T10:00Z'))).toBe('In Progress');
    expect(statusAt(backAndForth, at('2026-11-08T00:00Z'))).toBe('Completed');
    expect(dueAt(backAndForth, at('2026-11-05T09:00Z'))).toBe(at('2026-11-05T23:00Z'));
    expect(dueAt(backAndForth, at('2026-11-05T10:00Z'))).toBe(at('2026-11-08T23:00Z'));
    expect(dueChangedAt(backAndForth, at('2026-11-08T00:00Z'))).toBe(at('2026-11-05T10:00Z'));
    expect(membersAt(backAndForth, at('2026-11-03T12:00Z'))).toEqual(['Ann']);
    expect(membersAt(backAndForth, at('2026-11-04T12:00Z'))).toEqual(['Ann', 'Bob']);
  });

  it("is empty before the card's first version", () => {
    const before = at('2026-11-01T00:00Z');
    const states = [
      statusAt(backAndForth, before),
      dueAt(backAndForth, before),
      dueChangedAt(backAndForth, before),
      membersAt(backAndForth, before),
    ];
    expect(states).toEqual([null, null, null, []]);
  });

  it('is alive from its creation (included) to its deletion (excluded)', () => {
    expect(isAliveAt(backAndForth, at('2026-11-02T10:00Z') - 1)).toBe(false);
    expect(isAliveAt(backAndForth, at('2026-11-02T10:00Z'))).toBe(true);
    expect(isAliveAt(backAndForth, at('2026-11-09T10:00Z') - 1)).toBe(true);
    expect(isAliveAt(backAndForth, at('2026-11-09T10:00Z'))).toBe(false);
    expect(isAliveAt({ ...backAndForth, deleted: null }, at('2040-01-01T00:00Z'))).toBe(true);
  });
});

describe('the periods a card spent in each status', () => {
  it('run from its creation to its deletion, a save without a move merged into its period', () => {
    expect(statusSpans(backAndForth, at('2027-01-01T00:00Z'))).toEqual([
      { status: 'Not Started', from: at('2026-11-02T10:00Z'), to: at('2026-11-03T10:00Z') },
      { status: 'In Progress', from: at('2026-11-03T10:00Z'), to: at('2026-11-04T10:00Z') },
      { status: 'Not Started', from: at('2026-11-04T10:00Z'), to: at('2026-11-05T10:00Z') },
      { status: 'In Progress', from: at('2026-11-05T10:00Z'), to: at('2026-11-07T10:00Z') },
      { status: 'Completed', from: at('2026-11-07T10:00Z'), to: at('2026-11-09T10:00Z') },
    ]);
  });

  it('stop at `until`, and are none before the card exists', () => {
    expect(statusSpans(backAndForth, at('2026-11-03T16:00Z'))).toEqual([
      { status: 'Not Started', from: at('2026-11-02T10:00Z'), to: at('2026-11-03T10:00Z') },
      { status: 'In Progress', from: at('2026-11-03T10:00Z'), to: at('2026-11-03T16:00Z') },
    ]);
    expect(statusSpans(backAndForth, at('2026-11-02T10:00Z'))).toEqual([]);
  });

  it('leave out a status that lasted no time, joining the periods around it', () => {
    const card: CardHistory = {
      cardId: 'tasks:2',
      created: 0,
      deleted: null,
      changes: [
        { at: 0, status: 'A' },
        { at: 10, status: 'B' },
        { at: 10, status: 'A' },
        { at: 20, status: null },
      ],
    };
    expect(statusSpans(card, 30)).toEqual([
      { status: 'A', from: 0, to: 20 },
      { status: null, from: 20, to: 30 },
    ]);
  });

  it("hold, at every instant of the card's life, the status it had then", () => {
    const statuses = fc.constantFrom('A', 'B', 'C', null);
    const card = fc
      .record({
        moves: fc.array(fc.record({ after: fc.integer({ min: 0, max: 50 }), status: statuses }), { maxLength: 12 }),
        first: statuses,
        deletedAfter: fc.option(fc.integer({ min: 0, max: 700 })),
      })
      .map(({ moves, first, deletedAfter }): CardHistory => {
        let time = 100;
        const changes = [{ at: time, status: first }, ...moves.map((move) => ({ at: (time += move.after), status: move.status }))];
        return { cardId: 'tasks:3', created: 100, deleted: deletedAfter === null ? null : 100 + deletedAfter, changes };
      });
    fc.assert(
      fc.property(card, fc.integer({ min: 0, max: 800 }), (history, until) => {
        const spans = statusSpans(history, until);
        spans.forEach((span, index) => {
          expect(span.to).toBeGreaterThan(span.from);
          if (index > 0) expect([span.from, span.status === spans[index - 1].status]).toEqual([spans[index - 1].to, false]);
          for (const instant of [span.from, span.to - 1]) {
            expect(statusAt(history, instant)).toBe(span.status);
            expect(isAliveAt(history, instant)).toBe(true);
          }
        });
        const lived = spans.reduce((sum, span) => sum + span.to - span.from, 0);
        expect(lived).toBe(Math.max(0, Math.min(history.deleted ?? Infinity, until) - history.created));
      }),
    );
  });
});
