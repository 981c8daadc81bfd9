import { describe, expect, it } from 'vitest';
import { type Lane, swimlanesSchema } from '../../api/board';
import { fieldSchema } from '../../api/fields';
import { withColumnScroll, withDefaultLaneName, withDynamicLanes, withLaneSort, withLanes, withSwimlaneField } from './swimlaneEdits';

const priority = fieldSchema.parse({ internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'] });
const lane = (name: string, value = name, isDefault = false): Lane => ({ name, value, isDefault, isCollapsedByDefault: false });
const empty = swimlanesSchema.parse({});

describe('swimlane edits', () => {
  it('regenerates the lanes of a new field and switches off without one', () => {
    const on = withSwimlaneField(empty, priority);
    expect(on.field).toBe('Priority');
    expect(on.lanes.map((l) => l.value)).toEqual(['High', 'Low']);
    expect(withSwimlaneField(on, null)).toMatchObject({ field: null, lanes: [] });
  });

  it('makes dynamic lanes for a person or lookup field, whose values are not known in advance', () => {
    const person = fieldSchema.parse({ internalName: 'AssignedTo', name: 'Assigned To', type: 'User' });
    const lookup = fieldSchema.parse({ internalName: 'Project', name: 'Project', type: 'Lookup' });
    for (const field of [person, lookup]) {
      expect(withSwimlaneField(empty, field)).toMatchObject({
        field: field.internalName,
        isDynamic: true,
        lanes: [lane('Unassigned', '', true)],
      });
    }
    expect(withSwimlaneField(empty, priority).isDynamic).toBe(false);
  });

  it('keeps only the default lane while dynamic', () => {
    const dynamic = withDynamicLanes(withSwimlaneField(empty, priority), true, priority);
    expect(dynamic.lanes).toEqual([lane('Unassigned', '', true)]);
    expect(withDynamicLanes(dynamic, false, priority).lanes.map((l) => l.value)).toEqual(['High', 'Low']);
  });

  it('turns column scroll off at one lane and on when the lanes grow, unless chosen', () => {
    const one = withLanes({ ...empty, useColumnScroll: true }, [lane('A')]);
    expect(one.useColumnScroll).toBe(false);
    expect(withLanes(one, [lane('A'), lane('B')]).useColumnScroll).toBe(true);
    const chosen = withColumnScroll(one, false);
    expect(withLanes(chosen, [lane('A'), lane('B')]).useColumnScroll).toBe(false);
    expect(withLanes(withLanes(one, [lane('A'), lane('B')]), [lane('A'), lane('B'), lane('C')]).useColumnScroll).toBe(true);
  });

  it('sorts the lanes with the default lane first when ascending', () => {
    const lanes = { ...empty, lanes: [lane('b'), lane('Unassigned', '', true), lane('a')] };
    expect(withLaneSort(lanes, 1).lanes.map((l) => l.name)).toEqual(['Unassigned', 'a', 'b']);
  });

  it('renames the default lanes with the default name', () => {
    const renamed = withDefaultLaneName({ ...empty, lanes: [lane('A'), lane('Unassigned', '', true)] }, 'Nobody');
    expect(renamed.lanes.map((l) => l.name)).toEqual(['A', 'Nobody']);
  });
});
