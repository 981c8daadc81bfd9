import { describe, expect, it } from 'vitest';
import type { TasksResponse } from '@listboard/shared';
import { applyMove, findCard, hasRowFor, neighboursAt, replaceCard, restoreCard, snapshotCard, upsertByOrder } from './moveCache';
import { card, column, layoutOf, row } from '../testing/dndBoard';

function board(): TasksResponse {
  return {
    users: [],
    rows: [
      row('high', [
        column('todo', [card('A', 'todo', 1000, 'high'), card('B', 'todo', 1010, 'high')]),
        column('done', [card('C', 'done', 1000, 'high')]),
      ]),
      row('', [column('todo', [card('D', 'todo', 1000)]), column('done', [])], true),
    ],
  };
}

describe('applyMove', () => {
  it('moves a card into another cell at the index and patches it', () => {
    const data = board();
    const next = applyMove(data, 'list1#A', { rowIndex: 1, columnIndex: 1, index: 0 }, { columnValue: 'done', rowValue: '', order: 1000 });
    expect(layoutOf(next)).toEqual([
      ['todo: B', 'done: C'],
      ['todo: D', 'done: A'],
    ]);
    expect(findCard(next, 'list1#A')?.item).toMatchObject({ columnValue: 'done', rowValue: '', order: 1000, name: 'A' });
  });

  it('keeps the identity of cards and cells it does not touch', () => {
    const data = board();
    const next = applyMove(data, 'list1#A', { rowIndex: 0, columnIndex: 1, index: 1 }, { columnValue: 'done' });
    expect(next.rows[1]).toBe(data.rows[1]);
    expect(next.rows[0].columns[0].items[0]).toBe(data.rows[0].columns[0].items[1]);
    expect(next.rows[0].columns[1].items[0]).toBe(data.rows[0].columns[1].items[0]);
    expect(data.rows[0].columns[0].items).toHaveLength(2);
  });

  it('reorders within a cell with the index counted without the card', () => {
    const next = applyMove(board(), 'list1#A', { rowIndex: 0, columnIndex: 0, index: 1 }, {});
    expect(layoutOf(next)[0][0]).toBe('todo: B,A');
  });
});

describe('restoreCard', () => {
  it('puts the card back where the snapshot saw it, with its old values', () => {
    const data = board();
    const snapshot = snapshotCard(data, 'list1#B')!;
    const moved = applyMove(data, 'list1#B', { rowIndex: 1, columnIndex: 1, index: 0 }, { columnValue: 'done' });
    const restored = restoreCard(moved, snapshot);
    expect(layoutOf(restored)).toEqual(layoutOf(data));
    expect(findCard(restored, 'list1#B')?.item).toBe(snapshot.item);
  });

  it('restores the card beside its old neighbour when other moves changed the cell meanwhile', () => {
    const data = board();
    const snapshot = snapshotCard(data, 'list1#B')!;
    const moved = applyMove(data, 'list1#B', { rowIndex: 0, columnIndex: 1, index: 1 }, { columnValue: 'done' });
    const changed = applyMove(moved, 'list1#C', { rowIndex: 0, columnIndex: 0, index: 0 }, { columnValue: 'todo' });
    expect(layoutOf(restoreCard(changed, snapshot))[0]).toEqual(['todo: C,A,B', 'done: ']);
  });
});

describe('replaceCard', () => {
  it('replaces the card in place when it stays in its cell', () => {
    const updated = { ...card('A', 'todo', 1000, 'high'), info: { ...card('A', 'todo', 1000).info, etag: '"A-2"' } };
    const next = replaceCard(board(), updated);
    expect(layoutOf(next)[0][0]).toBe('todo: A,B');
    expect(findCard(next, 'list1#A')?.item.info.etag).toBe('"A-2"');
  });

  it('moves the card to the cell the server reports, unknown lanes going to the default row', () => {
    const next = replaceCard(board(), card('A', 'done', 2000, 'no-such-lane'));
    expect(layoutOf(next)).toEqual([
      ['todo: B', 'done: C'],
      ['todo: D', 'done: A'],
    ]);
  });

  it('leaves the cache alone for a column the board does not have', () => {
    const data = board();
    expect(replaceCard(data, card('A', 'archived', 1, 'high'))).toBe(data);
  });
});

describe('neighboursAt', () => {
  it('gives the cards directly above and below', () => {
    const data = board();
    const { previous, next } = neighboursAt(data, { rowIndex: 0, columnIndex: 0, index: 1 });
    expect(previous?.name).toBe('A');
    expect(next).toBeNull();
  });
});

describe('hasRowFor', () => {
  it('finds the lane of a card, or the default lane for a card without one, and knows when the page has neither', () => {
    const withoutDefault: TasksResponse = { users: [], rows: [row('High', [column('todo', [])])] };
    expect(hasRowFor(withoutDefault, 'High')).toBe(true);
    expect(hasRowFor(withoutDefault, '')).toBe(false);
    expect(hasRowFor({ users: [], rows: [row('High', [column('todo', [])]), row('', [column('todo', [])], true)] }, '')).toBe(true);
  });
});

describe("a card's age in the page (docs/reporting.md#card-aging)", () => {
  /** The board with aging shown, `doing` a started column between `todo` and `done`. */
  function agedBoard(): TasksResponse {
    const a = { ...card('A', 'todo', 1000), age: { since: 100 } };
    const b = { ...card('B', 'doing', 1000), age: { since: 300, started: 200 } };
    return {
      users: [],
      aging: null,
      rows: [row('', [column('todo', [a]), { ...column('doing', [b]), isStarted: true }, column('done', [])], true)],
    };
  }
  const ageOf = (data: TasksResponse, name: string) => findCard(data, `list1#${name}`)?.item.age;

  it('moves with the card: in its new column from the move, started then when it enters a started column', () => {
    const before = Date.now();
    const started = applyMove(agedBoard(), 'list1#A', { rowIndex: 0, columnIndex: 1, index: 0 }, { columnValue: 'doing' });
    const age = ageOf(started, 'A');
    expect(age?.since).toBeGreaterThanOrEqual(before);
    expect(age?.started).toBe(age?.since);
    const finished = applyMove(agedBoard(), 'list1#B', { rowIndex: 0, columnIndex: 2, index: 0 }, { columnValue: 'done' });
    expect(ageOf(finished, 'B')).toEqual({ since: expect.any(Number) });
  });

  it("keeps the page's age when the server's version of the card comes without one", () => {
    const data = agedBoard();
    const served = { ...card('B', 'doing', 1000), modified: '2026-11-30T10:00:00Z' };
    expect(ageOf(replaceCard(data, served), 'B')).toEqual({ since: 300, started: 200 });
    const moved = { ...card('A', 'done', 1000), modified: '2026-11-30T10:00:00Z' };
    expect(ageOf(replaceCard(data, moved), 'A')).toEqual({ since: Date.parse('2026-11-30T10:00:00Z') });
    // A new card is in its column since it was made; a board without aging shows no age.
    const fresh = { ...card('N', 'doing', null), created: '2026-11-30T09:00:00Z' };
    expect(ageOf(upsertByOrder(data, fresh), 'N')).toEqual({
      since: Date.parse('2026-11-30T09:00:00Z'),
      started: Date.parse('2026-11-30T09:00:00Z'),
    });
    expect(ageOf(upsertByOrder({ ...data, aging: undefined }, fresh), 'N')).toBeUndefined();
  });
});
