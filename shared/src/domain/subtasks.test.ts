import { describe, expect, it } from 'vitest';
import { checkSubtaskLink, subtaskFooter } from './subtasks';

// 1 <- 2 <- 3 (3's parent is 2, 2's parent is 1); 4 and 5 stand alone.
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
  [5, null],
]);
const parentOf = (id: number) => parents.get(id);
const hasChildren = (id: number) => [...parents.values()].includes(id);

describe('subtask linking', () => {
  it('links a top-level item under another', () => {
    expect(checkSubtaskLink(4, 5, parentOf, hasChildren, false)).toBeNull();
  });
  it('refuses the same item, a missing one and an item that already is a subtask', () => {
    expect(checkSubtaskLink(4, 4, parentOf, hasChildren, true)).toBe('same_item');
    expect(checkSubtaskLink(4, 99, parentOf, hasChildren, true)).toBe('task_not_found');
    expect(checkSubtaskLink(4, 3, parentOf, hasChildren, true)).toBe('already_subtask');
  });
  it('refuses a cycle', () => {
    expect(checkSubtaskLink(3, 1, parentOf, hasChildren, true)).toBe('cyclic_dependency');
  });
  it('allows deeper levels only when the board does', () => {
    expect(checkSubtaskLink(3, 4, parentOf, hasChildren, true)).toBeNull();
    expect(checkSubtaskLink(3, 4, parentOf, hasChildren, false)).toBe('multi_level_disabled');
    expect(checkSubtaskLink(4, 1, parentOf, hasChildren, false)).toBe('multi_level_disabled');
  });
});

describe('subtask footer', () => {
  it('counts ready subtasks and finds the latest due date', () => {
    expect(
      subtaskFooter([
        { isCompleted: true, dueDate: '2026-12-01T00:00:00Z' },
        { isCompleted: false, dueDate: '2026-12-09T00:00:00Z' },
        { isCompleted: false, dueDate: null },
      ]),
    ).toEqual({ total: 3, ready: 1, percentCompleted: 33, dueDate: '2026-12-09T00:00:00Z' });
    expect(subtaskFooter([])).toEqual({ total: 0, ready: 0, percentCompleted: 0, dueDate: null });
  });
});
