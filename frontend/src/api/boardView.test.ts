import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, VIEW_TYPE } from '@listboard/shared';
import {
  currentBoardView,
  effectiveViewType,
  isBoardOwnView,
  setBoardViewType,
  tasksRequestOf,
  updateBoardView,
  viewRequestOf,
} from './boardView';
import { queryKeys } from './queryKeys';

describe('the board view', () => {
  it('keeps the view type per board in local storage and in the tasks query key', () => {
    expect(currentBoardView('b-view-1').viewType).toBe(VIEW_TYPE.Default);
    setBoardViewType('b-view-1', VIEW_TYPE.ParentChild);
    expect(localStorage.getItem('listboard.viewType.b-view-1')).toBe('1');
    expect(currentBoardView('b-view-2').viewType).toBe(VIEW_TYPE.Default);
    expect(queryKeys.tasks('b-view-1')).toEqual([
      'tasks',
      'b-view-1',
      { viewType: VIEW_TYPE.ParentChild, swimlaneField: undefined, filter: EMPTY_FILTER, searchKey: '' },
    ]);
    expect(viewRequestOf(currentBoardView('b-view-1'))).toEqual({ requestViewType: VIEW_TYPE.ParentChild });
  });

  it('reads a stored choice and ignores a broken one', () => {
    localStorage.setItem('listboard.viewType.b-view-3', '2');
    localStorage.setItem('listboard.viewType.b-view-4', 'sideways');
    expect(currentBoardView('b-view-3').viewType).toBe(VIEW_TYPE.HideSubTasks);
    expect(currentBoardView('b-view-4').viewType).toBe(VIEW_TYPE.Default);
  });

  it('applies the view type only on boards with subtasks', () => {
    const hidden = { ...currentBoardView('b-view-5'), viewType: VIEW_TYPE.HideSubTasks };
    expect(effectiveViewType(hidden, true)).toBe(VIEW_TYPE.HideSubTasks);
    expect(effectiveViewType(hidden, false)).toBe(VIEW_TYPE.Default);
  });

  it('puts the search, the filter and a picked swimlane field into the tasks request', () => {
    expect(isBoardOwnView(currentBoardView('b-view-6'))).toBe(true);
    updateBoardView('b-view-6', { searchKey: 'login', swimlaneField: null });
    expect(tasksRequestOf('b-view-6', currentBoardView('b-view-6'))).toEqual({
      boardID: 'b-view-6',
      filter: EMPTY_FILTER,
      searchKey: 'login',
      requestViewType: 0,
      swimlaneField: null,
    });
    expect(isBoardOwnView(currentBoardView('b-view-6'))).toBe(false);
  });
});
