import {
  type RemoveItemResponse,
  type StoredValue,
  type removeItemRequestSchema,
  type restoreItemRequestSchema,
  canEditItem,
  cardIdOf,
} from '@listboard/shared';
import type { z } from 'zod';
import { ItemNotFoundError, type ListItemRecord } from '../../ports/listHost';
import { conflict, invalid, notAllowed, stale } from '../errors';
import { ownsItem, parentIdOf } from '../common/boardAccess';
import { type ItemScope, openItemScope } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged, publishItemRemoved } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import type { Services } from '../../ports/services';
import { recordChange } from '../notifications/index';
import { STALE, existingRecord, writeIntoCell } from './itemValues';
import { recycledCardOf, restoreTokenFor } from './restoreTokens';
import { itemDepsOf } from './deps';

const DAY_MS = 86_400_000;
const NOT_RESTORABLE = 'This card is no longer in the recycle bin: it was restored already, or its time there is over.';

/**
 * POST /api/item/remove: the card goes to its list's recycle bin (docs/board-page.md#undo), and its deleter gets a
 * token that restores it, with its comments, attachments and history.
 */
export async function removeItem(session: Session, request: z.infer<typeof removeItemRequestSchema>): Promise<RemoveItemResponse> {
  const scope = await openItemScope(session, request.boardID, request.info.listID);
  const { board, source, list } = scope;
  const { record, hostToken } = await retryOwnRaces(request.info.etag, async () => {
    const current = await existingRecord(session, source.url, list.id, request.info.itemID);
    if (!canEditItem(board.level, ownsItem(session, board, current))) throw notAllowed('access_denied', 'You may not delete this card.');
    if (request.info.etag && request.info.etag !== current.etag) throw stale('stale_item', STALE);
    const token = await session.lists.recycleItem(source.url, list.id, current.id, { deletedBy: session.user.id, etag: current.etag });
    return { record: current, hostToken: token };
  });
  await publishItemRemoved(scope, record.id, parentIdOf(board, record));
  recordChange(scope, { kind: 'deleted', before: record, after: null });
  const { linkSecret, recycledCardDays } = itemDepsOf(session).settings;
  if (!linkSecret) return { removed: true };
  const card = {
    boardId: board.config.id,
    listId: list.id,
    itemId: record.id,
    hostToken,
    deletedBy: session.user.login,
    owned: ownsItem(session, board, record),
    cellValues: cellValuesOf(scope, record),
  };
  return { removed: true, restoreToken: restoreTokenFor(linkSecret, card, recycledCardDays) };
}

/**
 * The values that place a card in its cells: its column, its lane and its parent (a lane of the parent-child view);
 * and its people, whose limit of started cards a restore counts against as any write.
 */
function cellValuesOf({ board, list }: ItemScope, record: ListItemRecord): Record<string, StoredValue> {
  const names = [
    board.config.columnFieldName,
    swimlaneFieldOf(board, list)?.internalName,
    board.config.parentlookup,
    board.config.userField,
  ];
  return Object.fromEntries(names.filter((name): name is string => !!name).map((name) => [name, record.values[name] ?? null]));
}

/**
 * POST /api/item/restore: the card its deleter brings back, into the cell it left, whose WIP limit holds as for any
 * card entering it. Only who deleted a card may restore it (as SharePoint's recycle bin shows each person their own),
 * while they may still edit cards of the board.
 */
export async function restoreItem(
  session: Session,
  request: z.infer<typeof restoreItemRequestSchema>,
): Promise<{ itemID: number; etag: string }> {
  const secret = itemDepsOf(session).settings.linkSecret;
  const card = secret ? recycledCardOf(secret, request.restoreToken) : null;
  if (card === 'expired') throw conflict('card_not_restorable', NOT_RESTORABLE);
  if (!card || card.boardId !== request.boardID)
    throw invalid('invalid_restore_token', 'This is not a token that restores a card of this board.');
  const scope = await openItemScope(session, request.boardID, card.listId);
  const { board, source, list } = scope;
  if (card.deletedBy !== session.user.login) throw notAllowed('access_denied', 'Only who deleted a card may restore it.');
  // Ownership is as it was at the deletion: the card is not there to ask.
  if (!canEditItem(board.level, card.owned)) throw notAllowed('access_denied', 'You may not restore this card.');
  let restored: ListItemRecord;
  try {
    restored = await writeIntoCell(scope, null, card.cellValues, {}, cardIdOf(list.id, card.itemId), () =>
      session.lists.restoreItem(source.url, list.id, card.itemId, card.hostToken),
    );
  } catch (error) {
    if (error instanceof ItemNotFoundError) throw conflict('card_not_restorable', NOT_RESTORABLE);
    throw error;
  }
  await publishItemChanged(scope, await freshCard(scope, restored, swimlaneFieldOf(board, list)));
  return { itemID: restored.id, etag: restored.etag };
}

/** The built-in store's recycle bin keeps a card LISTBOARD_RECYCLED_CARD_DAYS, then removes it with its comments and files. */
export async function purgeRecycledCards(services: Services, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - services.settings.recycledCardDays * DAY_MS);
  const purged = await services.listHost.purgeRecycledItems(before);
  if (purged > 0) services.log(`The recycle bin removed ${purged} card(s) deleted before ${before.toISOString()} for good.`);
}
