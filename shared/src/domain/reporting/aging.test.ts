import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CardHistory } from './cardHistory';
import {
  AGING_MIN_SAMPLES,
  ageMarksAfterMove,
  ageMarksOf,
  agingScaleOf,
  boardFlowColumns,
  cardAgeOf,
  cycleTimeOf,
  flowColumnsOf,
  inColumnSince,
} from './aging';
import { COLUMNS, WEEK_BOARD, at, moves } from './testing/weekBoard';

const NOW = at('2026-11-10T12:00Z');
const DAY = 86_400_000;
const FLOW = flowColumnsOf(COLUMNS);
const card = (id: string) => WEEK_BOARD.find((history) => history.cardId === id) as CardHistory;

/** A card started `startedDaysAgo` days before NOW, finished after `cycleDays` days if given, else still in progress. */
function cardStarted(startedDaysAgo: number, cycleDays?: number): CardHistory {
  const started = NOW - startedDaysAgo * DAY;
  const steps: [string, string][] = [
    [new Date(started - DAY).toISOString(), 'Not Started'],
    [new Date(started).toISOString(), 'In Progress'],
  ];
  if (cycleDays !== undefined) steps.push([new Date(started + cycleDays * DAY).toISOString(), 'Completed']);
  return { cardId: `t:${startedDaysAgo}-${cycleDays}`, created: started - DAY, deleted: null, changes: moves(...steps) };
}

/** Ten cards finished in 1 to 10 days: median 5 days, 85th percentile 9, 95th 10. */
const TEN_FINISHED = Array.from({ length: 10 }, (_, index) => cardStarted(30, index + 1));

describe("a board's flow columns", () => {
  it('by default: the first column not started, the last finishing, the others started; a column chosen for both finishes', () => {
    expect(FLOW).toEqual({ started: new Set(['In Progress']), finishing: new Set(['Completed']) });
    expect(flowColumnsOf(['Backlog', 'Doing', 'Review', 'Done', 'Archived'], { finishing: ['Done', 'Archived'] })).toEqual({
      started: new Set(['Doing', 'Review']),
      finishing: new Set(['Done', 'Archived']),
    });
    expect(flowColumnsOf(['Backlog', 'Doing', 'Done'], { started: ['Doing', 'Done'], finishing: ['Done'] })).toEqual({
      started: new Set(['Doing']),
      finishing: new Set(['Done']),
    });
  });

  it("from a board's columns: complete columns finish (else the last), each other is started as it says or by position", () => {
    const column = (value: string, isComplete = false, isStarted: boolean | null = null) => ({ value, isComplete, isStarted });
    expect(boardFlowColumns([column('New'), column('Doing'), column('Done')])).toEqual({
      started: new Set(['Doing']),
      finishing: new Set(['Done']),
    });
    expect(
      boardFlowColumns([
        column('Ideas', false, false),
        column('Ready', false, false),
        column('Doing'),
        column('Done', true),
        column('Gone', true),
      ]),
    ).toEqual({ started: new Set(['Doing']), finishing: new Set(['Done', 'Gone']) });
    expect(boardFlowColumns([column('Urgent', false, true), column('Done', true), column('Later', false, false)])).toEqual({
      started: new Set(['Urgent']),
      finishing: new Set(['Done']),
    });
  });
});

describe("a card's age marks, from its history and after a live move", () => {
  const history = (...steps: [string, string][]): CardHistory => ({
    cardId: 'x',
    created: at(steps[0][0]),
    deleted: null,
    changes: moves(...steps),
  });
  const FOUR = flowColumnsOf(['Not Started', 'In Progress', 'Review', 'Completed']);

  it('marks when the card came into its column, and its first start while it is in a started column', () => {
    const card = history(['2026-11-01T09:00Z', 'Not Started'], ['2026-11-02T09:00Z', 'In Progress'], ['2026-11-04T09:00Z', 'Review']);
    expect(ageMarksOf(card, FOUR, NOW)).toEqual({ since: at('2026-11-04T09:00Z'), started: at('2026-11-02T09:00Z') });
    const done = history(['2026-11-01T09:00Z', 'In Progress'], ['2026-11-03T09:00Z', 'Completed']);
    expect(ageMarksOf(done, FOUR, NOW)).toEqual({ since: at('2026-11-03T09:00Z') });
    expect(ageMarksOf({ ...done, deleted: at('2026-11-05T09:00Z') }, FOUR, NOW)).toBeNull();
  });

  it('after a live move: in the new column since then, started then unless it was started already, unchanged in place', () => {
    const started = { since: 5, started: 2 };
    expect(ageMarksAfterMove(started, 'In Progress', 'In Progress', 9, FOUR)).toBe(started);
    expect(ageMarksAfterMove(started, 'In Progress', 'Review', 9, FOUR)).toEqual({ since: 9, started: 2 });
    expect(ageMarksAfterMove({ since: 5 }, 'Not Started', 'In Progress', 9, FOUR)).toEqual({ since: 9, started: 9 });
    expect(ageMarksAfterMove(started, 'Review', 'Completed', 9, FOUR)).toEqual({ since: 9 });
    expect(ageMarksAfterMove(undefined, 'In Progress', 'Review', 9, FOUR)).toEqual({ since: 9, started: 9 });
  });
});

describe("a card's time in its column and its cycle time", () => {
  it('counts from the last move into its column, and from its first start to its finish', () => {
    expect(inColumnSince(card('t:backAndForth'), NOW)).toBe(at('2026-11-06T10:00Z'));
    expect(inColumnSince(card('t:waiting'), NOW)).toBe(at('2026-11-03T08:00Z'));
    expect(inColumnSince(card('t:deleted'), NOW)).toBeNull();
    // Started on the 3rd, sent back on the 4th, started again on the 5th, finished on the 6th: three days.
    expect(cycleTimeOf(card('t:backAndForth'), FLOW, NOW)).toBe(3 * DAY);
    expect(cycleTimeOf(card('t:old'), FLOW, NOW)).toBe(6 * DAY);
    expect(cycleTimeOf(card('t:waiting'), FLOW, NOW)).toBeNull();
  });
});

describe('the aging scale and a card’s age', () => {
  it(`has no scale below ${AGING_MIN_SAMPLES} finished cards, and reads the percentiles of their cycle times`, () => {
    expect(agingScaleOf(TEN_FINISHED.slice(1), FLOW, NOW)).toBeNull();
    expect(agingScaleOf(TEN_FINISHED, FLOW, NOW)).toEqual({ p50: 5 * DAY, p85: 9 * DAY, p95: 10 * DAY, samples: 10 });
  });

  it('marks a started card early, due, late or overdue by its age since it was started', () => {
    const scale = agingScaleOf(TEN_FINISHED, FLOW, NOW);
    const levels = [3, 5, 9.5, 11].map((days) => cardAgeOf(cardStarted(days), FLOW, scale, NOW)?.level);
    expect(levels).toEqual(['early', 'due', 'late', 'overdue']);
    expect(cardAgeOf(cardStarted(3), FLOW, scale, NOW)).toEqual({ inColumnMs: 3 * DAY, workAgeMs: 3 * DAY, level: 'early' });
    // Not started, or finished: its time in the column, no mark.
    expect(cardAgeOf(card('t:waiting'), FLOW, scale, NOW)).toEqual({
      inColumnMs: NOW - at('2026-11-03T08:00Z'),
      workAgeMs: null,
      level: null,
    });
    expect(cardAgeOf(card('t:old'), FLOW, scale, NOW)?.level).toBeNull();
    // Without a scale, a started card shows its age alone.
    expect(cardAgeOf(cardStarted(11), FLOW, null, NOW)).toEqual({ inColumnMs: 11 * DAY, workAgeMs: 11 * DAY, level: null });
  });

  it('never marks an older card less urgently than a younger one', () => {
    const order = ['early', 'due', 'late', 'overdue'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: AGING_MIN_SAMPLES, maxLength: 30 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        (cycleDays, younger, older) => {
          fc.pre(younger <= older);
          const scale = agingScaleOf(
            cycleDays.map((days) => cardStarted(100, days)),
            FLOW,
            NOW,
          );
          const level = (days: number) => order.indexOf(cardAgeOf(cardStarted(days), FLOW, scale, NOW)?.level ?? '');
          expect(level(younger)).toBeLessThanOrEqual(level(older));
        },
      ),
      { numRuns: 100 },
    );
  });
});
