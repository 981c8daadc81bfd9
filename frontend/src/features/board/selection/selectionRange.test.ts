import { describe, expect, it } from 'vitest';
import type { TasksResponse } from '@listboard/shared';
import { card, column, row } from '../testing/dndBoard';
import { columnRange, inBoardOrder } from './selectionRange';

function board(): TasksResponse {
  return {
    rows: [
      row('high', [
        column('todo', [card('A', 'todo', 1, 'high'), card('B', 'todo', 2, 'high')]),
        column('done', [card('C', 'done', 1, 'high')]),
      ]),
      row('low', [column('todo', [card('D', 'todo', 1, 'low')]), column('done', [card('E', 'done', 1, 'low')])]),
    ],
    users: [],
  };
}

describe('a Shift+click range', () => {
  it("runs down the anchor's column across lanes, from the anchor out", () => {
    expect(columnRange(board(), 'list1#A', 'list1#D')).toEqual(['list1#A', 'list1#B', 'list1#D']);
    expect(columnRange(board(), 'list1#D', 'list1#B')).toEqual(['list1#D', 'list1#B']);
  });

  it('is the clicked card alone without an anchor, or with one in another column', () => {
    expect(columnRange(board(), null, 'list1#B')).toEqual(['list1#B']);
    expect(columnRange(board(), 'list1#C', 'list1#B')).toEqual(['list1#B']);
  });
});

describe('the selection in board order', () => {
  it('lists the selected cards by lane, column and place, leaving out cards not shown', () => {
    expect(inBoardOrder(board(), ['list1#E', 'list1#gone', 'list1#B', 'list1#C'])).toEqual(['list1#B', 'list1#C', 'list1#E']);
  });
});
