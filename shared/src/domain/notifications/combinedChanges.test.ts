import { describe, expect, it } from 'vitest';
import { combineChanges } from './combinedChanges';

const change = (field: string, before: string, after: string, extra = {}) => ({ field, before, after, ...extra });

describe('combineChanges', () => {
  it('shows each field from its value before the first change to its value after the last', () => {
    const combined = combineChanges([
      { editor: 'Alex', changes: [change('Status', 'Not Started', 'In Progress', { name: 'Status' })], comment: null },
      { editor: 'Alex', changes: [change('Title', 'Draft', 'Plan')], comment: null },
      { editor: 'Megan', changes: [change('Status', 'In Progress', 'Completed', { name: 'Changed name' })], comment: null },
    ]);
    expect(combined.changes).toEqual([change('Status', 'Not Started', 'Completed', { name: 'Status' }), change('Title', 'Draft', 'Plan')]);
    expect(combined.editors).toEqual(['Alex', 'Megan']);
  });

  it('leaves out a field that ended where it started', () => {
    const combined = combineChanges([
      { editor: 'Alex', changes: [change('Priority', 'Low', 'High'), change('Title', 'A', 'B')], comment: null },
      { editor: 'Alex', changes: [change('Priority', 'High', 'Low')], comment: null },
    ]);
    expect(combined.changes).toEqual([change('Title', 'A', 'B')]);
  });

  it('keeps every comment with its writer, oldest first', () => {
    const combined = combineChanges([
      { editor: 'Megan', changes: [], comment: '<p>First</p>' },
      { editor: 'Alex', changes: [], comment: null },
      { editor: 'Adele', changes: [], comment: '<p>Second</p>' },
    ]);
    expect(combined.comments).toEqual([
      { editor: 'Megan', html: '<p>First</p>' },
      { editor: 'Adele', html: '<p>Second</p>' },
    ]);
    expect(combined.editors).toEqual(['Megan', 'Alex', 'Adele']);
  });

  it('tells a single change as it is', () => {
    const run = { editor: 'Alex', changes: [change('Title', 'A', 'B')], comment: '<p>x</p>' };
    expect(combineChanges([run])).toEqual({ editors: ['Alex'], changes: run.changes, comments: [{ editor: 'Alex', html: '<p>x</p>' }] });
  });
});
