import { describe, expect, it } from 'vitest';
import { MAX_SORTABLE_COLUMN_ITEMS, type TasksResponse } from '@listboard/shared';
import { decideDrop, dropPlace } from './dropPlace';
import { applyMove } from './moveCache';
import { card, column, row } from '../testing/dndBoard';

const data: TasksResponse = {
  users: [],
  rows: [
    row(
      '',
      [
        column('todo', [card('A', 'todo', 1000), card('B', 'todo', 1010), card('C', 'todo', 1020)]),
        column('done', [card('X', 'done', 1000), card('Y', 'done', 1010)]),
        column('empty', []),
      ],
      true,
    ),
  ],
};
const todo = { rowIndex: 0, columnIndex: 0 };
const done = { rowIndex: 0, columnIndex: 1 };

describe('dropPlace', () => {
  it('takes the index of the card it is over within its own cell (down and up)', () => {
    expect(dropPlace(data, 'list1#A', { cell: todo, overCardId: 'list1#C', below: false }, true)).toEqual({ ...todo, index: 2 });
    expect(dropPlace(data, 'list1#C', { cell: todo, overCardId: 'list1#A', below: true }, true)).toEqual({ ...todo, index: 0 });
  });

  it('stays where it is drawn when dropped on itself or in an unsortable cell it is drawn in', () => {
    expect(dropPlace(data, 'list1#B', { cell: todo, overCardId: 'list1#B', below: false }, true)).toEqual({ ...todo, index: 1 });
    expect(dropPlace(data, 'list1#A', { cell: todo, overCardId: 'list1#C', below: false }, false)).toEqual({ ...todo, index: 0 });
  });

  it('takes the index of the card it is over in the cell the preview draws it in', () => {
    const shown = applyMove(data, 'list1#A', { ...done, index: 1 }, {});
    expect(dropPlace(shown, 'list1#A', { cell: done, overCardId: 'list1#A', below: false }, true)).toEqual({ ...done, index: 1 });
    expect(dropPlace(shown, 'list1#A', { cell: done, overCardId: 'list1#X', below: false }, true)).toEqual({ ...done, index: 0 });
  });

  it('goes before or after the card it is over in another cell', () => {
    expect(dropPlace(data, 'list1#A', { cell: done, overCardId: 'list1#Y', below: false }, true)).toEqual({ ...done, index: 1 });
    expect(dropPlace(data, 'list1#A', { cell: done, overCardId: 'list1#Y', below: true }, true)).toEqual({ ...done, index: 2 });
  });

  it('goes to the end of another cell that is not sortable or when dropped on the cell itself', () => {
    expect(dropPlace(data, 'list1#A', { cell: done, overCardId: 'list1#X', below: false }, false)).toEqual({ ...done, index: 2 });
    expect(dropPlace(data, 'list1#A', { cell: { rowIndex: 0, columnIndex: 2 }, overCardId: null, below: false }, true)).toEqual({
      rowIndex: 0,
      columnIndex: 2,
      index: 0,
    });
  });
});

describe('decideDrop', () => {
  const full: TasksResponse = {
    users: [],
    rows: [
      row(
        '',
        [
          column('todo', [card('A', 'todo', 1000), card('B', 'todo', 1010)]),
          column('review', [card('R', 'review', 1000), card('S', 'review', 1010)], 2),
        ],
        true,
      ),
    ],
  };
  const review = { rowIndex: 0, columnIndex: 1 };

  it('refuses a card from elsewhere when the target cell is at its WIP limit', () => {
    expect(decideDrop(full, full, 'list1#A', { cell: review, overCardId: 'list1#R', below: false }, true)).toEqual({ kind: 'refused-wip' });
  });

  it('still lets a full cell reorder its own cards', () => {
    expect(decideDrop(full, full, 'list1#S', { cell: review, overCardId: 'list1#R', below: false }, true)).toEqual({
      kind: 'move',
      to: { ...review, index: 0 },
      sorted: true,
    });
  });

  it('does not sort when the board does not allow sorting', () => {
    expect(decideDrop(full, full, 'list1#A', { cell: { rowIndex: 0, columnIndex: 0 }, overCardId: 'list1#B', below: true }, false)).toEqual(
      { kind: 'none' },
    );
    expect(decideDrop(full, full, 'list1#A', { cell: { rowIndex: 0, columnIndex: 0 }, overCardId: 'list1#A', below: true }, true)).toEqual({
      kind: 'none',
    });
    expect(decideDrop(data, data, 'list1#A', { cell: done, overCardId: 'list1#X', below: false }, false)).toEqual({
      kind: 'move',
      to: { ...done, index: 2 },
      sorted: false,
    });
  });

  it('does not sort a cell of 500 cards or more', () => {
    const big = Array.from({ length: MAX_SORTABLE_COLUMN_ITEMS }, (_, i) => card(`C${i}`, 'done', 1000 + i));
    const crowded: TasksResponse = { users: [], rows: [row('', [column('todo', [card('A', 'todo', 1000)]), column('done', big)], true)] };
    const decision = decideDrop(crowded, crowded, 'list1#A', { cell: done, overCardId: 'list1#C0', below: false }, true);
    expect(decision).toEqual({ kind: 'move', to: { ...done, index: MAX_SORTABLE_COLUMN_ITEMS }, sorted: false });
  });
});
