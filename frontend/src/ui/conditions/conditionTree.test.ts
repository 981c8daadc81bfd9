import { describe, expect, it } from 'vitest';
import type { Condition } from '@listboard/shared';
import {
  addBlock,
  addCondition,
  addGroup,
  blocksOf,
  emptyCondition,
  joinsSomething,
  normalise,
  removeCondition,
  updateCondition,
} from './conditionTree';

/** The shape of the conditions: id@block.group, in list order. */
const shape = (conditions: Condition[]) => conditions.map((c) => `${c.id}@${c.block}.${c.group}`);

const start = () => [emptyCondition('a', 0, 0)];

describe('condition builder editing (spec 2 section 4)', () => {
  it('adds a block holding a group holding one condition', () => {
    const conditions = addBlock(start(), 'b');
    expect(shape(conditions)).toEqual(['a@0.0', 'b@1.0']);
    expect(blocksOf(conditions).map((block) => block.groups.length)).toEqual([1, 1]);
    expect(shape(addBlock([], 'x'))).toEqual(['x@0.0']);
  });

  it('adds a group at the end of its block and a condition at the end of its group', () => {
    let conditions = addBlock(start(), 'b');
    conditions = addGroup(conditions, 0, 'c');
    conditions = addCondition(conditions, 0, 0, 'd');
    conditions = addCondition(conditions, 1, 0, 'e');
    expect(shape(conditions)).toEqual(['a@0.0', 'd@0.0', 'c@0.1', 'b@1.0', 'e@1.0']);
  });

  it('removes a group with its last condition and a block with its last group, numbering the rest again', () => {
    let conditions = addGroup(addBlock(start(), 'b'), 0, 'c');
    conditions = removeCondition(conditions, 'a');
    expect(shape(conditions)).toEqual(['c@0.0', 'b@1.0']);
    conditions = removeCondition(conditions, 'c');
    expect(shape(conditions)).toEqual(['b@0.0']);
    expect(blocksOf(removeCondition(conditions, 'b'))).toEqual([]);
  });

  it('keeps the list order inside a group and orders blocks and groups by number', () => {
    const stored = [
      { ...emptyCondition('late', 3, 5), field: 'Status' },
      { ...emptyCondition('first', 0, 2), field: 'Priority' },
      { ...emptyCondition('second', 0, 2), field: 'Title' },
    ];
    expect(shape(normalise(stored))).toEqual(['first@0.0', 'second@0.0', 'late@1.0']);
    expect(blocksOf(stored).map((b) => b.groups.map((g) => g.conditions.map((c) => c.id)))).toEqual([[['first', 'second']], [['late']]]);
  });

  it('changes one condition and offers and/or on every condition but the very first', () => {
    const conditions = updateCondition(addGroup(start(), 0, 'b'), 'b', { conjunction: 'OR', field: 'Status' });
    expect(conditions[1]).toMatchObject({ id: 'b', conjunction: 'OR', field: 'Status', block: 0, group: 1 });
    expect(joinsSomething(conditions, 'a')).toBe(false);
    expect(joinsSomething(conditions, 'b')).toBe(true);
  });
});
