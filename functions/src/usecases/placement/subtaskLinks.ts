import { checkSubtaskLink } from '@listboard/shared';
import { UseCaseError, invalid } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import type { OpenBoard } from '../common/boardAccess';
import type { ItemScope } from '../common/itemScope';

const PROBLEM_MESSAGES = {
  same_item: 'A task cannot be its own subtask.',
  task_not_found: 'The task does not exist.',
  already_subtask: 'The task already is a subtask.',
  cyclic_dependency: 'Linking these tasks would make a cycle.',
  multi_level_disabled: 'This board does not allow subtasks of subtasks.',
} as const;

/** The board's parent lookup field; refuses a board without subtasks. */
export function parentLookupOf(board: OpenBoard): string {
  const field = board.config.useSubtasks ? board.config.parentlookup : null;
  if (!field) throw invalid('subtasks_disabled', 'This board does not use subtasks.');
  return field;
}

function parentIdOf(record: ListItemRecord, field: string): number | null {
  const value = record.values[field];
  return Array.isArray(value) && value.length > 0 ? Number(value[0]) : null;
}

/**
 * Refuses linking `childId` under `parentId` when the spec's linking rules forbid it. With
 * `relinking` the child's current parent is ignored: moving a card between parent lanes is an
 * unlink followed by a link. A card dropped into a parent's lane is placed under that parent, so
 * the rule sits with the placement rules, where both a move and a link find it.
 */
export async function assertLinkAllowed(scope: ItemScope, parentId: number, childId: number, relinking: boolean): Promise<ListItemRecord> {
  const { session, board, source, list } = scope;
  const field = parentLookupOf(board);
  const records = new Map((await session.lists.queryItems(source.url, list.id)).map((r) => [r.id, r]));
  const parentOf = (id: number) => {
    const record = records.get(id);
    if (!record) return undefined;
    return relinking && id === childId ? null : parentIdOf(record, field);
  };
  const hasChildren = (id: number) => [...records.values()].some((r) => parentIdOf(r, field) === id);
  const problem = checkSubtaskLink(parentId, childId, parentOf, hasChildren, board.config.allowMultiLevelSubtasks);
  // A missing task is a 404 like every missing item; the spec's key stays the code, for the page's message.
  if (problem) throw new UseCaseError(problem, PROBLEM_MESSAGES[problem]);
  return records.get(childId) as ListItemRecord;
}

/** A card moved into the lane of parent `parentId` (parent-child view) must be a valid subtask of it. */
export async function assertCanRelink(scope: ItemScope, childId: number, parentId: number): Promise<void> {
  await assertLinkAllowed(scope, parentId, childId, true);
}
