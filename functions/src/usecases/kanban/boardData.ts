import { cardIdOf } from '@listboard/shared';
import type { Field, SourceList } from '@listboard/shared';
import { conditionContextOf } from '../common/conditionContext';
import type { ItemQuery, ListItemRecord, ListSchema, SiteUser } from '../../ports/listHost';
import { type OpenBoard, boardItemQuery, listSchemaOf, parentIdOf } from '../common/boardAccess';
import { type CardContext } from '../common/cardMapper';
import { swimlaneFieldOf } from '../common/itemContext';
import type { Session } from '../../context/session';
import { kanbanDepsOf } from './deps';

export interface BoardEntry {
  source: SourceList;
  list: ListSchema;
  record: ListItemRecord;
}

export interface BoardData {
  entries: BoardEntry[];
  lists: ListSchema[];
  users: SiteUser[];
  context: CardContext;
}

/**
 * Reads the board's lists (optionally only the items matching `query`), their users and lookups, and
 * the cards' watchers and pictures unless `cards` is false (a filter across boards counts cards, it shows none).
 */
export async function loadBoardData(
  session: Session,
  board: OpenBoard,
  options: { swimlaneField?: { internalName: string } | null; query?: ItemQuery; cards?: boolean } = {},
): Promise<BoardData> {
  const host = session.lists;
  const sources = board.config.source.lists;
  const siteUrls = [...new Set(sources.map((s) => s.url))];
  const deps = kanbanDepsOf(session);
  const [lists, recordsPerList, usersPerSite, groupsPerSite, watchers, picturesPerList] = await Promise.all([
    Promise.all(sources.map((s) => listSchemaOf(session, s))),
    Promise.all(sources.map((s) => host.queryItems(s.url, s.listID, boardItemQuery(board.config, options.query)))),
    Promise.all(siteUrls.map((url) => host.getSiteUsers(url))),
    Promise.all(siteUrls.map((url) => host.getSiteGroups(url))),
    options.cards === false ? Promise.resolve(new Map()) : deps.watchers.forBoard(board.config.id),
    // One query per list, not one per card (docs/api.md#upload-options).
    Promise.all(
      sources.map((s) =>
        options.cards === false ? new Map<number, string>() : deps.cardPictures.forList(session.tenant, s.url, s.listID),
      ),
    ),
  ]);
  const entries = sources.flatMap((source, i) => recordsPerList[i].map((record) => ({ source, list: lists[i], record })));
  const users = usersPerSite.flat();
  const titles = new Map(
    entries.map((e) => [cardIdOf(e.list.id, e.record.id), String(e.record.values[board.config.titleFieldName] ?? '')]),
  );
  const foreignLookups = await loadForeignLookups(session, board, lists);
  const userMap = new Map(users.map((u) => [u.id, u]));
  const lookupName = (field: Field, id: number, ownListId: string) => {
    const target = field.lookupList || ownListId;
    return titles.get(cardIdOf(target, id)) ?? foreignLookups.get(target)?.get(id);
  };
  const groups = new Map(groupsPerSite.flat().map((g) => [g.id, g]));
  const context: CardContext = {
    board: board.config,
    level: board.level,
    userId: session.user.id,
    users: userMap,
    groups,
    lookupName,
    swimlaneField: swimlaneFieldOf(board, lists[0], options.swimlaneField),
    children: childCounts(board, entries),
    watchers,
    pictures: new Map(
      picturesPerList.flatMap((pictures, i) => [...pictures].map(([id, name]) => [cardIdOf(lists[i].id, id), name] as const)),
    ),
    // A condition on a person field names groups as it names people.
    conditions: conditionContextOf(
      lists.flatMap((l) => l.fields),
      new Map<number, { name: string }>([...groups, ...userMap]),
      (field, id) => lookupName(field, id, lists[0]?.id ?? ''),
    ),
  };
  return { entries, lists, users, context };
}

/** Names of the items that lookups into lists outside the board point to, by target list id. */
async function loadForeignLookups(session: Session, board: OpenBoard, lists: ListSchema[]): Promise<Map<string, Map<number, string>>> {
  const result = new Map<string, Map<number, string>>();
  const first = lists[0];
  const source = board.config.source.lists[0];
  for (const field of first?.fields ?? []) {
    const target = field.lookupList;
    if (field.type !== 'Lookup' || !target || result.has(target) || lists.some((l) => l.id === target)) continue;
    const lookups = await session.lists.getLookups(source.url, first.id, field.internalName);
    result.set(target, new Map(lookups.map((l) => [l.id, l.name])));
  }
  return result;
}

function childCounts(board: OpenBoard, entries: BoardEntry[]): Map<string, { count: number; completed: number }> {
  const counts = new Map<string, { count: number; completed: number }>();
  if (!board.config.useSubtasks) return counts;
  const complete = new Set(board.config.columnDefinitions.filter((c) => c.isComplete).map((c) => c.value));
  for (const { list, record } of entries) {
    const parentId = parentIdOf(board, record);
    if (!parentId) continue;
    const key = cardIdOf(list.id, parentId);
    const entry = counts.get(key) ?? { count: 0, completed: 0 };
    entry.count += 1;
    if (complete.has(String(record.values[board.config.columnFieldName] ?? ''))) entry.completed += 1;
    counts.set(key, entry);
  }
  return counts;
}
