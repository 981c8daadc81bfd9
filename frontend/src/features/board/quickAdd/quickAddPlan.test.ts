import { describe, expect, it } from 'vitest';
import { boardResponseSchema, type BoardResponse } from '@listboard/shared';
import { card } from '../testing/dndBoard';
import { canAddCards, firstOrderIn, listsAllowingAdd, quickAddPlan, quickAddValues } from './quickAddPlan';

function board(overrides: Record<string, unknown> = {}): BoardResponse {
  return boardResponseSchema.parse({
    id: 'b1',
    name: 'Sprint',
    source: {
      lists: [
        { url: 'https://host/sites/demo', listID: 'list1', name: 'Tasks' },
        { url: 'https://host/sites/demo', listID: 'list2', name: 'Bugs' },
      ],
    },
    columnFieldName: 'Status',
    columnDefinitions: [
      { name: 'TODO', value: 'todo' },
      { name: 'DONE', value: 'done' },
    ],
    swimlanes: { field: 'Priority' },
    userField: 'AssignedTo',
    allowSorting: true,
    fields: [
      { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
      { internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true, choices: ['todo', 'done'] },
      { internalName: 'Priority', name: 'Priority', type: 'Choice', isRequired: true, choices: ['high', 'low'] },
      { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true },
      { internalName: 'Size', name: 'Size', type: 'Choice', isRequired: true, choices: ['S', 'M'] },
      { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
      { internalName: 'Code', name: 'Code', type: 'Text', isRequired: true, isReadOnly: true },
      { internalName: 'Files', name: 'Files', type: 'Attachments', isRequired: true },
    ],
    userPermission: 2,
    canEditSettings: true,
    canViewCharts: true,
    configEtag: 'W/"1"',
    ...overrides,
  });
}

describe('quick add plan', () => {
  it('asks only for the required fields the cell does not fill', () => {
    const plan = quickAddPlan(board(), 'b1');
    expect(plan?.ask.map((field) => field.internalName)).toEqual(['Title', 'Size']);
    expect(plan?.list.listID).toBe('list1');
  });

  it('is offered only to people who may add, and not when the board turns it off', () => {
    expect(quickAddPlan(board({ userPermission: 1 }), 'b1')).toBeNull();
    expect(quickAddPlan(board({ userPermission: 0 }), 'b1')).toBeNull();
    expect(quickAddPlan(board({ disableCreateFromColumn: true }), 'b1')).toBeNull();
    expect(canAddCards(board({ disableCreateFromColumn: true }))).toBe(true);
    expect(quickAddPlan(board({ userPermission: 3 }), 'b1')).not.toBeNull();
  });

  it('offers no new card anywhere on a board that does not allow creating items (allowCreateNewItem off)', () => {
    const closed = board({ allowCreateNewItem: false });
    expect(canAddCards(closed)).toBe(false);
    expect(listsAllowingAdd(closed)).toEqual([]);
    expect(quickAddPlan(closed, 'b1')).toBeNull();
    expect(canAddCards(board({ allowCreateNewItem: true }))).toBe(true);
  });

  it('sends the answers with the column, the lane, the order and, for own-card editors, the current user', () => {
    const cell = { columnValue: 'todo', laneValue: 'high', items: [card('A', 'todo', 1000, 'high'), card('B', 'todo', 990, 'high')] };
    const answers = { Title: 'New task', Size: 'M' };
    const values = quickAddValues(quickAddPlan(board({ userPermission: 3 }), 'b1')!, answers, cell, 7);
    expect(values).toEqual([
      { name: 'Title', value: 'New task', type: 'Text' },
      { name: 'Size', value: 'M', type: 'Choice' },
      { name: 'Status', value: 'todo' },
      { name: 'Priority', value: 'high' },
      { name: 'AssignedTo', value: '7', type: 'User' },
      { name: 'KanbanOrder', value: '980', type: 'Number' },
    ]);
    const editor = quickAddValues(quickAddPlan(board({ allowSorting: false }), 'b1')!, answers, { ...cell, laneValue: '' }, 7);
    expect(editor.map((value) => value.name)).toEqual(['Title', 'Size', 'Status']);
  });

  it('starts an empty cell at 1000 and otherwise goes 10 below its lowest order', () => {
    expect(firstOrderIn([])).toBe(1000);
    expect(firstOrderIn([card('A', 'todo', null)])).toBe(1000);
    expect(firstOrderIn([card('A', 'todo', 1020), card('B', 'todo', 1005.5)])).toBe(995.5);
  });
});
