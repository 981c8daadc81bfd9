import type { SourceList } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { ListItemRecord } from '../../ports/listHost';
import type { DigestItem } from '../../ports/versionDigests';
import { digestAccess, keptVersions, lastMergeOf, mergedWithFeed } from './keptVersions';

/** Each item's last kept version number, while the digest's item list is the same. */
const lastVersionsOf = new WeakMap<readonly DigestItem[], Map<number, number>>();

function lastVersions(items: readonly DigestItem[]): Map<number, number> {
  const known = lastVersionsOf.get(items);
  if (known) return known;
  const last = new Map(items.map((item) => [item.itemId, item.versions.at(-1)?.version ?? 0]));
  lastVersionsOf.set(items, last);
  return last;
}

/** Whether the digest holds each record's latest version: a record's version number is that of its last version. */
export function coversRecords(items: readonly DigestItem[], records: readonly Pick<ListItemRecord, 'id' | 'version'>[]): boolean {
  const last = lastVersions(items);
  return records.every((record) => (last.get(record.id) ?? 0) >= record.version);
}

/**
 * A list's kept versions for card aging, in two steps: the kept digest is read while the board's cards load, and the
 * list's change feed only when a card has a version the digest (as this process last merged it) lacks, which its
 * version number tells. A board no one changed since its last load is then answered without the feed's read
 * (docs/reporting.md#card-aging).
 */
export function openVersionsForAging(session: Session, source: SourceList): (records: readonly ListItemRecord[]) => Promise<DigestItem[]> {
  const access = digestAccess(session, source);
  const reading = access.store.read(access.key);
  // A list that turns out to keep no versions is never asked: its read's failure must not go unhandled.
  reading.catch(() => undefined);
  return async (records) => {
    const kept = await reading;
    if (!kept) return keptVersions(session, source);
    const merged = lastMergeOf(access, kept);
    return coversRecords(merged, records) ? merged : mergedWithFeed(session, access, kept);
  };
}
