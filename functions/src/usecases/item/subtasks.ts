import {
  type Item,
  type SubtaskFooter,
  type addSubtaskRequestSchema,
  type subtasksQuerySchema,
  canEditItem,
  cardIdOf,
  subtaskFooter,
} from '@listboard/shared';
import type { z } from 'zod';
import { notAllowed, notFound } from '../errors';
import type { ListItemRecord, ListSchema } from '../../ports/listHost';
import { type OpenBoard, openBoard, ownsItem } from '../common/boardAccess';
import { scopeOfList } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { recordChange } from '../notifications/index';
import { holdingColumn, needsColumnLock } from '../placement/columnGuard';
import { assertCellHasRoom } from '../placement/wipGuard';
import { assertLinkAllowed, parentLookupOf } from '../placement/subtaskLinks';

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
  const scope = await scopeOfList(session, board, request.listID);
  const { source, list } = scope;
  // The request names no ETag: a change to the subtask between our read and write is our own race.
  const { child, updated } = await retryOwnRaces(undefined, async () => {
    // Rights first, then the linking rules (only a full editor learns that a task does not exist).
    const task = await session.lists.getItem(source.url, list.id, request.taskID);
    if (!canEditItem(board.level, task !== null && ownsItem(session, board, task)))
      throw notAllowed('access_denied', 'You may not change this task.');
    const linked = await assertLinkAllowed(scope, request.itemID, request.taskID, false);
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
  await publishItemChanged(scope, await freshCard(scope, updated, swimlaneFieldOf(board, list)), child);
  recordChange(scope, { kind: 'subtaskLinked', before: child, after: updated });
  return { itemID: updated.id };
}

/** GET /api/item/getSubtasks/: the item's subtasks as cards, with the footer figures. */
export async function getSubtasks(
  session: Session,
  query: z.infer<typeof subtasksQuerySchema>,
): Promise<{ items: Item[]; footer: SubtaskFooter }> {
  const board = await openBoard(session, query.boardID);
  const field = parentLookupOf(board);
  const scope = await scopeOfList(session, board, query.listID);
  const { source, list } = scope;
  const host = session.lists;
  const [parent, children] = await Promise.all([
    host.getItem(source.url, list.id, query.itemID),
    host.queryItems(source.url, list.id, { fieldEquals: { [field]: query.itemID } }),
  ]);
  if (!parent) throw notFound('item_not_found', `There is no item ${query.itemID}.`);
  const swimlaneField = swimlaneFieldOf(board, list);
  const items = await Promise.all(children.map((record) => freshCard(scope, record, swimlaneField)));
  return { items, footer: subtaskFooter(items) };
}
