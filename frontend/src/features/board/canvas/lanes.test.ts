import { describe, expect, it } from 'vitest';
import { card, column, row } from '../testing/dndBoard';
import { VIEW_TYPE } from '@listboard/shared';
import { boardOf } from '../testing/canvas';
import { hasSwimlanes, readOnlyCards, viewedBoard } from './lanes';

describe('readOnlyCards', () => {
  it('tells whether none, some or all of the loaded cards may not be changed', () => {
    const editable = card('A', 'todo', 1);
    const locked = { ...card('B', 'done', 1), allowEdit: false };
    const boardWith = (todo: (typeof editable)[], done: (typeof editable)[]) => ({
      users: [],
      rows: [row('', [column('todo', todo), column('done', done)], true)],
    });
    expect(readOnlyCards(boardWith([editable], []))).toBe('none');
    expect(readOnlyCards(boardWith([editable], [locked]))).toBe('some');
    expect(readOnlyCards(boardWith([], [locked, { ...locked, id: 3 }]))).toBe('all');
  });
});

describe('viewedBoard', () => {
  it('makes the parents the lanes in the parent-child view of a board with subtasks', () => {
    const board = boardOf({ useSubtasks: true, parentlookup: 'ParentID' });
    const viewed = viewedBoard(board, { viewType: VIEW_TYPE.ParentChild });
    expect(viewed.swimlanes).toMatchObject({ field: 'ParentID', isDynamic: true, lanes: [] });
    expect(hasSwimlanes(viewed)).toBe(true);
    expect(viewedBoard(board, { viewType: VIEW_TYPE.HideSubTasks })).toBe(board);
    const withoutSubtasks = boardOf({ useSubtasks: false });
    expect(viewedBoard(withoutSubtasks, { viewType: VIEW_TYPE.ParentChild })).toBe(withoutSubtasks);
  });

  it('follows a picked swimlane field or none, and stops hand placing while sorted by a field', () => {
    const board = boardOf({ swimlanes: { field: 'Priority', lanes: [{ name: 'High', value: 'High' }] }, allowSorting: true });
    expect(viewedBoard(board, { viewType: VIEW_TYPE.Default, swimlaneField: { internalName: 'AssignedTo' } }).swimlanes).toMatchObject({
      field: 'AssignedTo',
      isDynamic: true,
    });
    expect(hasSwimlanes(viewedBoard(board, { viewType: VIEW_TYPE.Default, swimlaneField: null }))).toBe(false);
    expect(viewedBoard(board, { viewType: VIEW_TYPE.Default, sortedByField: true })).toMatchObject({
      allowSorting: false,
      swimlanes: board.swimlanes,
    });
  });
});
