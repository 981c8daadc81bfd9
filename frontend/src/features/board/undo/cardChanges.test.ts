import { describe, expect, it } from 'vitest';
import { card } from '../testing/dndBoard';
import { type ChangeNames, changedParts } from './cardChanges';

const names: ChangeNames = {
  field: (internalName) => ({ Title: 'Task name', Status: 'Progress', Priority: 'Priority' })[internalName],
  place: 'its place',
};
const board = { columnFieldName: 'Status', swimlanes: { field: 'Priority' } };

describe('changedParts', () => {
  const left = { ...card('Fix login', 'todo', 1000), card: { Priority: { t: 'High', v: '(1) High' } } };

  it('names the fields that differ as the board names them', () => {
    const now = { ...left, name: 'Fix logout', columnValue: 'done', card: { Priority: { t: 'Low', v: '(3) Low' } } };
    expect(changedParts(left, now, board, names)).toEqual(['Task name', 'Progress', 'Priority']);
  });

  it("names a new lane by the lane field, and calls a new position in the same column the card's place", () => {
    expect(changedParts(left, { ...left, order: 2000 }, board, names)).toEqual(['its place']);
    expect(changedParts(left, { ...left, rowValue: 'other' }, board, names)).toEqual(['Priority']);
    expect(changedParts(left, { ...left, rowValue: 'other' }, { ...board, swimlanes: { field: null } }, names)).toEqual(['its place']);
    // In another column its order is part of the column's change.
    expect(changedParts(left, { ...left, columnValue: 'done', order: 5 }, board, names)).toEqual(['Progress']);
  });

  it('finds nothing when only what the card does not show changed', () => {
    expect(changedParts(left, { ...left, commentsCount: 3, info: { ...left.info, etag: '"2"' } }, board, names)).toEqual([]);
  });
});
