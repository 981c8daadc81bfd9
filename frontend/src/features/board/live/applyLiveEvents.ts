import { type Item, type Permission, type RealtimeEvent, type TasksResponse, canEditItem, cardIdOf, isOlderCard } from '@listboard/shared';
import { findCard, removeCard, upsertByOrder } from '../dnd/moveCache';

/** Who reads the board: a card's edit rights in an event are its writer's, so they are worked out again. */
export interface Viewer {
  userId: number;
  level: Permission;
}

function forViewer(item: Item, viewer: Viewer): Item {
  const allowEdit = canEditItem(viewer.level, item.authorID === viewer.userId || item.usersIds.includes(viewer.userId));
  return { ...item, allowEdit, isReadOnly: !allowEdit, editPermissionDisabled: !allowEdit };
}

function cardOf(data: TasksResponse, listID: string, itemID: number): Item | undefined {
  for (const row of data.rows) {
    for (const column of row.columns) {
      const found = column.items.find((item) => item.info.listID === listID && item.info.itemID === itemID);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A selection's event as the events of its cards, each applied as a single card's would be (in one
 * batch with the rest, so in one update); any other event as it is.
 */
export function cardEventsOf(event: RealtimeEvent): RealtimeEvent[] {
  if (event.type !== 'itemsChanged') return [event];
  return event.items.map((item) => ({
    type: 'itemCreatedOrUpdated',
    boardID: event.boardID,
    listID: item.info.listID,
    itemID: item.info.itemID,
    timestamp: event.timestamp,
    item,
    originId: event.originId,
  }));
}

/** The card an item event is about (board and configuration events are about none). */
export function cardOfEvent(event: RealtimeEvent): string | null {
  return event.type === 'itemCreatedOrUpdated' || event.type === 'itemRemoved' ? cardIdOf(event.listID, event.itemID) : null;
}

/**
 * Applies a batch of live events to the cached board in one pass. An update applies unless it is
 * older than the card the page has (docs/live-updates.md#versions: by the card's version, not the
 * event's time, which for a parent is the time it was sent); a removal always applies.
 */
export function applyLiveEvents(data: TasksResponse, events: readonly RealtimeEvent[], viewer: Viewer): TasksResponse {
  let next = data;
  for (const event of events) {
    if (event.type === 'itemCreatedOrUpdated') {
      const current = findCard(next, event.item.uniqueID);
      if (current && isOlderCard(event.item.info, current.item.info)) continue;
      next = upsertByOrder(next, forViewer(event.item, viewer));
    } else if (event.type === 'itemRemoved') {
      const removed = cardOf(next, event.listID, event.itemID);
      if (removed) next = removeCard(next, removed.uniqueID);
    }
  }
  return next;
}
