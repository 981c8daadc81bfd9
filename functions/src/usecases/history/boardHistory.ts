import {
  type BoardHistoryEntry,
  type BoardHistoryResponse,
  type Field,
  HISTORY_PAGE_SIZE,
  type NameResolver,
  type boardHistoryRequestSchema,
  cardIdOf,
  dayBounds,
  toDisplayText,
} from '@listboard/shared';
import type { z } from 'zod';
import type { Session } from '../../context/session';
import type { ItemVersion } from '../../ports/listHost';
import { openBoard } from '../common/boardAccess';
import { type ReportedList, isRealPerson, reportedBoard } from './boardLists';

type BoardHistoryRequest = z.infer<typeof boardHistoryRequestSchema>;

/** A version that passed the filters, with the changes it shows. */
interface Match {
  reported: ReportedList;
  itemId: number;
  version: ItemVersion;
  at: number;
  changes: [Field, ItemVersion['changes'][string]][];
}

/**
 * POST /api/item/GetBoardHistory: every version of the board's items that the caller may read now,
 * newest first, filtered by day range (in the board's zone), people and fields, one page at a time.
 * Only the page's entries are turned into display text.
 */
export async function boardHistory(session: Session, boardId: string, request: BoardHistoryRequest): Promise<BoardHistoryResponse> {
  const board = await openBoard(session, boardId);
  const reported = await reportedBoard(session, board.config);
  // Whole days in the board's zone: from the start day's midnight to the end of the end day.
  const from = request.Start ? dayBounds({ start: request.Start, end: request.Start }, reported.timeZone).start : Number.NEGATIVE_INFINITY;
  const until = request.End ? dayBounds({ start: request.End, end: request.End }, reported.timeZone).end : Number.POSITIVE_INFINITY;
  const people = new Set(request.ModifiedBy);
  const fieldNames = new Set(request.Fields.map((name) => name.toLowerCase()));
  const matches: Match[] = [];
  const editors = new Set<number>();
  for (const list of reported.lists) {
    const fields = new Map(list.list.fields.map((field) => [field.internalName, field]));
    const readable = new Set(list.records.map((record) => record.id));
    for (const item of list.kept) {
      if (!readable.has(item.itemId)) continue;
      for (const version of item.versions) {
        editors.add(version.editorId);
        const at = Date.parse(version.modified);
        if (at < from || at >= until || (people.size > 0 && !people.has(version.editorId))) continue;
        const changes = Object.entries(version.changes).flatMap(([name, value]): Match['changes'] => {
          const field = fields.get(name);
          return field && (fieldNames.size === 0 || fieldNames.has(field.name.toLowerCase())) ? [[field, value]] : [];
        });
        if (changes.length > 0 || fieldNames.size === 0) matches.push({ reported: list, itemId: item.itemId, version, at, changes });
      }
    }
  }
  matches.sort((a, b) => b.at - a.at || a.itemId - b.itemId || b.version.version - a.version.version);
  const pages = Math.max(1, Math.ceil(matches.length / HISTORY_PAGE_SIZE));
  const page = Math.min(request.Page, pages);
  const shown = matches.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
  const users = new Map(reported.users.map((user) => [user.id, user]));
  const titles = new Map(
    reported.lists.map((list) => [
      list,
      new Map(list.records.map((record) => [record.id, String(record.values[board.config.titleFieldName] ?? '')])),
    ]),
  );
  return {
    entries: shown.map((match) => entryOf(match, titles.get(match.reported)!, (id) => users.get(id)?.name)),
    total: matches.length,
    page,
    pageSize: HISTORY_PAGE_SIZE,
    versioning: reported.versioning,
    editors: [...editors]
      .map((id) => users.get(id))
      .filter((user) => user !== undefined && isRealPerson(user))
      .map((user) => ({ id: user!.id, name: user!.name }))
      .toSorted((a, b) => a.name.localeCompare(b.name)),
  };
}

function entryOf(match: Match, titles: Map<number, string>, userName: (id: number) => string | undefined): BoardHistoryEntry {
  const { reported, itemId, version } = match;
  const names: NameResolver = { user: userName, lookup: (_field, id) => titles.get(id) };
  return {
    UniqueID: cardIdOf(reported.list.id, itemId),
    Version: version.version,
    CreatedDate: version.modified.replace(/\.\d+Z$/, 'Z'),
    ModifiedBy: userName(version.editorId) ?? 'NOT FOUND',
    ChangeValues: Object.fromEntries(match.changes.map(([field, value]) => [field.name, toDisplayText(field, value, names)])),
    Title: titles.get(itemId) ?? '',
    ListID: reported.list.id,
    ItemID: itemId,
  };
}
