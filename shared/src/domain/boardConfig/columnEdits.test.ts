import { describe, expect, it } from 'vitest';
import { swimlanesSchema } from '../../api/board';
import { fieldSchema } from '../../api/fields';
import {
  clampTabStart,
  columnsForField,
  revealTab,
  withColumnField,
  withNamedValue,
  withNewColumn,
  withTotals,
  withWipLimit,
} from './columnEdits';
import { newColumn } from './columnsAndLanes';

const status = fieldSchema.parse({ internalName: 'Status', name: 'Status', type: 'Choice', choices: ['New', 'Doing', 'Done'] });
const cost = fieldSchema.parse({ internalName: 'Cost', name: 'Cost', type: 'Currency' });

describe('column edits', () => {
  it('makes one column per choice of a new column field', () => {
    expect(columnsForField(status).map((column) => column.value)).toEqual(['New', 'Doing', 'Done']);
    const config = {
      columnFieldName: 'Stage',
      columnDefinitions: [newColumn('x'), newColumn('y')],
      columnCols: [30, 70],
      swimlanes: swimlanesSchema.parse({ field: 'Status' }),
    };
    const changed = withColumnField(config, status);
    expect(changed.columnFieldName).toBe('Status');
    // The new columns share the width equally.
    expect(changed.columnCols).toBeUndefined();
    expect(changed.columnDefinitions).toEqual(columnsForField(status));
    expect(changed.swimlanes.field).toBeNull();
  });

  it('adds a column for the first choice without one, and none when every choice has one', () => {
    const columns = [newColumn('Done'), newColumn('New')];
    expect(withNewColumn(columns, status.choices ?? []).map((column) => column.value)).toEqual(['Done', 'New', 'Doing']);
    expect(withNewColumn(columns, ['Done', 'New'])).toEqual(columns);
  });

  it('activates the WIP limit only above 0', () => {
    expect(withWipLimit(newColumn('A'), 3)).toMatchObject({ wipLimit: 3, isActiveWipLimit: true });
    expect(withWipLimit(newColumn('A'), 0)).toMatchObject({ wipLimit: 0, isActiveWipLimit: false });
  });

  it('names a total after its field and drops it without a function', () => {
    expect(withTotals(newColumn('A'), 'average', cost).totals).toEqual({ name: 'Cost', fieldName: 'Cost', func: 'average' });
    expect(withTotals(newColumn('A'), null, cost).totals).toBeNull();
  });

  it('names a column or lane after its value until the person names it', () => {
    expect(withNamedValue({ name: '', value: '' }, 'High', 'High', '')).toEqual({ value: 'High', name: 'High' });
    expect(withNamedValue({ name: 'High', value: 'High' }, 'Low', 'Low', 'High').name).toBe('Low');
    expect(withNamedValue({ name: 'Urgent', value: 'High' }, 'Low', 'Low', 'High').name).toBe('Urgent');
  });

  it('moves the tab strip as little as needed and never past its ends', () => {
    expect(clampTabStart(-1, 8)).toBe(0);
    expect(clampTabStart(5, 8)).toBe(3);
    expect(clampTabStart(2, 4)).toBe(0);
    expect(revealTab(0, 6, 8)).toBe(2);
    expect(revealTab(3, 1, 8)).toBe(1);
    expect(revealTab(1, 3, 8)).toBe(1);
  });
});
