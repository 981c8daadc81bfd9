import { type Item, type StoredValue, type moveTaskRequestSchema, DEFAULT_LANE_VALUE, ORDER_FIELD, canEditItem } from '@listboard/shared';
import type { z } from 'zod';
import { badRequest, forbidden, notFound, preconditionFailed } from '../http/apiError';
import type { ListItemRecord } from '../ports/listHost';
import { listSchemaOf, openBoard, ownsItem, sourceListOf } from './boardAccess';
import { uniqueIdOf } from './cardMapper';
import { placeCard } from './columnOrder';
import { freshCard, requestedLaneField, swimlaneFieldOf } from './itemContext';
import { publishItemChanged, publishLive } from './livePublisher';
import { laneValueOf, storedLaneValue } from './laneValues';
import { retryOwnRaces } from './ownRaces';
import type { Session } from './session';
import { assertCanRelink } from './subtasksService';
import { assertCellHasRoom, lanesOf } from './wipGuard';
import { holdingColumn, needsColumnLock } from './columnGuard';

type MoveTaskRequest = z.infer<typeof moveTaskRequestSchema>;

const STALE_MESSAGE = 'This card was changed by someone else since you loaded it. The board has been refreshed; try again.';

/** POST /api/kanban/movetask: moves a card to a column, a lane and a place in the column. */
export function moveTask(session: Session, request: MoveTaskRequest): Promise<Item> {
  return retryOwnRaces(request.info.etag, () => moveOnce(session, request));
}

async function moveOnce(session: Session, request: MoveTaskRequest): Promise<Item> {
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  if (config.disableDragDrop) throw forbidden('drag_drop_disabled', 'Dragging cards is turned off on this board.');
  const source = sourceListOf(config, request.info.listID);
  const list = await listSchemaOf(session, source);
  const host = session.services.listHost;
  const record = await host.getItem(source.url, list.id, request.info.itemID);
  if (!record) throw notFound('item_not_found', `There is no item ${request.info.itemID} in ${source.name}.`);
  if (!canEditItem(board.level, ownsItem(session, board, record))) throw forbidden('access_denied', 'You may not change this card.');
  if (request.info.etag && request.info.etag !== record.etag) throw preconditionFailed('stale_item', STALE_MESSAGE);

  const column = config.columnDefinitions.find((c) => c.value === request.columnValue);
  if (!column) throw badRequest('unknown_column', `'${request.columnValue}' is not a column of this board.`);
  const changes: Record<string, StoredValue> = { [config.columnFieldName]: column.value };

  const swimlaneField = swimlaneFieldOf(board, list, requestedLaneField(config, request));
  const lanes = lanesOf(board, swimlaneField);
  let targetLane = laneValueOf(swimlaneField, swimlaneField ? record.values[swimlaneField.internalName] : null);
  if (swimlaneField && request.rowValue !== null) {
    const known = !lanes || config.swimlanes.isDynamic || lanes.some((l) => l.value === request.rowValue);
    if (!known) throw badRequest('unknown_lane', `'${request.rowValue}' is not a lane of this board.`);
    changes[swimlaneField.internalName] = storedLaneValue(swimlaneField, request.rowValue);
    if (swimlaneField.internalName === config.parentlookup && config.useSubtasks && request.rowValue !== targetLane && request.rowValue !== DEFAULT_LANE_VALUE) {
      await assertCanRelink(session, board, source, list, record.id, Number(request.rowValue));
    }
    targetLane = request.rowValue;
  }

  const movedId = uniqueIdOf(list.id, record.id);
  const ordered = config.allowSorting && list.fields.some((f) => f.internalName === ORDER_FIELD);
  let renumbered = false;
  let updated: ListItemRecord;
  try {
    updated = await holdingColumn(session, config, column, needsColumnLock(config, column, ordered), async () => {
      await assertCellHasRoom(session, board, column, swimlaneField, targetLane, movedId);
      if (ordered) {
        const place = await placeCard(session, config, {
          movedId, columnValue: column.value, previous: request.neighbours?.previous, next: request.neighbours?.next, requestedOrder: request.order,
          fromColumn: String(record.values[config.columnFieldName] ?? ''),
        }, session.user.id);
        if (place.order !== undefined) changes[ORDER_FIELD] = place.order;
        renumbered = place.renumbered;
      }
      return host.updateItem(source.url, list.id, record.id, changes, { etag: record.etag, editorId: session.user.id });
    });
  } finally {
    // The column's other cards have their new orders even when this card's own write then failed.
    if (renumbered) publishLive(session, config.id, { type: 'itemsReordered', boardID: config.id, columnValue: column.value, timestamp: Date.now(), originId: session.clientId });
  }
  const card = await freshCard(session, board, source, list, updated, swimlaneField);
  const boardSwimlane = swimlaneFieldOf(board, list);
  const shared = boardSwimlane === swimlaneField ? card : await freshCard(session, board, source, list, updated, boardSwimlane);
  await publishItemChanged(session, board, source, list, shared, record);
  return card;
}
