import {
  type AgeMarks,
  type AgingScale,
  type BoardConfig,
  type CardChange,
  type CardHistory,
  type FlowFacts,
  type SourceList,
  ageMarksOfFacts,
  agingScaleOfTimes,
  boardFlowColumns,
  cycleTimeOfFacts,
  flowFactsOf,
  cardIdOf,
} from '@listboard/shared';
import type { Session } from '../../context/session';
import type { ItemVersion, ListItemRecord, StoredValue } from '../../ports/listHost';
import type { DigestItem } from '../../ports/versionDigests';
import { openVersionsForAging } from './agingVersions';

/** A board's cards' ages (docs/reporting.md#card-aging): each living card's marks, by its list and item id, and the board's scale. */
export interface BoardAging {
  ageOf(listId: string, itemId: number): AgeMarks | undefined;
  scale: AgingScale | null;
}

/** The cards of one list of the board as the tasks answer read them, and whether the list keeps versions. */
export interface AgedList {
  source: SourceList;
  records: readonly ListItemRecord[];
  versioned: boolean;
}

/**
 * Starts reading the kept versions of the board's lists, when the board shows card aging (else there is nothing to
 * read); given the lists' cards, answers each versioned list's versions by its id in lower case.
 */
export function keptVersionsForAging(
  session: Session,
  config: BoardConfig,
): ((lists: readonly AgedList[]) => Promise<Map<string, DigestItem[]>>) | null {
  if (!config.flow.showAging) return null;
  const opened = new Map(config.source.lists.map((source) => [source.listID.toLowerCase(), openVersionsForAging(session, source)]));
  return async (lists) =>
    new Map(
      await Promise.all(
        lists
          .filter((list) => list.versioned)
          .map(async ({ source, records }) => {
            const key = source.listID.toLowerCase();
            const versionsOf = opened.get(key);
            return [key, versionsOf ? await versionsOf(records) : []] as const;
          }),
      ),
    );
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
 * Each kept item's facts while it and the board's flow stay the same. A digest's unchanged items keep their identity
 * from one read to the next (digestMerge copies only the items a feed changed), and a card's facts do not change
 * with the clock once its history is written: a load then reads the stays of the cards changed since, not of all.
 */
const factsOfKept = new WeakMap<DigestItem, { flow: string; created: number; facts: FlowFacts }>();
/** A digest's items by id, while its item list is the same (a feed that changed nothing keeps it). */
const itemsByIdOf = new WeakMap<readonly DigestItem[], Map<number, DigestItem>>();

function itemsById(items: readonly DigestItem[]): Map<number, DigestItem> {
  const known = itemsByIdOf.get(items);
  if (known) return known;
  const byId = new Map(items.map((item) => [item.itemId, item]));
  itemsByIdOf.set(items, byId);
  return byId;
}

/**
 * The ages of the board's living cards and its aging scale, from their kept versions: only the column field's
 * changes are read. A card with no kept version yet is in its column since it was created. Deleted cards that
 * were finished count towards the scale, as they count in the charts.
 */
export function boardAgingOf(config: BoardConfig, lists: readonly AgedList[], kept: Map<string, DigestItem[]>, now: number): BoardAging {
  const flow = boardFlowColumns(config.columnDefinitions);
  const signature = JSON.stringify([config.columnFieldName, [...flow.started], [...flow.finishing]]);
  const marksByList = new Map<string, Map<number, AgeMarks>>();
  const cycleTimes: number[] = [];
  const count = (facts: FlowFacts) => {
    const cycleTime = cycleTimeOfFacts(facts);
    if (cycleTime !== null) cycleTimes.push(cycleTime);
    return facts;
  };
  const factsOf = (item: DigestItem, cardId: string, created: number, deleted: number | null) => {
    const known = factsOfKept.get(item);
    if (known && known.flow === signature && known.created === created) return count(known.facts);
    const facts = flowFactsOf(historyOf(cardId, created, deleted, item.versions, config.columnFieldName), flow, now);
    factsOfKept.set(item, { flow: signature, created, facts });
    return count(facts);
  };
  // A list without versions keeps only each item's current values (SharePoint's label stays 1.0): its moves cannot be
  // read, so its cards carry no age rather than a wrong one.
  for (const { source, records } of lists.filter((list) => list.versioned)) {
    const items = kept.get(source.listID.toLowerCase()) ?? [];
    const keptById = itemsById(items);
    const marks = new Map<number, AgeMarks>();
    marksByList.set(source.listID.toLowerCase(), marks);
    for (const record of records) {
      const cardId = cardIdOf(source.listID, record.id);
      const item = keptById.get(record.id);
      const created = Math.min(
        Date.parse(record.created),
        item?.versions.length ? Date.parse(item.versions[0].modified) : Number.POSITIVE_INFINITY,
      );
      const facts =
        item && item.versions.length > 0
          ? factsOf(item, cardId, created, null)
          : count(
              flowFactsOf(
                { cardId, created, deleted: null, changes: [{ at: created, status: statusOf(record.values[config.columnFieldName]) }] },
                flow,
                now,
              ),
            );
      const cardMarks = ageMarksOfFacts(facts, flow);
      if (cardMarks) marks.set(record.id, cardMarks);
    }
    const living = new Set(records.map((record) => record.id));
    for (const item of items) {
      if (living.has(item.itemId) || item.versions.length === 0) continue;
      factsOf(
        item,
        cardIdOf(source.listID, item.itemId),
        Date.parse(item.versions[0].modified),
        item.deleted ? Date.parse(item.deleted) : null,
      );
    }
  }
  return { ageOf: (listId, itemId) => marksByList.get(listId.toLowerCase())?.get(itemId), scale: agingScaleOfTimes(cycleTimes) };
}
