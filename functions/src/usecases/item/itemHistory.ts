import { type HistoryEntry, type NameResolver, type itemHistoryQuerySchema, toDisplayText, cardIdOf } from '@listboard/shared';
import type { z } from 'zod';
import { notFound } from '../errors';
import { openItemScope } from '../common/itemScope';
import type { Session } from '../../context/session';

/** GET /api/item/getItemHistory/: every version of an item, newest first, with the values it changed. */
export async function itemHistory(session: Session, query: z.infer<typeof itemHistoryQuerySchema>): Promise<HistoryEntry[]> {
  const { board, source, list } = await openItemScope(session, query.boardID, query.listID);
  const host = session.lists;
  if (!(await host.getItem(source.url, list.id, query.itemID))) throw notFound('item_not_found', `There is no item ${query.itemID}.`);
  const [versions, users, items] = await Promise.all([
    host.getItemVersions(source.url, list.id, query.itemID),
    host.getSiteUsers(source.url),
    host.queryItems(source.url, list.id),
  ]);
  const names: NameResolver = {
    user: (id) => users.find((u) => u.id === id)?.name,
    lookup: (_field, id) => {
      const item = items.find((i) => i.id === id);
      return item ? String(item.values[board.config.titleFieldName] ?? '') : undefined;
    },
  };
  const fields = new Map(list.fields.map((f) => [f.internalName, f]));
  return versions.reverse().map((version) => ({
    UniqueID: cardIdOf(list.id, query.itemID),
    Version: version.version,
    CreatedDate: version.modified.replace(/\.\d+Z$/, 'Z'),
    ModifiedBy: users.find((u) => u.id === version.editorId)?.name ?? 'NOT FOUND',
    ChangeValues: Object.fromEntries(
      Object.entries(version.changes)
        .filter(([name]) => fields.has(name))
        .map(([name, value]) => {
          const field = fields.get(name)!;
          return [field.name, toDisplayText(field, value, names)];
        }),
    ),
  }));
}
