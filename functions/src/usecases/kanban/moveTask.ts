import {
  type Field,
  type Item,
  type LaneSlot,
  type Swimlanes,
  type StoredValue,
  type moveTaskRequestSchema,
  DEFAULT_LANE_VALUE,
  ORDER_FIELD,
  canEditItem,
  cardIdOf,
  defaultLaneValueProblem,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, notFound, stale } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import { openBoard, ownsItem } from '../common/boardAccess';
import { scopeOfList } from '../common/itemScope';
import { columnCardsOnce, placeCard } from '../placement/columnOrder';
import { freshCard, requestedLaneField, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged, publishLive } from '../common/livePublisher';
import { laneValueOfStored, storedLaneValue } from '../common/laneValues';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { assertCanRelink } from '../placement/subtaskLinks';
import { assertCellsHaveRoom, cellsOfCard, lanesOf } from '../placement/wipGuard';
import { holdingColumn, needsColumnLock } from '../placement/columnGuard';
import { recordChange } from '../notifications/index';

type MoveTaskRequest = z.infer<typeof moveTaskRequestSchema>;

/** The lane value a person picked for a card dropped on the default lane, checked against the board's rule. */
function defaultLanePick(
  swimlanes: Swimlanes,
  field: Field | null,
  lanes: LaneSlot[] | null,
  request: MoveTaskRequest,
): { field: Field; value: string } {
  const value = request.defaultLaneValue ?? DEFAULT_LANE_VALUE;
  if (!field || !lanes || request.rowValue !== DEFAULT_LANE_VALUE)
    throw invalid('invalid_lane', "A value for the default lane goes only with a drop on the board's default lane.");
  const problem = defaultLaneValueProblem(swimlanes, field, lanes, value);
  if (problem) throw invalid('invalid_lane', problem);
  return { field, value };
}

const STALE_MESSAGE = 'This card was changed by someone else since you loaded it. The board has been refreshed; try again.';

/** POST /api/kanban/movetask: moves a card to a column, a lane and a place in the column. */
export function moveTask(session: Session, request: MoveTaskRequest): Promise<Item> {
  return retryOwnRaces(request.info.etag, () => moveOnce(session, request));
}

async function moveOnce(session: Session, request: MoveTaskRequest): Promise<Item> {
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  if (config.disableDragDrop) throw notAllowed('drag_drop_disabled', 'Dragging cards is turned off on this board.');
  const scope = await scopeOfList(session, board, request.info.listID);
  const { source, list } = scope;
  const host = session.lists;
  const record = await host.getItem(source.url, list.id, request.info.itemID);
  if (!record) throw notFound('item_not_found', `There is no item ${request.info.itemID} in ${source.name}.`);
  if (!canEditItem(board.level, ownsItem(session, board, record))) throw notAllowed('access_denied', 'You may not change this card.');
  if (request.info.etag && request.info.etag !== record.etag) throw stale('stale_item', STALE_MESSAGE);

  const column = config.columnDefinitions.find((c) => c.value === request.columnValue);
  if (!column) throw invalid('unknown_column', `'${request.columnValue}' is not a column of this board.`);
  const changes: Record<string, StoredValue> = { [config.columnFieldName]: column.value };

  const swimlaneField = swimlaneFieldOf(board, list, requestedLaneField(config, request));
  const lanes = lanesOf(board, swimlaneField);
  let targetLane = laneValueOfStored(swimlaneField, swimlaneField ? record.values[swimlaneField.internalName] : null);
  if (swimlaneField && request.rowValue !== null) {
    const known = !lanes || config.swimlanes.isDynamic || lanes.some((l) => l.value === request.rowValue);
    if (!known) throw invalid('unknown_lane', `'${request.rowValue}' is not a lane of this board.`);
    changes[swimlaneField.internalName] = storedLaneValue(swimlaneField, request.rowValue);
    if (
      swimlaneField.internalName === config.parentlookup &&
      config.useSubtasks &&
      request.rowValue !== targetLane &&
      request.rowValue !== DEFAULT_LANE_VALUE
    ) {
      await assertCanRelink(scope, record.id, Number(request.rowValue));
    }
    targetLane = request.rowValue;
  }
  if (request.defaultLaneValue !== undefined) {
    const picked = defaultLanePick(config.swimlanes, swimlaneField, lanes, request);
    changes[picked.field.internalName] = storedLaneValue(picked.field, picked.value);
    targetLane = picked.value;
  }

  const movedId = cardIdOf(list.id, record.id);
  const ordered = config.allowSorting && list.fields.some((f) => f.internalName === ORDER_FIELD);
  let renumbered = false;
  let updated: ListItemRecord;
  try {
    updated = await holdingColumn(session, config, column, needsColumnLock(config, column, ordered), async () => {
      // The WIP check and the new orders read the column once between them.
      const cards = columnCardsOnce(session, config, column.value);
      await assertCellsHaveRoom(
        session,
        board,
        column,
        cellsOfCard(board, list, { field: swimlaneField, lane: targetLane }, { ...record.values, ...changes }),
        movedId,
        cards,
      );
      if (ordered) {
        const place = await placeCard(
          session,
          config,
          {
            movedId,
            columnValue: column.value,
            previous: request.neighbours?.previous,
            next: request.neighbours?.next,
            requestedOrder: request.order,
            fromColumn: String(record.values[config.columnFieldName] ?? ''),
          },
          session.user.id,
          cards,
        );
        if (place.order !== undefined) changes[ORDER_FIELD] = place.order;
        renumbered = place.renumbered;
      }
      return host.updateItem(source.url, list.id, record.id, changes, { etag: record.etag, editorId: session.user.id });
    });
  } finally {
    // The column's other cards have their new orders even when this card's own write then failed.
    if (renumbered)
      publishLive(session, config.id, {
        type: 'itemsReordered',
        boardID: config.id,
        columnValue: column.value,
        timestamp: Date.now(),
        originId: session.clientId,
      });
  }
  const card = await freshCard(scope, updated, swimlaneField);
  const boardSwimlane = swimlaneFieldOf(board, list);
  const shared = boardSwimlane === swimlaneField ? card : await freshCard(scope, updated, boardSwimlane);
  await publishItemChanged(scope, shared, record);
  recordChange(scope, { kind: 'moved', before: record, after: updated });
  return card;
}
