import {
  type CardUser,
  type WatcherChange,
  type saveWatchersRequestSchema,
  type watchersQuerySchema,
  applyWatcherChange,
  canEditItem,
  cardIdOf,
  changesOthers,
  watcherChange,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, notFound } from '../errors';
import { ownsItem } from '../common/boardAccess';
import { openItemScope } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { itemDepsOf } from './deps';

async function openWatched(session: Session, boardId: string, listId: string, itemId: number) {
  const scope = await openItemScope(session, boardId, listId);
  const { source, list } = scope;
  const record = await session.lists.getItem(source.url, list.id, itemId);
  if (!record) throw notFound('item_not_found', `There is no item ${itemId}.`);
  return { ...scope, scope, record, uniqueId: cardIdOf(list.id, record.id) };
}

async function asCardUsers(session: Session, siteUrl: string, ids: number[]): Promise<CardUser[]> {
  const users = await session.lists.getSiteUsers(siteUrl);
  return ids.map((id) => ({ id, name: users.find((u) => u.id === id)?.name ?? 'NOT FOUND' }));
}

/** GET /api/item/watchers */
export async function getWatchers(session: Session, query: z.infer<typeof watchersQuerySchema>): Promise<CardUser[]> {
  const { board, source, uniqueId } = await openWatched(session, query.boardID, query.listID, query.itemID);
  return asCardUsers(session, source.url, await itemDepsOf(session).watchers.get(board.config.id, uniqueId));
}

/**
 * POST /api/item/watchers: changes the watchers. Adding or removing oneself needs only the right to
 * view the board; changing anyone else needs edit rights on the card. The change is what the request
 * names against the watchers the page showed (or, when it names none, against the first read), and
 * only that change is written: a retry after someone else's write applies it to their version instead
 * of undoing their change, which would then count as changing someone else (a viewer's own watch
 * refused with 403 when an editor wrote at the same moment).
 */
export async function saveWatchers(session: Session, request: z.infer<typeof saveWatchersRequestSchema>): Promise<CardUser[]> {
  const { scope, board, source, list, record, uniqueId } = await openWatched(
    session,
    request.boardID,
    request.info.listID,
    request.info.itemID,
  );
  const next = [...new Set(request.userIds)];
  const siteUsers = await session.lists.getSiteUsers(source.url);
  const mayChangeOthers = canEditItem(board.level, ownsItem(session, board, record));
  let change: WatcherChange | null = request.shownUserIds ? watcherChange(request.shownUserIds, next) : null;
  const saved = await retryOwnRaces(undefined, async () => {
    const current = await itemDepsOf(session).watchers.read(board.config.id, uniqueId);
    change ??= watcherChange(current.userIds, next);
    if (changesOthers(change, session.user.id) && !mayChangeOthers) {
      throw notAllowed('access_denied', 'You may add or remove only yourself as a watcher of this card.');
    }
    const unknown = change.added.filter((id) => !siteUsers.some((u) => u.id === id));
    if (unknown.length > 0) throw invalid('unknown_user', `There is no user ${unknown.join(', ')} on this site.`);
    const watchers = applyWatcherChange(current.userIds, change);
    await itemDepsOf(session).watchers.set(board.config.id, uniqueId, watchers, current.version);
    return watchers;
  });
  await publishItemChanged(scope, await freshCard(scope, record, swimlaneFieldOf(board, list)));
  return asCardUsers(session, source.url, saved);
}
