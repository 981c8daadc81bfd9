import { describe, expect, it } from 'vitest';
import { VIEW_TYPE } from '@listboard/shared';
import { currentBoardView, effectiveViewType, setBoardViewType, viewRequestOf } from './boardView';
import { queryKeys } from './queries';

describe('the board view', () => {
  it('keeps the view type per board in local storage and in the tasks query key', () => {
    expect(currentBoardView('b-view-1').viewType).toBe(VIEW_TYPE.Default);
    setBoardViewType('b-view-1', VIEW_TYPE.ParentChild);
    expect(localStorage.getItem('listboard.viewType.b-view-1')).toBe('1');
    expect(currentBoardView('b-view-2').viewType).toBe(VIEW_TYPE.Default);
    expect(queryKeys.tasks('b-view-1')).toEqual(['tasks', 'b-view-1', { viewType: VIEW_TYPE.ParentChild }]);
    expect(viewRequestOf(currentBoardView('b-view-1'))).toEqual({ requestViewType: VIEW_TYPE.ParentChild });
  });

  it('reads a stored choice and ignores a broken one', () => {
    localStorage.setItem('listboard.viewType.b-view-3', '2');
    localStorage.setItem('listboard.viewType.b-view-4', 'sideways');
    expect(currentBoardView('b-view-3').viewType).toBe(VIEW_TYPE.HideSubTasks);
    expect(currentBoardView('b-view-4').viewType).toBe(VIEW_TYPE.Default);
  });

  it('applies the view type only on boards with subtasks', () => {
    expect(effectiveViewType({ viewType: VIEW_TYPE.HideSubTasks }, true)).toBe(VIEW_TYPE.HideSubTasks);
    expect(effectiveViewType({ viewType: VIEW_TYPE.HideSubTasks }, false)).toBe(VIEW_TYPE.Default);
  });
});
