import { type BoardListViews, type ChosenView, chosenViewIdsByList, offeredViewsOf, viewListKey } from '@listboard/shared';
import { boardItemQuery, openBoard, sourceListOf } from '../common/boardAccess';
import type { Session } from '../../context/session';
import type { BoardEntry } from './boardData';
import type { BoardConfig } from '@listboard/shared';

/**
 * GET /api/kanban/{boardId}/views: the views the board offers, per list, as the lists have them now (a view
 * deleted since is left out), to whoever may view the board.
 */
export async function boardViews(session: Session, boardId: string): Promise<BoardListViews[]> {
  const { config } = await openBoard(session, boardId);
  const offered = offeredViewsOf(config.views);
  const answers = await Promise.all(
    config.source.lists.map(async (source) => {
      const ids = offered.filter((view) => viewListKey(view.listID) === viewListKey(source.listID)).map((view) => view.id);
      if (ids.length === 0) return null;
      const views = await session.lists.getViews(source.url, source.listID);
      return { listID: source.listID, listTitle: source.name, views: views.filter((view) => ids.includes(view.id)) };
    }),
  );
  return answers.filter((answer): answer is BoardListViews => answer !== null);
}

/**
 * The entries that pass the chosen views of their list, each list read through its views where it lives; a
 * list without a chosen view is not narrowed. A view only narrows what the user may see anyway, so any view
 * of a board's list may be chosen; a list that is not the board's is a 404.
 */
export async function entriesInChosenViews(
  session: Session,
  config: BoardConfig,
  entries: BoardEntry[],
  chosen: readonly ChosenView[],
): Promise<BoardEntry[]> {
  const byList = chosenViewIdsByList(chosen);
  if (byList.size === 0) return entries;
  const passing = new Map<string, Set<number>>();
  await Promise.all(
    [...byList].map(async ([listKey, viewIds]) => {
      const source = sourceListOf(config, listKey);
      const records = await session.lists.queryItems(source.url, source.listID, boardItemQuery(config, { viewIds }));
      passing.set(listKey, new Set(records.map((record) => record.id)));
    }),
  );
  return entries.filter((entry) => passing.get(viewListKey(entry.list.id))?.has(entry.record.id) ?? true);
}
