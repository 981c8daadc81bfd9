import {
  type FieldValue,
  type ItemValuesResponse,
  type StoredValue,
  type itemValuesQuerySchema,
  type saveValuesRequestSchema,
  ORDER_FIELD,
  PERMISSION,
  canEditItem,
  toValueString,
  cardIdOf,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, invalidValues, notAllowed, notFound, stale } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import { assertMayAddTo, ownsItem } from '../common/boardAccess';
import { type ItemScope, openItemScope } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { laneValueOfStored } from '../common/laneValues';
import { publishColumnRenumbered, publishItemChanged } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import { columnCardsOnce, freeOrder } from '../placement/columnOrder';
import { holdingColumn, namesOrder, needsColumnLock } from '../placement/columnGuard';
import type { Session } from '../../context/session';
import { missingRequired, resolveValues } from '../common/valueResolution';
import { assertCellsHaveRoom, cellsOfCard } from '../placement/wipGuard';
import { withinPeopleLimits } from '../placement/personWipGuard';
import { recordChange } from '../notifications/index';

export const STALE = 'This card was changed by someone else since you opened it. Reload it and try again.';

export async function existingRecord(session: Session, url: string, listId: string, itemId: number): Promise<ListItemRecord> {
  const record = await session.lists.getItem(url, listId, itemId);
  if (!record) throw notFound('item_not_found', `There is no item ${itemId}.`);
  return record;
}

/** GET /api/item/values: the item's values as value strings. */
export async function getItemValues(session: Session, query: z.infer<typeof itemValuesQuerySchema>): Promise<ItemValuesResponse> {
  const { source, list } = await openItemScope(session, query.boardID, query.listID);
  const record = await existingRecord(session, source.url, list.id, query.itemID);
  const wanted = query.fields ? new Set(query.fields.split(',').map((f) => f.trim())) : null;
  const values: FieldValue[] = list.fields
    .filter((f) => !wanted || wanted.has(f.internalName))
    .map((f) => ({ name: f.internalName, value: toValueString(f, record.values[f.internalName]), type: f.type }));
  return { itemID: record.id, etag: record.etag, timestamp: Date.parse(record.modified), values };
}

/**
 * Writes a card that enters a column or lane (its parent's too), or names its own order: the cells'
 * WIP limits and a free order are checked and the card written while holding the column, so that
 * parallel writes cannot both take the last place of a cell or the same order. `values` are the card's values after
 * the write; `changes` what is written (its order may be moved to a free one).
 */
export async function writeIntoCell(
  scope: ItemScope,
  before: Record<string, StoredValue> | null,
  values: Record<string, StoredValue>,
  changes: Record<string, StoredValue>,
  cardId: string,
  write: () => Promise<ListItemRecord>,
): Promise<ListItemRecord> {
  const { session, board, list } = scope;
  const config = board.config;
  const columnValue = String(values[config.columnFieldName] ?? '');
  const column = config.columnDefinitions.find((c) => c.value === columnValue);
  if (!column) throw invalid('unknown_column', `'${columnValue}' is not a column of this board.`);
  const swimlaneField = swimlaneFieldOf(board, list);
  const lane = laneValueOfStored(swimlaneField, swimlaneField ? values[swimlaneField.internalName] : null);
  const ordered = namesOrder(changes);
  let renumbered = false;
  try {
    return await holdingColumn(session, config, column, needsColumnLock(config, column, ordered), async () => {
      // The WIP check and the new orders read the column once between them.
      const cards = columnCardsOnce(session, config, column.value);
      await assertCellsHaveRoom(session, board, column, cellsOfCard(board, list, { field: swimlaneField, lane }, values), cardId, cards);
      return withinPeopleLimits(session, board, { cardId, before, after: values }, async () => {
        if (ordered && config.allowSorting) {
          const placed = await freeOrder(session, config, column.value, changes[ORDER_FIELD], cardId, session.user.id, cards);
          if (typeof placed.order === 'number') changes[ORDER_FIELD] = placed.order;
          renumbered = placed.renumbered;
        }
        return write();
      });
    });
  } finally {
    // The column's other cards have their new orders even when this card's own write then failed.
    if (renumbered) publishColumnRenumbered(session, config.id, columnValue);
  }
}

/** POST /api/item/values: creates (itemID 0 or a copy's negative id) or updates an item; answers its id and version. */
export async function saveItemValues(
  session: Session,
  request: z.infer<typeof saveValuesRequestSchema>,
): Promise<{ itemID: number; etag: string }> {
  const scope = await openItemScope(session, request.boardID, request.listID);
  const saved =
    request.itemID > 0 ? await retryOwnRaces(request.etag, () => updateItem(scope, request)) : await createItem(scope, request.values);
  return { itemID: saved.id, etag: saved.etag };
}

async function updateItem(scope: ItemScope, request: z.infer<typeof saveValuesRequestSchema>): Promise<ListItemRecord> {
  const { session, board, source, list } = scope;
  const config = board.config;
  // Rights first, then whether the card is current, then the values.
  const record = await existingRecord(session, source.url, list.id, request.itemID);
  if (!canEditItem(board.level, ownsItem(session, board, record))) throw notAllowed('access_denied', 'You may not change this card.');
  if (request.etag && request.etag !== record.etag) throw stale('stale_item', STALE);
  const changes = await resolveValues(session, source.url, list, request.values);
  // A card entering another column without a place goes to its end, as a move naming no place does
  // (columnOrder.placeCard): its old order may be taken there.
  const changesColumn = config.columnFieldName in changes && changes[config.columnFieldName] !== record.values[config.columnFieldName];
  if (config.allowSorting && changesColumn && !(ORDER_FIELD in changes) && typeof record.values[ORDER_FIELD] === 'number')
    changes[ORDER_FIELD] = null;
  const merged = { ...record.values, ...changes };
  const swimlane = swimlaneFieldOf(board, list);
  // A new parent is a new lane of the parent-child view, whose cells are those of the board's columns.
  const inBoardColumn = config.columnDefinitions.some((c) => c.value === String(merged[config.columnFieldName] ?? ''));
  const entersParentLane = config.useSubtasks && !!config.parentlookup && config.parentlookup in changes && inBoardColumn;
  const entersCell =
    config.columnFieldName in changes || (swimlane !== null && swimlane.internalName in changes) || entersParentLane || namesOrder(changes);
  const write = () => session.lists.updateItem(source.url, list.id, record.id, changes, { etag: record.etag, editorId: session.user.id });
  const cardId = cardIdOf(list.id, record.id);
  const updated = entersCell
    ? await writeIntoCell(scope, record.values, merged, changes, cardId, write)
    : await withinPeopleLimits(session, board, { cardId, before: record.values, after: merged }, write);
  await publishItemChanged(scope, await freshCard(scope, updated, swimlane), record);
  recordChange(scope, { kind: 'updated', before: record, after: updated });
  return updated;
}

async function createItem(scope: ItemScope, requested: FieldValue[]): Promise<ListItemRecord> {
  const { session, board, source, list } = scope;
  const config = board.config;
  await assertMayAddTo(session, board, source);
  const values = await resolveValues(session, source.url, list, requested);
  // Spec 1 section 5: a user who may only edit their own cards creates cards assigned to themselves.
  if (board.level === PERMISSION.EditOnlyOwn && config.userField && list.fields.some((f) => f.internalName === config.userField)) {
    values[config.userField] = [session.user.id];
  }
  if (values[config.columnFieldName] === undefined || values[config.columnFieldName] === null) {
    const field = list.fields.find((f) => f.internalName === config.columnFieldName);
    values[config.columnFieldName] = field?.defaultValue || config.columnDefinitions[0].value;
  }
  const missing = missingRequired(list, values);
  if (missing.length > 0) throw invalidValues(missing);
  // A board over a content type makes new cards of it (docs/sharepoint.md#content-types).
  const created = await writeIntoCell(scope, null, values, values, 'new', () =>
    session.lists.createItem(source.url, list.id, values, session.user.id, config.source.contentTypeID),
  );
  await publishItemChanged(scope, await freshCard(scope, created, swimlaneFieldOf(board, list)));
  recordChange(scope, { kind: 'created', before: null, after: created });
  return created;
}
