import { describe, expect, it } from 'vitest';
import type { CardHistory } from './cardHistory';
import { completion, memberCounts, statusCounts } from './statusCharts';

const at = (iso: string) => Date.parse(iso);
const BERLIN = 'Europe/Berlin';
const COLUMNS = ['Not Started', 'In Progress', 'Completed', 'Deferred'];
const END = ['Completed'];
/** Friday 20 November 2026, 13:00 in Berlin (CET, UTC+1: a Berlin day starts at 23:00Z the day before). */
const NOW = at('2026-11-20T12:00Z');
/** Midnight in Berlin starting 6 November: the due value of a task due that day. */
const DUE_6TH = at('2026-11-05T23:00Z');

const card = (cardId: string, created: string, changes: CardHistory['changes'], deleted: string | null = null): CardHistory => ({
  cardId,
  created: at(created),
  deleted: deleted === null ? null : at(deleted),
  changes,
});

/**
 * The board on 20 November:
 *   backAndForth  Ann        Not Started > In Progress > Not Started > In Progress > Completed on the 9th; no due date
 *   replanned     Bob        due the 5th, Completed on the 10th, then due moved to the 12th on the 11th
 *   late          Ann, Bob   due the 6th, Completed on the 7th at 11:00 Berlin
 *   lastMinute    Dee, Dee   due the 6th, Completed on the 6th at 23:30 Berlin (22:30Z)
 *   deleted       Ann        Not Started, Completed on the 5th, deleted on the 8th
 *   blank         nobody     no status
 *   review        Cy         'Review', a status no column has
 *   reassigned    Ann > Cy   In Progress, due the 10th (overdue but not completed)
 */
const BOARD: CardHistory[] = [
  card('t:backAndForth', '2026-11-02T09:00Z', [
    { at: at('2026-11-02T09:00Z'), status: 'Not Started', due: null, members: ['Ann'] },
    { at: at('2026-11-03T09:00Z'), status: 'In Progress' },
    { at: at('2026-11-05T09:00Z'), status: 'Not Started' },
    { at: at('2026-11-06T09:00Z'), status: 'In Progress' },
    { at: at('2026-11-09T09:00Z'), status: 'Completed' },
  ]),
  card('t:replanned', '2026-11-02T09:00Z', [
    { at: at('2026-11-02T09:00Z'), status: 'In Progress', due: at('2026-11-04T23:00Z'), members: ['Bob'] },
    { at: at('2026-11-10T09:00Z'), status: 'Completed' },
    { at: at('2026-11-11T09:00Z'), due: at('2026-11-11T23:00Z') },
  ]),
  card('t:late', '2026-11-02T09:00Z', [
    { at: at('2026-11-02T09:00Z'), status: 'In Progress', due: DUE_6TH, members: ['Ann', 'Bob'] },
    { at: at('2026-11-07T10:00Z'), status: 'Completed' },
  ]),
  card('t:lastMinute', '2026-11-02T09:00Z', [
    { at: at('2026-11-02T09:00Z'), status: 'In Progress', due: DUE_6TH, members: ['Dee', 'Dee'] },
    { at: at('2026-11-06T22:30Z'), status: 'Completed' },
  ]),
  card(
    't:deleted',
    '2026-11-03T09:00Z',
    [
      { at: at('2026-11-03T09:00Z'), status: 'Not Started', members: ['Ann'] },
      { at: at('2026-11-05T09:00Z'), status: 'Completed' },
    ],
    '2026-11-08T09:00Z',
  ),
  card('t:blank', '2026-11-04T09:00Z', [{ at: at('2026-11-04T09:00Z'), status: null, members: [] }]),
  card('t:review', '2026-11-04T09:00Z', [{ at: at('2026-11-04T09:00Z'), status: 'Review', members: ['Cy'] }]),
  card('t:reassigned', '2026-11-15T09:00Z', [
    { at: at('2026-11-15T09:00Z'), status: 'In Progress', due: at('2026-11-09T23:00Z'), members: ['Ann'] },
    { at: at('2026-11-16T09:00Z'), members: ['Cy'] },
  ]),
];

describe('the status chart', () => {
  it('counts the live cards by their status now: the columns in order, then other statuses, then none', () => {
    // Alive now: all but deleted. Completed: backAndForth, replanned, late, lastMinute; In Progress: reassigned.
    expect(statusCounts(BOARD, null, COLUMNS, NOW)).toEqual([
      { status: 'Not Started', count: 0 },
      { status: 'In Progress', count: 1 },
      { status: 'Completed', count: 4 },
      { status: 'Deferred', count: 0 },
      { status: 'Review', count: 1 },
      { status: '', count: 1 },
    ]);
  });

  it('keeps to the cards created in the window, and shows a deleted card before its deletion only', () => {
    // Created 3 or 4 November (Berlin): deleted, blank, review; deleted is gone now but counted on the 7th.
    const window = { start: at('2026-11-02T23:00Z'), end: at('2026-11-04T23:00Z') };
    expect(statusCounts(BOARD, window, COLUMNS, NOW).filter((row) => row.count > 0)).toEqual([
      { status: 'Review', count: 1 },
      { status: '', count: 1 },
    ]);
    expect(statusCounts(BOARD, window, COLUMNS, at('2026-11-07T12:00Z')).filter((row) => row.count > 0)).toEqual([
      { status: 'Completed', count: 1 },
      { status: 'Review', count: 1 },
      { status: '', count: 1 },
    ]);
  });
});

describe('the member chart', () => {
  it('counts each card once per person assigned now, most cards first, then by name, nobody last', () => {
    // Ann: backAndForth, late. Bob: replanned, late. Cy: review, reassigned (Ann's until the 16th). Dee: lastMinute (once).
    const zeros = { 'Not Started': 0, 'In Progress': 0, Completed: 0, Deferred: 0 };
    expect(memberCounts(BOARD, null, COLUMNS, NOW)).toEqual([
      { member: 'Ann', byStatus: { ...zeros, Completed: 2 }, total: 2 },
      { member: 'Bob', byStatus: { ...zeros, Completed: 2 }, total: 2 },
      { member: 'Cy', byStatus: { ...zeros, Review: 1, 'In Progress': 1 }, total: 2 },
      { member: 'Dee', byStatus: { ...zeros, Completed: 1 }, total: 1 },
      { member: null, byStatus: { ...zeros, '': 1 }, total: 1 },
    ]);
  });

  it('puts nobody last even when nobody has the most cards', () => {
    const unassigned = BOARD.filter((history) => history.cardId === 't:blank').flatMap((history) => [
      history,
      { ...history, cardId: 't:blank2' },
    ]);
    expect(memberCounts([...unassigned, BOARD[0]], null, [], NOW).map((row) => [row.member, row.total])).toEqual([
      ['Ann', 1],
      [null, 2],
    ]);
  });
});

describe('the completion chart', () => {
  it("sorts the completed tasks into on time and overdue, the due day read in the board's zone", () => {
    // On time: backAndForth (no due date), replanned (due moved after completion), lastMinute (23:30 on its due day).
    // Overdue: late (completed the day after). deleted is gone; reassigned is not completed.
    expect(completion(BOARD, null, END, NOW, BERLIN)).toEqual({ onTime: 3, overdue: 1 });
    // In UTC the due value 5 Nov 23:00Z falls on the 5th, so lastMinute's 6 Nov 22:30Z is a day late.
    expect(completion(BOARD, null, END, NOW, 'UTC')).toEqual({ onTime: 2, overdue: 2 });
  });

  it('keeps to the tasks completed in the window', () => {
    // Completed 7 to 9 November (Berlin): late (7th), backAndForth (9th); replanned on the 10th, lastMinute on the 6th.
    const window = { start: at('2026-11-06T23:00Z'), end: at('2026-11-09T23:00Z') };
    expect(completion(BOARD, window, END, NOW, BERLIN)).toEqual({ onTime: 1, overdue: 1 });
  });

  it('counts a task completed at the midnight ending its due day as overdue, and one moved back out of Completed not at all', () => {
    const midnight = card('t:midnight', '2026-11-02T09:00Z', [
      { at: at('2026-11-02T09:00Z'), status: 'In Progress', due: DUE_6TH },
      { at: at('2026-11-06T23:00Z'), status: 'Completed' },
    ]);
    expect(completion([midnight], null, END, NOW, BERLIN)).toEqual({ onTime: 0, overdue: 1 });
    const reopened = card('t:reopened', '2026-11-02T09:00Z', [
      { at: at('2026-11-02T09:00Z'), status: 'Completed' },
      { at: at('2026-11-03T09:00Z'), status: 'In Progress' },
    ]);
    expect(completion([reopened], null, END, NOW, BERLIN)).toEqual({ onTime: 0, overdue: 0 });
  });
});
