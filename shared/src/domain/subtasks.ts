/** Why a subtask cannot be linked (spec 1 section 5); the page shows the localized message for each. */
export type SubtaskLinkProblem = 'same_item' | 'task_not_found' | 'already_subtask' | 'cyclic_dependency' | 'multi_level_disabled';

/**
 * Checks linking `childId` under `parentId`. `parentOf` answers an item's parent id, null for a
 * top-level item and undefined for an item that does not exist; `hasChildren` tells whether an item
 * has subtasks of its own.
 */
export function checkSubtaskLink(
  parentId: number,
  childId: number,
  parentOf: (id: number) => number | null | undefined,
  hasChildren: (id: number) => boolean,
  allowMultiLevel: boolean,
): SubtaskLinkProblem | null {
  if (parentId === childId) return 'same_item';
  if (parentOf(parentId) === undefined || parentOf(childId) === undefined) return 'task_not_found';
  if (parentOf(childId) !== null) return 'already_subtask';
  const seen = new Set<number>();
  for (let id: number | null | undefined = parentId; id !== null && id !== undefined && !seen.has(id); id = parentOf(id)) {
    if (id === childId) return 'cyclic_dependency';
    seen.add(id);
  }
  if (!allowMultiLevel && (parentOf(parentId) !== null || hasChildren(childId))) return 'multi_level_disabled';
  return null;
}

export interface SubtaskFooter {
  total: number;
  ready: number;
  percentCompleted: number;
  /** The latest due date of the subtasks, ISO, or null. */
  dueDate: string | null;
}

export function subtaskFooter(subtasks: readonly { isCompleted: boolean; dueDate: string | null }[]): SubtaskFooter {
  const ready = subtasks.filter((s) => s.isCompleted).length;
  const dueDates = subtasks
    .map((s) => s.dueDate)
    .filter((d): d is string => Boolean(d))
    .sort();
  return {
    total: subtasks.length,
    ready,
    percentCompleted: subtasks.length === 0 ? 0 : Math.round((ready / subtasks.length) * 100),
    dueDate: dueDates.at(-1) ?? null,
  };
}
