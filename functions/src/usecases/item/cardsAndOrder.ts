import {
  type FoundItem,
  type Item,
  type findItemsQuerySchema,
  type itemOrderRequestSchema,
  type neighbourOrderParamsSchema,
  type taskRequestSchema,
  ORDER_FIELD,
  canEditItem,
  roundOrder,
  cardIdOf,
} from '@listboard/shared';
import type { z } from 'zod';
import { notAllowed, notFound, stale } from '../errors';
import { type OpenBoard, boardItemQuery, openBoard, ownsItem } from '../common/boardAccess';
import { openItemScope, scopeOfList } from '../common/itemScope';
import { holdingColumn } from '../placement/columnGuard';
import { freeOrder } from '../placement/columnOrder';
import { freshCard, requestedLaneField, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged, publishLive } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { recordChange } from '../notifications/index';

async function openItem(session: Session, board: OpenBoard, info: { listID: string; itemID: number }) {
  const scope = await scopeOfList(session, board, info.listID);
  const { source, list } = scope;
  const record = await session.lists.getItem(source.url, list.id, info.itemID);
  if (!record) throw notFound('item_not_found', `There is no item ${info.itemID} in ${source.name}.`);
  return { scope, source, list, record };
}

/** POST /api/kanban/{boardId}/task: one card, fresh from the list. */
export async function loadTask(session: Session, boardId: string, request: z.infer<typeof taskRequestSchema>): Promise<Item> {
  const board = await openBoard(session, boardId);
  const { scope, list, record } = await openItem(session, board, request.info);
  return freshCard(scope, record, swimlaneFieldOf(board, list, requestedLaneField(board.config, request)));
}

/** POST /api/item/order: sets a card's order; answers the new timestamp. */
export function setItemOrder(session: Session, request: z.infer<typeof itemOrderRequestSchema>): Promise<{ timestamp: number }> {
  return retryOwnRaces(request.info.etag, () => setOrderOnce(session, request));
}

async function setOrderOnce(session: Session, request: z.infer<typeof itemOrderRequestSchema>): Promise<{ timestamp: number }> {
  const board = await openBoard(session, request.boardID);
  const { scope, source, list, record } = await openItem(session, board, request.info);
  if (!canEditItem(board.level, ownsItem(session, board, record))) throw notAllowed('access_denied', 'You may not change this card.');
  if (request.info.etag && request.info.etag !== record.etag)
    throw stale('stale_item', 'This card was changed by someone else since you loaded it.');
  if (!list.fields.some((f) => f.internalName === ORDER_FIELD))
    throw notFound('order_field_missing', `The list ${source.name} has no order field.`);
  const config = board.config;
  const column = config.columnDefinitions.find((c) => c.value === record.values[config.columnFieldName]);
  const write = (order: number) =>
    session.lists.updateItem(source.url, list.id, record.id, { [ORDER_FIELD]: order }, { etag: record.etag, editorId: session.user.id });
  let renumbered = false;
  // A card outside the board's columns has no column order to keep unique.
  const updated = column
    ? await holdingColumn(session, config, column, true, async () => {
        const placed = await freeOrder(
          session,
          config,
          column.value,
          roundOrder(request.order),
          cardIdOf(list.id, record.id),
          session.user.id,
        );
        renumbered = placed.renumbered;
        return write(placed.order ?? roundOrder(request.order));
      })
    : await write(roundOrder(request.order));
  await publishItemChanged(scope, await freshCard(scope, updated, swimlaneFieldOf(board, list)));
  recordChange(scope, { kind: 'moved', before: record, after: updated });
  if (renumbered && column)
    publishLive(session, config.id, {
      type: 'itemsReordered',
      boardID: config.id,
      columnValue: column.value,
      timestamp: Date.parse(updated.modified),
      originId: session.clientId,
    });
  return { timestamp: Date.parse(updated.modified) };
}

/** GET /api/site/order/{morethan|lessthan}/{order}/: the nearest order above or below, over the board's lists. */
export async function neighbourOrder(
  session: Session,
  params: z.infer<typeof neighbourOrderParamsSchema>,
): Promise<{ order: number | null }> {
  const board = await openBoard(session, params.boardID);
  const config = board.config;
  const query = params.columnValue ? { fieldEquals: { [config.columnFieldName]: params.columnValue } } : undefined;
  const records = (await Promise.all(config.source.lists.map((s) => session.lists.queryItems(s.url, s.listID, query)))).flat();
  const orders = records.map((r) => r.values[ORDER_FIELD]).filter((o): o is number => typeof o === 'number');
  const candidates = params.direction === 'morethan' ? orders.filter((o) => o > params.order) : orders.filter((o) => o < params.order);
  if (candidates.length === 0) return { order: null };
  return { order: params.direction === 'morethan' ? Math.min(...candidates) : Math.max(...candidates) };
}

/** GET /api/kanban/{boardId}/latestTask: the newest item of one of the board's lists. */
export async function latestTask(session: Session, boardId: string, listId: string): Promise<Item> {
  const scope = await openItemScope(session, boardId, listId);
  const { board, source, list } = scope;
  const records = await session.lists.queryItems(source.url, list.id, boardItemQuery(board.config));
  if (records.length === 0) throw notFound('item_not_found', `The list ${source.name} has no items.`);
  const newest = records.reduce((latest, r) => (r.id > latest.id ? r : latest));
  return freshCard(scope, newest, swimlaneFieldOf(board, list));
}

/** GET /api/item/find/: the board's cards whose title contains the search text. */
export async function findItems(session: Session, query: z.infer<typeof findItemsQuerySchema>): Promise<FoundItem[]> {
  const board = await openBoard(session, query.boardID);
  const needle = query.q.toLowerCase();
  const found: FoundItem[] = [];
  for (const source of board.config.source.lists) {
    for (const record of await session.lists.queryItems(source.url, source.listID, boardItemQuery(board.config))) {
      const name = String(record.values[board.config.titleFieldName] ?? '');
      if (!name.toLowerCase().includes(needle)) continue;
      found.push({
        id: record.id,
        name,
        uniqueID: cardIdOf(source.listID, record.id),
        info: { siteURL: source.url, listID: source.listID, itemID: record.id },
      });
      if (found.length >= query.top) return found;
    }
  }
  return found;
}
