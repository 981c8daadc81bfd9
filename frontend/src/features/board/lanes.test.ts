import { describe, expect, it } from 'vitest';
import { card, column, row } from './dnd/testBoard';
import { VIEW_TYPE } from '@listboard/shared';
import { boardOf } from './testCanvas';
import { hasReadOnlyCards, hasSwimlanes, viewedBoard } from './lanes';

describe('hasReadOnlyCards', () => {
  it('tells whether some loaded card may not be changed', () => {
    const editable = { users: [], rows: [row('', [column('todo', [card('A', 'todo', 1)]), column('done', [])], true)] };
    expect(hasReadOnlyCards(editable)).toBe(false);
    const locked = { users: [], rows: [row('', [column('todo', [card('A', 'todo', 1)]), column('done', [{ ...card('B', 'done', 1), allowEdit: false }])], true)] };
    expect(hasReadOnlyCards(locked)).toBe(true);
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
    expect(viewedBoard(board, { viewType: VIEW_TYPE.Default, swimlaneField: { internalName: 'AssignedTo' } }).swimlanes).toMatchObject({ field: 'AssignedTo', isDynamic: true });
    expect(hasSwimlanes(viewedBoard(board, { viewType: VIEW_TYPE.Default, swimlaneField: null }))).toBe(false);
    expect(viewedBoard(board, { viewType: VIEW_TYPE.Default, sortedByField: true })).toMatchObject({ allowSorting: false, swimlanes: board.swimlanes });
  });
});
