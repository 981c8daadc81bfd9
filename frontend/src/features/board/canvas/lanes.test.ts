import { describe, expect, it } from 'vitest';
import { card, column, row } from '../testing/dndBoard';
import { VIEW_TYPE } from '@listboard/shared';
import { boardOf } from '../testing/canvas';
import { DEFAULT_LANE_CARDS_HEIGHT, MIN_LANE_CARDS_HEIGHT, hasSwimlanes, laneCardsHeight, readOnlyCards, viewedBoard } from './lanes';

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

describe('laneCardsHeight', () => {
  const lanes = (swimlanes: Record<string, unknown>) =>
    boardOf({ swimlanes: { field: 'Priority', lanes: [{ name: 'High', value: 'High' }], ...swimlanes } });

  it("keeps the cards of each lane to the board's height only when its columns scroll and several lanes show", () => {
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: 240 }), false, 3)).toBe(240);
    expect(laneCardsHeight(lanes({ useColumnScroll: false, height: 240 }), false, 3)).toBeNull();
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: 240 }), false, 1)).toBeNull();
    expect(laneCardsHeight(boardOf({ swimlanes: { field: null, useColumnScroll: true, height: 240 } }), false, 1)).toBeNull();
  });

  it('takes a default height without one, never less than a card, and none for the PDF export', () => {
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: null }), false, 2)).toBe(DEFAULT_LANE_CARDS_HEIGHT);
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: 0 }), false, 2)).toBe(DEFAULT_LANE_CARDS_HEIGHT);
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: 20 }), false, 2)).toBe(MIN_LANE_CARDS_HEIGHT);
    expect(laneCardsHeight(lanes({ useColumnScroll: true, height: 240 }), true, 2)).toBeNull();
  });
});
