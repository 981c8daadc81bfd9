import type { VersionFeed } from '../../ports/listHost';
import type { DigestItem, VersionDigest } from '../../ports/versionDigests';

/** A digest is written again once its feed reads this many settled changes, or once it is this old: between, the feed re-reads them (cheap). */
export const REWRITE_AFTER_CHANGES = 200;
export const REWRITE_AFTER_MS = 3_600_000;

/**
 * The digest with what the feed read: new versions added once (the feed re-reads a minute, so a version
 * may come twice), deletions dated, and where the feed gives the list's ids, items missing from them
 * deleted as of now (the host does not say when) and items back in them alive again.
 */
export function mergeFeed(digest: VersionDigest | null, feed: VersionFeed, now: Date): VersionDigest {
  // A feed that read nothing keeps the digest's item list itself, and with it what readers keep about it (cardAges).
  if (digest && feed.versions.length === 0 && feed.deletions.length === 0 && !feed.itemIds) return { ...digest, cursor: feed.cursor };
  // The kept digest is shared by the requests of this instance: only the items this feed changes are copied.
  const items = new Map<number, DigestItem>((digest?.items ?? []).map((item) => [item.itemId, item]));
  const copied = new Set<number>();
  const changing = (itemId: number) => {
    if (!copied.has(itemId)) {
      const kept = items.get(itemId);
      items.set(itemId, kept ? { ...kept, versions: [...kept.versions] } : { itemId, versions: [], deleted: null });
      copied.add(itemId);
    }
    return items.get(itemId) as DigestItem;
  };
  const grown = new Set<DigestItem>();
  for (const { itemId, ...version } of feed.versions) {
    if (items.get(itemId)?.versions.some((kept) => kept.version === version.version)) continue;
    const item = changing(itemId);
    item.versions.push(version);
    grown.add(item);
  }
  for (const item of grown) item.versions.sort((a, b) => a.version - b.version);
  for (const { itemId, at } of feed.deletions) {
    if (items.has(itemId)) changing(itemId).deleted = at;
  }
  if (feed.itemIds) {
    const living = new Set(feed.itemIds);
    for (const item of [...items.values()]) {
      if (!living.has(item.itemId) && item.deleted === null) changing(item.itemId).deleted = now.toISOString();
      else if (living.has(item.itemId) && item.deleted !== null) changing(item.itemId).deleted = null;
    }
  }
  return { cursor: feed.cursor, writtenAt: digest?.writtenAt ?? now.toISOString(), items: [...items.values()] };
}

/**
 * Whether the merged digest is worth writing: the first one, an old one, or one whose feed read many changes that a
 * written digest would not read again, those from before the feed's next cursor. The changes of the last minute are
 * read again after any write (the feed's margin), so they are no reason to write: a bulk change of 5,000 items
 * would otherwise have every board load in the next minute write the whole digest again.
 */
export function shouldWrite(kept: VersionDigest | null, feed: VersionFeed, now: Date): boolean {
  if (!kept) return true;
  const cursor = Date.parse(feed.cursor);
  const settled = (at: string) => Date.parse(at) < cursor;
  const saved =
    feed.versions.filter((version) => settled(version.modified)).length + feed.deletions.filter((deletion) => settled(deletion.at)).length;
  return saved >= REWRITE_AFTER_CHANGES || now.getTime() - Date.parse(kept.writtenAt) >= REWRITE_AFTER_MS;
}
