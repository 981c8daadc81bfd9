import { describe, expect, it } from 'vitest';
import { card, column, row } from '../testing/dndBoard';
import { boardOf } from '../testing/canvas';
import { defaultSort, emptyLanesOf, isLaneHidden, sortFieldsOf, sortTasks } from './arrangeCards';

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Budget', name: 'Budget', type: 'Currency' },
];
const withDue = (title: string, due: string | null, budget: string) => ({
  ...card(title, 'todo', 1),
  card: { DueDate: { t: '', v: due ?? '' }, Budget: { t: '', v: budget } },
});
const tasks = {
  users: [],
  rows: [
    row(
      '',
      [column('todo', [withDue('B', '2026-12-01T00:00:00Z', '10'), withDue('a', null, 'x'), withDue('C', '2026-11-01T00:00:00Z', '2')])],
      true,
    ),
  ],
};

describe('arranging cards', () => {
  it('sorts each column by a date field, unreadable values last and first when descending', () => {
    const board = boardOf({ fields, sortFieldNames: ['DueDate', 'Budget', 'Missing'] });
    expect(sortFieldsOf(board).map((f) => f.internalName)).toEqual(['DueDate', 'Budget']);
    const names = (sort: { field: string | null; desc: boolean }) =>
      sortTasks(tasks, board, sort).rows[0].columns[0].items.map((i) => i.name);
    expect(names({ field: 'DueDate', desc: false })).toEqual(['C', 'B', 'a']);
    expect(names({ field: 'DueDate', desc: true })).toEqual(['a', 'B', 'C']);
    expect(names({ field: 'Budget', desc: false })).toEqual(['C', 'B', 'a']);
    expect(names({ field: 'Title', desc: false })).toEqual(['a', 'B', 'C']);
    expect(sortTasks(tasks, board, { field: null, desc: false })).toBe(tasks);
  });

  it('starts sorted by the first sort field only when manual sorting is off', () => {
    expect(defaultSort(boardOf({ fields, sortFieldNames: ['DueDate'], sortDesc: true, allowSorting: false }))).toEqual({
      field: 'DueDate',
      desc: true,
    });
    expect(defaultSort(boardOf({ fields, sortFieldNames: ['DueDate'], allowSorting: true })).field).toBeNull();
  });

  it('hides empty lanes only when asked', () => {
    const empty = row('x', [column('todo', [])]);
    expect(isLaneHidden(empty, true)).toBe(true);
    expect(isLaneHidden(empty, false)).toBe(false);
    expect(isLaneHidden(tasks.rows[0], true)).toBe(false);
  });

  it('hides empty lanes while a search or filter narrows the cards, and keeps a new board open', () => {
    const none = { users: [], rows: [row('x', [column('todo', [])]), row('', [column('todo', [])], true)] };
    expect(emptyLanesOf(tasks, { narrowed: true, hideEmpty: false })).toEqual({ hide: true, collapse: true });
    expect(emptyLanesOf(none, { narrowed: true, hideEmpty: false })).toEqual({ hide: true, collapse: true });
    expect(emptyLanesOf(tasks, { narrowed: false, hideEmpty: false })).toEqual({ hide: false, collapse: true });
    expect(emptyLanesOf(tasks, { narrowed: false, hideEmpty: true })).toEqual({ hide: true, collapse: true });
    expect(emptyLanesOf(none, { narrowed: false, hideEmpty: true })).toEqual({ hide: false, collapse: false });
  });
});
