import { errorText } from '@listboard/shared';
import type { Item, RealtimeEvent } from '@listboard/shared';
import type { ListItemRecord } from '../../ports/listHost';
import { parentIdOf } from './boardAccess';
import type { ItemScope } from './itemScope';
import { freshCard, swimlaneFieldOf } from './itemContext';
import type { Session } from '../../context/session';
import { commonDepsOf } from './deps';

/**
 * Hands a live event to the channel, which sends it after the response (in order per board): the
 * user's write neither waits for the channel nor fails because of it.
 */
export function publishLive(session: Session, boardId: string, event: RealtimeEvent): void {
  commonDepsOf(session).realtime.publish(boardId, event);
}

/** Tells the board's pages that the board itself changed (its settings, or its place in the trash bin): they load it again. */
export function publishBoardChanged(session: Session, boardId: string): void {
  publishLive(session, boardId, { type: 'boardChanged', boardID: boardId, timestamp: Date.now(), originId: session.clientId });
}

/**
 * Tells the board's pages about a changed card, and about its parent, whose subtask counts may
 * have changed with it. `item` is the card as the board (not a page's own swimlane pick) shows it;
 * `before` is the item as it was, so that a parent it left hears of it too.
 */
export async function publishItemChanged(scope: ItemScope, item: Item, before?: ListItemRecord): Promise<void> {
  const { session, board, list } = scope;
  const boardID = board.config.id;
  const originId = session.clientId;
  publishLive(session, boardID, {
    type: 'itemCreatedOrUpdated',
    boardID,
    listID: list.id,
    itemID: item.id,
    timestamp: item.info.timestamp,
    item,
    originId,
  });
  const formerParentId = before ? parentIdOf(board, before) : null;
  if (formerParentId !== null && formerParentId !== item.parent?.id) await publishParent(scope, formerParentId);
  if (item.parent) await publishParent(scope, item.parent.id);
}

/** A removed card leaves the board's pages, and its parent's subtask counts change. */
export async function publishItemRemoved(scope: ItemScope, itemId: number, parentId: number | null): Promise<void> {
  const { session, board, list } = scope;
  const boardID = board.config.id;
  publishLive(session, boardID, {
    type: 'itemRemoved',
    boardID,
    listID: list.id,
    itemID: itemId,
    timestamp: Date.now(),
    originId: session.clientId,
  });
  if (parentId) await publishParent(scope, parentId);
}

/** The parent card with fresh subtask counts; its own timestamp did not change, so the event carries now. */
async function publishParent(scope: ItemScope, parentId: number): Promise<void> {
  const { session, board, source, list } = scope;
  const boardID = board.config.id;
  try {
    const parent = await session.lists.getItem(source.url, list.id, parentId);
    if (!parent) return;
    const parentCard = await freshCard(scope, parent, swimlaneFieldOf(board, list));
    publishLive(session, boardID, {
      type: 'itemCreatedOrUpdated',
      boardID,
      listID: list.id,
      itemID: parent.id,
      timestamp: Date.now(),
      item: parentCard,
      originId: null,
    });
  } catch (error) {
    commonDepsOf(session).log(`Parent ${parentId} on board ${boardID} was not published: ${errorText(error)}`);
  }
}
