import {
  type AgeMarks,
  type AgingScale,
  type BoardConfig,
  type CardChange,
  type CardHistory,
  type SourceList,
  ageMarksOf,
  agingScaleOf,
  boardFlowColumns,
  cardIdOf,
} from '@listboard/shared';
import type { Session } from '../../context/session';
import type { ItemVersion, ListItemRecord, StoredValue } from '../../ports/listHost';
import type { DigestItem } from '../../ports/versionDigests';
import { keptVersions } from './keptVersions';

/** A board's cards' ages (docs/reporting.md#card-aging): each living card's marks, by its card id in lower case, and the board's scale. */
export interface BoardAging {
  marks: Map<string, AgeMarks>;
  scale: AgingScale | null;
}

/** The cards of one list of the board as the tasks answer read them. */
export interface AgedList {
  source: SourceList;
  records: readonly ListItemRecord[];
}

/** Starts reading the kept versions of the board's lists, when the board shows card aging (else there is nothing to read). */
export function keptVersionsForAging(session: Session, config: BoardConfig): Promise<Map<string, DigestItem[]>> | null {
  if (!config.flow.showAging) return null;
  return Promise.all(
    config.source.lists.map(async (source) => [source.listID.toLowerCase(), await keptVersions(session, source)] as const),
  ).then((lists) => new Map(lists));
}

const statusOf = (value: StoredValue | undefined): string | null => (value === null || value === undefined ? null : String(value));

function historyOf(
  cardId: string,
  created: number,
  deleted: number | null,
  versions: readonly ItemVersion[],
  columnField: string,
): CardHistory {
  const changes = versions.map((version): CardChange => {
    const change: CardChange = { at: Date.parse(version.modified) };
    if (columnField in version.changes) change.status = statusOf(version.changes[columnField]);
    return change;
  });
  return { cardId, created, deleted, changes };
}

/**
 * The ages of the board's living cards and its aging scale, from their kept versions: only the column field's
 * changes are read. A card with no kept version yet is in its column since it was created. Deleted cards that
 * were finished count towards the scale, as they count in the charts.
 */
export function boardAgingOf(config: BoardConfig, lists: readonly AgedList[], kept: Map<string, DigestItem[]>, now: number): BoardAging {
  const flow = boardFlowColumns(config.columnDefinitions);
  const histories: CardHistory[] = [];
  const marks = new Map<string, AgeMarks>();
  for (const { source, records } of lists) {
    const items = kept.get(source.listID.toLowerCase()) ?? [];
    const keptById = new Map(items.map((item) => [item.itemId, item]));
    const living = new Set(records.map((record) => record.id));
    for (const item of items) {
      if (living.has(item.itemId) || item.versions.length === 0) continue;
      const created = Date.parse(item.versions[0].modified);
      histories.push(
        historyOf(
          cardIdOf(source.listID, item.itemId),
          created,
          item.deleted ? Date.parse(item.deleted) : created,
          item.versions,
          config.columnFieldName,
        ),
      );
    }
    for (const record of records) {
      const cardId = cardIdOf(source.listID, record.id);
      const versions = keptById.get(record.id)?.versions ?? [];
      const created = Math.min(
        Date.parse(record.created),
        versions.length > 0 ? Date.parse(versions[0].modified) : Number.POSITIVE_INFINITY,
      );
      const history =
        versions.length > 0
          ? historyOf(cardId, created, null, versions, config.columnFieldName)
          : { cardId, created, deleted: null, changes: [{ at: created, status: statusOf(record.values[config.columnFieldName]) }] };
      histories.push(history);
      const cardMarks = ageMarksOf(history, flow, now);
      if (cardMarks) marks.set(cardId.toLowerCase(), cardMarks);
    }
  }
  return { marks, scale: agingScaleOf(histories, flow, now) };
}
