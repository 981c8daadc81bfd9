import { type BoardConfig, type CardChange, type CardHistory, type Field, cardIdOf, dayBounds } from '@listboard/shared';
import type { ListItemRecord, SiteUser, StoredValue } from '../../ports/listHost';
import type { DigestItem } from '../../ports/versionDigests';
import type { ReportedBoard } from './boardLists';

/** The fields the charts read, as each list names them. */
interface ChartFields {
  status: string;
  due: Field | null;
  members: Field | null;
}

/** A date-only due value is a calendar day (kept as UTC midnight): the charts count it from the day's start in the board's zone. */
function dueOf(field: Field, value: StoredValue, zone: string): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = value.slice(0, 10);
  return field.dateOnly ? dayBounds({ start: day, end: day }, zone).start : Date.parse(value);
}

function changeOf(
  at: number,
  values: Record<string, StoredValue>,
  fields: ChartFields,
  names: (ids: StoredValue) => string[],
  zone: string,
): CardChange {
  const change: CardChange = { at };
  if (fields.status in values) change.status = values[fields.status] === null ? null : String(values[fields.status]);
  if (fields.due && fields.due.internalName in values) change.due = dueOf(fields.due, values[fields.due.internalName], zone);
  if (fields.members && fields.members.internalName in values) change.members = names(values[fields.members.internalName]);
  return change;
}

/**
 * Each card's life in the charts' terms (docs/reporting.md), from its kept versions: the column field, the due
 * date and the user field, by the names each list gives them. A card whose list kept no versions (or
 * none yet) is one change: its values now, from its creation.
 */
export function cardHistoriesOf(
  board: BoardConfig,
  reported: ReportedBoard,
  include: (cardId: string, alive: boolean) => boolean,
): CardHistory[] {
  const users = new Map<number, SiteUser>(reported.users.map((user) => [user.id, user]));
  const names = (ids: StoredValue) =>
    (Array.isArray(ids) ? ids : ids === null ? [] : [ids]).map((id) => users.get(Number(id))?.name ?? String(id));
  const cards: CardHistory[] = [];
  for (const { list, records, kept } of reported.lists) {
    const field = (name: string | null) => (name ? (list.fields.find((candidate) => candidate.internalName === name) ?? null) : null);
    const fields: ChartFields = { status: board.columnFieldName, due: field(board.dueDateField), members: field(board.userField) };
    const keptById = new Map<number, DigestItem>(kept.map((item) => [item.itemId, item]));
    const living = new Map<number, ListItemRecord>(records.map((record) => [record.id, record]));
    for (const item of kept) {
      if (living.has(item.itemId) || item.versions.length === 0 || !include(cardIdOf(list.id, item.itemId), false)) continue;
      cards.push({
        cardId: cardIdOf(list.id, item.itemId),
        created: Date.parse(item.versions[0].modified),
        deleted: item.deleted ? Date.parse(item.deleted) : null,
        changes: item.versions.map((version) => changeOf(Date.parse(version.modified), version.changes, fields, names, reported.timeZone)),
      });
    }
    for (const record of records) {
      const cardId = cardIdOf(list.id, record.id);
      if (!include(cardId, true)) continue;
      const versions = keptById.get(record.id)?.versions ?? [];
      const changes =
        versions.length > 0
          ? versions.map((version) => changeOf(Date.parse(version.modified), version.changes, fields, names, reported.timeZone))
          : [changeOf(Date.parse(record.created), record.values, fields, names, reported.timeZone)];
      // An item brought in with its past (the built-in store's import) was created when its first version says.
      const created = Math.min(
        Date.parse(record.created),
        versions.length > 0 ? Date.parse(versions[0].modified) : Number.POSITIVE_INFINITY,
      );
      cards.push({ cardId, created, deleted: null, changes });
    }
  }
  return cards;
}
