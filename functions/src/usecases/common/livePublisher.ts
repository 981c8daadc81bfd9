import { cardIdOf, errorText } from '@listboard/shared';
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

/** Tells the board's pages that a column was renumbered: every card of it has a new order, so they read the board again. */
export function publishColumnRenumbered(session: Session, boardId: string, columnValue: string): void {
  publishLive(session, boardId, {
    type: 'itemsReordered',
    boardID: boardId,
    columnValue,
    timestamp: Date.now(),
    originId: session.clientId,
  });
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
  const { session, board, list } = scope;
  const boardID = board.config.id;
  const parentCard = await parentCardOf(scope, parentId);
  if (!parentCard) return;
  publishLive(session, boardID, {
    type: 'itemCreatedOrUpdated',
    boardID,
    listID: list.id,
    itemID: parentId,
    timestamp: Date.now(),
    item: parentCard,
    originId: null,
  });
}

/** A parent card as the board shows it now, or null when it is gone or cannot be read (which only costs the parent's counts). */
async function parentCardOf(scope: ItemScope, parentId: number): Promise<Item | null> {
  const { session, board, source, list } = scope;
  try {
    const parent = await session.lists.getItem(source.url, list.id, parentId);
    return parent ? await freshCard(scope, parent, swimlaneFieldOf(board, list)) : null;
  } catch (error) {
    commonDepsOf(session).log(`Parent ${parentId} on board ${board.config.id} was not published: ${errorText(error)}`);
    return null;
  }
}

/** A card a request about a selection changed: its scope, the card as the board shows it, and the item before. */
export interface ChangedCard {
  scope: ItemScope;
  item: Item;
  before: ListItemRecord;
}

/** Past this many characters an event is split, well under Web PubSub's 1 MB message and the live log's entity size. */
const MAX_EVENT_CHARACTERS = 256_000;

/**
 * Tells the board's pages about the cards one request changed, with the parents whose subtask counts
 * changed with them, as one event (or a few, for very large cards): a page applies them as one update.
 */
export async function publishItemsChanged(session: Session, boardId: string, changed: readonly ChangedCard[]): Promise<void> {
  if (changed.length === 0) return;
  const items = changed.map((c) => c.item);
  const shown = new Set(items.map((item) => item.uniqueID));
  const parents = new Map<string, { scope: ItemScope; parentId: number }>();
  for (const { scope, item, before } of changed) {
    for (const parentId of [parentIdOf(scope.board, before), item.parent?.id ?? null]) {
      if (parentId === null) continue;
      const key = cardIdOf(scope.list.id, parentId);
      if (!shown.has(key)) parents.set(key, { scope, parentId });
    }
  }
  const parentCards = await Promise.all([...parents.values()].map(({ scope, parentId }) => parentCardOf(scope, parentId)));
  const all = [...items, ...parentCards.filter((card): card is Item => card !== null)];
  let batch: Item[] = [];
  let size = 0;
  const send = () => {
    if (batch.length > 0)
      publishLive(session, boardId, {
        type: 'itemsChanged',
        boardID: boardId,
        timestamp: Date.now(),
        items: batch,
        originId: session.clientId,
      });
    batch = [];
    size = 0;
  };
  for (const item of all) {
    const itemSize = JSON.stringify(item).length;
    if (size + itemSize > MAX_EVENT_CHARACTERS) send();
    batch.push(item);
    size += itemSize;
  }
  send();
}
