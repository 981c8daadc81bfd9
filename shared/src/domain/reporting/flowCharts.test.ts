import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastMomentOf, reportBuckets } from './buckets';
import type { CardHistory } from './cardHistory';
import { isAliveAt, statusAt } from './cardStates';
import { COLUMNS, WEEK_BOARD, at, moves } from './testing/weekBoard';
import {
  burndown,
  cumulativeFlow,
  DEFAULT_BURNDOWN_END_STATUSES,
  DEFAULT_BURNDOWN_START_STATUSES,
  defaultLeadTimeStages,
  leadTimes,
} from './flowCharts';

const BERLIN = 'Europe/Berlin';
const WEEK = { start: '2026-11-02', end: '2026-11-08' };

/**
 * Berlin in November is UTC+1: each day below ends at 23:00Z. Monday 2 to Sunday 8 November 2026:
 *   backAndForth  Not Started 2nd 10:00, In Progress 3rd, Not Started 4th, In Progress 5th, Completed 6th (all 10:00Z)
 *   deleted       In Progress 2nd 12:00, Completed 4th 12:00, deleted 6th 12:00
 *   waiting       Not Started 3rd 08:00, never moves
 *   brief         In Progress 5th 09:00, deleted 5th 15:00 (new that day, never open at a day's end)
 *   old           In Progress since Sunday 1st 10:00, Completed 7th 10:00
 *
 * State at each day's end (Not Started / In Progress / Completed) and cards created that day:
 *   2nd  backAndForth NS, deleted IP, old IP                     1 / 2 / 0   created 2
 *   3rd  backAndForth IP, deleted IP, waiting NS, old IP         1 / 3 / 0   created 1
 *   4th  backAndForth NS, deleted C, waiting NS, old IP          2 / 1 / 1   created 0
 *   5th  backAndForth IP, deleted C, waiting NS, old IP          1 / 2 / 1   created 1 (brief)
 *   6th  backAndForth C, waiting NS, old IP                      1 / 1 / 1   created 0
 *   7th  backAndForth C, waiting NS, old C                       1 / 0 / 2   created 0
 *   8th  as the 7th                                              1 / 0 / 2   created 0
 */
const BOARD = WEEK_BOARD;

describe('the burndown chart', () => {
  it('gives per day the cards created, and those open and closed as the day ends', () => {
    expect(burndown(BOARD, WEEK, 'days', BERLIN)).toEqual([
      { label: '2026-11-02', created: 2, open: 2, closed: 0 },
      { label: '2026-11-03', created: 1, open: 3, closed: 0 },
      { label: '2026-11-04', created: 0, open: 1, closed: 1 },
      { label: '2026-11-05', created: 1, open: 2, closed: 1 },
      { label: '2026-11-06', created: 0, open: 1, closed: 1 },
      { label: '2026-11-07', created: 0, open: 0, closed: 2 },
      { label: '2026-11-08', created: 0, open: 0, closed: 2 },
    ]);
  });

  it('gives the same per week, the first and last clipped, with start statuses of its own', () => {
    // Sat 31 Oct - Sun 1 Nov: old created, open at its end. 2 - 8 Nov: four created. 9 - 10 Nov: nothing changes.
    expect(
      burndown(
        BOARD,
        { start: '2026-10-31', end: '2026-11-10' },
        'weeks',
        BERLIN,
        DEFAULT_BURNDOWN_START_STATUSES,
        DEFAULT_BURNDOWN_END_STATUSES,
      ),
    ).toEqual([
      { label: '2026-10-31', created: 1, open: 1, closed: 0 },
      { label: '2026-11-02', created: 4, open: 0, closed: 2 },
      { label: '2026-11-09', created: 0, open: 0, closed: 2 },
    ]);
    // Not Started and In Progress both open: on the 4th backAndForth and waiting (NS) and old (IP).
    expect(
      burndown(BOARD, { start: '2026-11-04', end: '2026-11-04' }, 'days', BERLIN, ['Not Started', 'In Progress'], ['Completed'])[0].open,
    ).toBe(3);
  });
});

describe('the cumulative flow chart', () => {
  it('gives per day the live cards in each column as the day ends, a deleted card gone after its deletion', () => {
    const flow = cumulativeFlow(BOARD, WEEK, BERLIN, COLUMNS);
    expect(flow.map((day) => [day.label, ...COLUMNS.map((column) => day.byColumn[column])])).toEqual([
      ['2026-11-02', 1, 2, 0],
      ['2026-11-03', 1, 3, 0],
      ['2026-11-04', 2, 1, 1],
      ['2026-11-05', 1, 2, 1],
      ['2026-11-06', 1, 1, 1],
      ['2026-11-07', 1, 0, 2],
      ['2026-11-08', 1, 0, 2],
    ]);
    expect(cumulativeFlow(BOARD, WEEK, BERLIN, ['In Progress'])[0].byColumn).toEqual({ 'In Progress': 2 });
  });

  it('totals, on every day, the live cards whose status is a column as the day ends', () => {
    const statuses = fc.constantFrom('Not Started', 'In Progress', 'Completed', 'Review', null);
    // Instants around a week over Berlin's spring change: 25 March to 2 April 2026, two days either side.
    const instants = fc.integer({ min: at('2026-03-23T00:00Z'), max: at('2026-04-04T00:00Z') });
    const card = fc
      .record({
        created: instants,
        first: statuses,
        later: fc.array(fc.record({ after: fc.integer({ min: 0, max: 3 * 86_400_000 }), status: statuses }), { maxLength: 6 }),
        lifetime: fc.option(fc.integer({ min: 0, max: 8 * 86_400_000 })),
      })
      .map(({ created, first, later, lifetime }): CardHistory => {
        let time = created;
        const changes = [{ at: created, status: first }, ...later.map((change) => ({ at: (time += change.after), status: change.status }))];
        return { cardId: 't:random', created, deleted: lifetime === null ? null : created + lifetime, changes };
      });
    const days = { start: '2026-03-25', end: '2026-04-02' };
    fc.assert(
      fc.property(fc.array(card, { maxLength: 25 }), (cards) => {
        const flow = cumulativeFlow(cards, days, BERLIN, COLUMNS);
        reportBuckets(days, 'days', BERLIN).forEach((bucket, index) => {
          const moment = lastMomentOf(bucket);
          const expected = cards.filter(
            (history) => isAliveAt(history, moment) && COLUMNS.includes(statusAt(history, moment) ?? ''),
          ).length;
          expect(Object.values(flow[index].byColumn).reduce((sum, count) => sum + count, 0)).toBe(expected);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('the lead time chart', () => {
  it('takes every column but Completed and Deferred as a stage by default', () => {
    expect(defaultLeadTimeStages(['Not Started', 'In Progress', 'Completed', 'Deferred', 'Review'])).toEqual([
      'Not Started',
      'In Progress',
      'Review',
    ]);
  });

  it('averages per day the days the cards completed that day spent in each stage, every visit added', () => {
    // backAndForth, completed on the 6th: Not Started 1 + 1 days, In Progress 1 + 1. deleted, completed on the
    // 4th: In Progress 2 days (its deletion later does not undo its completion). old, completed on the 7th: In
    // Progress 6 days. waiting and brief were never completed.
    const stages = defaultLeadTimeStages(COLUMNS);
    const none = { 'Not Started': 0, 'In Progress': 0 };
    expect(leadTimes(BOARD, WEEK, 'days', BERLIN, stages, ['Completed'])).toEqual([
      { label: '2026-11-02', byStage: none, cards: 0 },
      { label: '2026-11-03', byStage: none, cards: 0 },
      { label: '2026-11-04', byStage: { 'Not Started': 0, 'In Progress': 2 }, cards: 1 },
      { label: '2026-11-05', byStage: none, cards: 0 },
      { label: '2026-11-06', byStage: { 'Not Started': 2, 'In Progress': 2 }, cards: 1 },
      { label: '2026-11-07', byStage: { 'Not Started': 0, 'In Progress': 6 }, cards: 1 },
      { label: '2026-11-08', byStage: none, cards: 0 },
    ]);
  });

  it('averages per week with one decimal, and leaves out cards created completed', () => {
    // Week of 2 November: three cards; Not Started (2 + 0 + 0) / 3 = 0.67 -> 0.7, In Progress (2 + 2 + 6) / 3 = 3.33 -> 3.3.
    const createdDone: CardHistory = {
      cardId: 't:createdDone',
      created: at('2026-11-03T10:00Z'),
      deleted: null,
      changes: moves(['2026-11-03T10:00Z', 'Completed']),
    };
    const weeks = leadTimes(
      [...BOARD, createdDone],
      { start: '2026-10-31', end: '2026-11-10' },
      'weeks',
      BERLIN,
      ['Not Started', 'In Progress'],
      ['Completed'],
    );
    expect(weeks.map((week) => [week.label, week.cards, week.byStage['Not Started'], week.byStage['In Progress']])).toEqual([
      ['2026-10-31', 0, 0, 0],
      ['2026-11-02', 3, 0.7, 3.3],
      ['2026-11-09', 0, 0, 0],
    ]);
  });
});
