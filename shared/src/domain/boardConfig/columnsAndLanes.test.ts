import { describe, expect, it } from 'vitest';
import { boardConfigSchema, type Lane } from '../../api/board';
import { fieldSchema } from '../../api/fields';
import {
  canDeleteColumn,
  canDeleteLane,
  canInsertColumn,
  lanesForField,
  newColumn,
  sortLanes,
  withCalculateTotal,
} from './columnsAndLanes';

describe('columns', () => {
  it('keeps at least 2 columns', () => {
    expect(canDeleteColumn(2)).toBe(false);
    expect(canDeleteColumn(3)).toBe(true);
  });
  it('inserts only while a choice has no column', () => {
    const columns = [newColumn('A'), newColumn('B')];
    expect(canInsertColumn(columns, ['A', 'B', 'C'])).toBe(true);
    expect(canInsertColumn(columns, ['A', 'B'])).toBe(false);
  });
  it('creates a column with the defaults', () => {
    expect(newColumn('done', 'Done')).toEqual({
      name: 'Done',
      value: 'done',
      wipLimit: 0,
      itemCount: 20,
      isActiveWipLimit: false,
      isComplete: false,
      isStarted: null,
      isPartOfRowTotal: false,
      totals: null,
    });
    expect(newColumn('Doing').name).toBe('Doing');
  });
  it('puts every column in the row total when the total is turned on', () => {
    const config = boardConfigSchema.parse({
      name: 'b',
      source: { lists: [{ url: 'u', listID: 'l', name: 'L' }] },
      columnFieldName: 'Status',
      columnDefinitions: [newColumn('A'), { ...newColumn('B'), isPartOfRowTotal: true }],
    });
    const on = withCalculateTotal(config, true);
    expect(on.swimlanes.calculateTotal).toBe(true);
    expect(on.columnDefinitions.map((c) => c.isPartOfRowTotal)).toEqual([true, true]);
    const off = withCalculateTotal(config, false);
    expect(off.swimlanes.calculateTotal).toBe(false);
    expect(off.columnDefinitions.map((c) => c.isPartOfRowTotal)).toEqual([false, true]);
    expect(config.swimlanes.calculateTotal).toBe(false);
  });
});

describe('lanes', () => {
  const lane = (name: string, isDefault = false): Lane => ({ name, value: isDefault ? '' : name, isDefault, isCollapsedByDefault: false });

  it('keeps at least 1 lane', () => {
    expect(canDeleteLane(1)).toBe(false);
    expect(canDeleteLane(2)).toBe(true);
  });
  it('regenerates lanes from choice and boolean fields', () => {
    const priority = fieldSchema.parse({ internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'] });
    expect(lanesForField(priority, false)).toEqual([lane('High'), lane('Low')]);
    const flag = fieldSchema.parse({ internalName: 'Flag', name: 'Flag', type: 'Boolean' });
    expect(lanesForField(flag, false).map((l) => [l.name, l.value])).toEqual([
      ['Yes', 'true'],
      ['No', 'false'],
    ]);
  });
  it('starts empty for fields whose lanes are picked one by one', () => {
    const owner = fieldSchema.parse({ internalName: 'Owner', name: 'Owner', type: 'User' });
    expect(lanesForField(owner, false)).toEqual([]);
    expect(lanesForField(null, false)).toEqual([]);
  });
  it('keeps only a default lane when dynamic', () => {
    const priority = fieldSchema.parse({ internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High'] });
    expect(lanesForField(priority, true)).toEqual([{ ...lane('Unassigned', true) }]);
    expect(lanesForField(priority, true, 'Nobody')[0].name).toBe('Nobody');
  });
  it('sorts manually, ascending with the default first, descending with the default last', () => {
    const lanes = [lane('beta'), lane('Unassigned', true), lane('Alpha'), lane('item 10'), lane('item 9')];
    expect(sortLanes(lanes, 0)).toEqual(lanes);
    expect(sortLanes(lanes, 1).map((l) => l.name)).toEqual(['Unassigned', 'Alpha', 'beta', 'item 9', 'item 10']);
    expect(sortLanes(lanes, 2).map((l) => l.name)).toEqual(['item 10', 'item 9', 'beta', 'Alpha', 'Unassigned']);
  });
});
