import { describe, expect, it } from 'vitest';
import { columnDefinitionSchema, swimlanesSchema } from '../api/board';
import { boardLanes, layoutBoard, shownLaneOf } from './layout';

const columns = ['Not Started', 'In Progress', 'Completed'].map((value) => columnDefinitionSchema.parse({ name: value, value }));
const swimlanes = swimlanesSchema.parse({
  field: 'Priority',
  lanes: [
    { name: 'High', value: '(1) High' },
    { name: 'Low', value: '(3) Low' },
  ],
});

function card(id: number, columnValue: string, rowValue: string, order: number | null) {
  return { id, uniqueID: `L#${id}`, columnValue, rowValue, order };
}

describe('board layout', () => {
  it('puts every card into its lane and column, in order', () => {
    const layout = layoutBoard(columns, swimlanes, [
      card(1, 'In Progress', '(1) High', 20),
      card(2, 'In Progress', '(1) High', 10),
      card(3, 'Completed', '(3) Low', null),
      card(4, 'Not Started', '', 5),
      card(5, 'Not Started', '(9) Unknown', 1),
      card(6, 'Gone', '(1) High', 1),
    ]);
    expect(layout.rows.map((r) => r.lane.name)).toEqual(['High', 'Low', 'Unassigned']);
    expect(layout.rows[0].cells[1].items.map((i) => i.id)).toEqual([2, 1]);
    expect(layout.rows[1].cells[2].items.map((i) => i.id)).toEqual([3]);
    expect(layout.rows[2].cells[0].items.map((i) => i.id)).toEqual([5, 4]);
    expect(layout.unplaced.map((i) => i.id)).toEqual([6]);
  });
  it('has a single unnamed row without a swimlane field', () => {
    const layout = layoutBoard(columns, swimlanesSchema.parse({}), [card(1, 'Completed', 'x', 1)]);
    expect(layout.rows).toHaveLength(1);
    expect(layout.rows[0].lane.isDefault).toBe(true);
    expect(layout.rows[0].cells[2].items).toHaveLength(1);
  });
  it('leaves out an empty default lane when the swimlanes add none (addDefault off), never one with cards', () => {
    const withoutDefault = { ...swimlanes, addDefault: false };
    expect(layoutBoard(columns, withoutDefault, [card(1, 'Completed', '(3) Low', 1)]).rows.map((r) => [r.lane.name, r.index])).toEqual([
      ['High', 0],
      ['Low', 1],
    ]);
    expect(layoutBoard(columns, withoutDefault, [card(1, 'Completed', '', 1)]).rows.map((r) => r.lane.name)).toEqual([
      'High',
      'Low',
      'Unassigned',
    ]);
    expect(layoutBoard(columns, swimlanes, []).rows.map((r) => r.lane.name)).toEqual(['High', 'Low', 'Unassigned']);
    expect(layoutBoard(columns, { ...withoutDefault, isDynamic: true, lanes: [] }, []).rows.map((r) => r.lane.name)).toEqual([
      'Unassigned',
    ]);
  });
  it('sorts lanes with the default lane first ascending and last descending', () => {
    expect(boardLanes({ ...swimlanes, sortType: 1 }).map((l) => l.name)).toEqual(['Unassigned', 'High', 'Low']);
    expect(boardLanes({ ...swimlanes, sortType: 2 }).map((l) => l.name)).toEqual(['Low', 'High', 'Unassigned']);
  });
  it('starts every lane collapsed when the swimlanes say so (isCollapse), fixed, default and dynamic alike', () => {
    expect(boardLanes(swimlanes).map((l) => l.isCollapsedByDefault)).toEqual([false, false, false]);
    const collapsed = { ...swimlanes, isCollapse: true };
    expect(boardLanes(collapsed).map((l) => [l.name, l.isCollapsedByDefault])).toEqual([
      ['High', true],
      ['Low', true],
      ['Unassigned', true],
    ]);
    const dynamic = boardLanes({ ...collapsed, isDynamic: true }, [{ value: 'b' }, { value: '' }]);
    expect(dynamic.map((l) => [l.value, l.isCollapsedByDefault])).toEqual([
      ['b', true],
      ['', true],
    ]);
    expect(layoutBoard(columns, collapsed, []).rows.every((r) => r.lane.isCollapsedByDefault)).toBe(true);
  });
  it('builds dynamic lanes from the values present', () => {
    const lanes = boardLanes({ ...swimlanes, isDynamic: true, defaultName: 'None' }, [
      { value: 'b' },
      { value: '7', name: 'Fix login' },
      { value: 'b' },
      { value: '' },
    ]);
    expect(lanes.map((l) => l.value)).toEqual(['b', '7', '']);
    expect(lanes.map((l) => l.name)).toEqual(['b', 'Fix login', 'None']);
    expect(shownLaneOf('zzz', lanes)).toBe('');
    expect(shownLaneOf('7', lanes)).toBe('7');
  });
});
