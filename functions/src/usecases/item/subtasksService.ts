import {
  type Item,
  type SourceList,
  type SubtaskFooter,
  type addSubtaskRequestSchema,
  type subtasksQuerySchema,
  canEditItem,
  cardIdOf,
  checkSubtaskLink,
  subtaskFooter,
} from '@listboard/shared';
import type { z } from 'zod';
import { UseCaseError, invalid, notAllowed, notFound } from '../errors';
import type { ListItemRecord, ListSchema } from '../../ports/listHost';
import { type OpenBoard, listSchemaOf, openBoard, ownsItem, sourceListOf } from '../common/boardAccess';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { recordChange } from '../notifications/changeRecorder';
import { holdingColumn, needsColumnLock } from '../placement/columnGuard';
import { assertCellHasRoom } from '../placement/wipGuard';

const PROBLEM_MESSAGES = {
  same_item: 'A task cannot be its own subtask.',
  task_not_found: 'The task does not exist.',
  already_subtask: 'The task already is a subtask.',
  cyclic_dependency: 'Linking these tasks would make a cycle.',
  multi_level_disabled: 'This board does not allow subtasks of subtasks.',
} as const;

function parentLookupOf(board: OpenBoard): string {
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
 * unlink followed by a link.
 */
async function assertLinkAllowed(
  session: Session,
  board: OpenBoard,
  source: SourceList,
  list: ListSchema,
  parentId: number,
  childId: number,
  relinking: boolean,
): Promise<ListItemRecord> {
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
export async function assertCanRelink(
  session: Session,
  board: OpenBoard,
  source: SourceList,
  list: ListSchema,
  childId: number,
  parentId: number,
): Promise<void> {
  await assertLinkAllowed(session, board, source, list, parentId, childId, true);
}

/**
 * Writes a link while holding the task's column when that column has a WIP limit. The subtask enters
 * its parent's lane wherever lanes are parents (a board with lanes by parent, and the parent-child view
 * of any board), so that cell of its column must have room (docs/concurrency.md).
 */
async function linkIntoParentLane(
  session: Session,
  board: OpenBoard,
  list: ListSchema,
  task: ListItemRecord,
  parentId: number,
  write: () => Promise<ListItemRecord>,
): Promise<ListItemRecord> {
  const column = board.config.columnDefinitions.find((c) => c.value === String(task.values[board.config.columnFieldName] ?? ''));
  if (!column) return write();
  const parentLanes = swimlaneFieldOf(board, list, { internalName: parentLookupOf(board) });
  return holdingColumn(session, board.config, column, needsColumnLock(board.config, column, false), async () => {
    await assertCellHasRoom(session, board, column, parentLanes, String(parentId), cardIdOf(list.id, task.id));
    return write();
  });
}

/** POST /api/item/addsubtask: sets the subtask's parent lookup, after the spec's linking rules. */
export async function addSubtask(session: Session, request: z.infer<typeof addSubtaskRequestSchema>): Promise<{ itemID: number }> {
  const board = await openBoard(session, request.boardID);
  const field = parentLookupOf(board);
  const source = sourceListOf(board.config, request.listID);
  const list = await listSchemaOf(session, source);
  // The request names no ETag: a change to the subtask between our read and write is our own race.
  const { child, updated } = await retryOwnRaces(undefined, async () => {
    // Rights first, then the linking rules (only a full editor learns that a task does not exist).
    const task = await session.lists.getItem(source.url, list.id, request.taskID);
    if (!canEditItem(board.level, task !== null && ownsItem(session, board, task)))
      throw notAllowed('access_denied', 'You may not change this task.');
    const linked = await assertLinkAllowed(session, board, source, list, request.itemID, request.taskID, false);
    const write = () =>
      session.lists.updateItem(
        source.url,
        list.id,
        linked.id,
        { [field]: [request.itemID] },
        { etag: linked.etag, editorId: session.user.id },
      );
    return { child: linked, updated: await linkIntoParentLane(session, board, list, linked, request.itemID, write) };
  });
  await publishItemChanged(
    session,
    board,
    source,
    list,
    await freshCard(session, board, source, list, updated, swimlaneFieldOf(board, list)),
    child,
  );
  recordChange(session, board, source, list, { kind: 'subtaskLinked', before: child, after: updated });
  return { itemID: updated.id };
}

/** GET /api/item/getSubtasks/: the item's subtasks as cards, with the footer figures. */
export async function getSubtasks(
  session: Session,
  query: z.infer<typeof subtasksQuerySchema>,
): Promise<{ items: Item[]; footer: SubtaskFooter }> {
  const board = await openBoard(session, query.boardID);
  const field = parentLookupOf(board);
  const source = sourceListOf(board.config, query.listID);
  const list = await listSchemaOf(session, source);
  const host = session.lists;
  const [parent, children] = await Promise.all([
    host.getItem(source.url, list.id, query.itemID),
    host.queryItems(source.url, list.id, { fieldEquals: { [field]: query.itemID } }),
  ]);
  if (!parent) throw notFound('item_not_found', `There is no item ${query.itemID}.`);
  const swimlaneField = swimlaneFieldOf(board, list);
  const items = await Promise.all(children.map((record) => freshCard(session, board, source, list, record, swimlaneField)));
  return { items, footer: subtaskFooter(items) };
}
