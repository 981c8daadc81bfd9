import { type Item, type moveTaskRequestSchema, ORDER_FIELD, cardIdOf } from '@listboard/shared';
import type { z } from 'zod';
import type { ListItemRecord } from '../../ports/listHost';
import { openBoard } from '../common/boardAccess';
import { scopeOfList } from '../common/itemScope';
import { columnCardsOnce, placeCard } from '../placement/columnOrder';
import { publishItemChanged, publishColumnRenumbered } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { assertCellsHaveRoom } from '../placement/wipGuard';
import { holdingColumn, needsColumnLock } from '../placement/columnGuard';
import { withinPeopleLimits } from '../placement/personWipGuard';
import { recordChange } from '../notifications/index';
import { movableCard, movedCardViews, planMove, targetColumn } from './movePlan';

type MoveTaskRequest = z.infer<typeof moveTaskRequestSchema>;

/** POST /api/kanban/movetask: moves a card to a column, a lane and a place in the column. */
export function moveTask(session: Session, request: MoveTaskRequest): Promise<Item> {
  return retryOwnRaces(request.info.etag, () => moveOnce(session, request));
}

async function moveOnce(session: Session, request: MoveTaskRequest): Promise<Item> {
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  const column = targetColumn(board, request.columnValue);
  const scope = await scopeOfList(session, board, request.info.listID);
  const { source, list } = scope;
  const host = session.lists;
  const record = await movableCard(scope, request.info.itemID, request.info.etag);
  const { changes, swimlaneField, cells } = await planMove(scope, record, column, request);

  const movedId = cardIdOf(list.id, record.id);
  const ordered = config.allowSorting && list.fields.some((f) => f.internalName === ORDER_FIELD);
  // A move that names no place reads no order of the column (placeCard): only a WIP limit makes it hold the column.
  const namesPlace = Boolean(request.neighbours?.previous || request.neighbours?.next) || request.order !== null;
  let renumbered = false;
  let updated: ListItemRecord;
  try {
    updated = await holdingColumn(session, config, column, needsColumnLock(config, column, ordered && namesPlace), async () => {
      // The WIP check and the new orders read the column once between them.
      const cards = columnCardsOnce(session, config, column.value);
      await assertCellsHaveRoom(session, board, column, cells, movedId, cards);
      const loads = { cardId: movedId, before: record.values, after: { ...record.values, ...changes } };
      return withinPeopleLimits(session, board, loads, async () => {
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
    });
  } finally {
    // The column's other cards have their new orders even when this card's own write then failed.
    if (renumbered) publishColumnRenumbered(session, config.id, column.value);
  }
  const { card, shared } = await movedCardViews(scope, updated, swimlaneField);
  await publishItemChanged(scope, shared, record);
  recordChange(scope, { kind: 'moved', before: record, after: updated });
  return card;
}
