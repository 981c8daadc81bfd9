import type { SourceList } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { VersionFeed } from '../../ports/listHost';
import type { DigestItem, DigestKey, VersionDigest, VersionDigestStore } from '../../ports/versionDigests';
import { mergeFeed, shouldWrite } from './digestMerge';
import { commonDepsOf } from './deps';

/** A pass that loses the race to another instance's write reads the winner's digest and merges again, this many times at most. */
const MAX_ATTEMPTS = 3;

/** A digest as the store keeps it, with its ETag. */
export interface KeptDigest {
  digest: VersionDigest;
  etag: string;
}

/** A list's digest, where it is kept and the feed that brings it up to date. */
export interface DigestAccess {
  key: DigestKey;
  name: string;
  store: VersionDigestStore;
  feed(since: string | null): Promise<VersionFeed>;
}

/**
 * With its own access to the lists (the built-in store, or SharePoint with the app's certificate)
 * Listboard keeps one digest per list; otherwise each person's digest holds what they may read, so no
 * one's report shows items that SharePoint hides from them.
 */
export function digestAccess(
  session: Session,
  source: SourceList,
  shared = commonDepsOf(session).listHostOfApp(session.tenant),
): DigestAccess {
  const key: DigestKey = {
    tenant: session.tenant,
    siteUrl: source.url,
    listId: source.listID,
    reader: shared ? '' : session.user.login.toLowerCase(),
  };
  const lists = shared ?? session.lists;
  return {
    key,
    name: [key.tenant, key.siteUrl, key.listId, key.reader].map((part) => part.toLowerCase()).join(' '),
    store: commonDepsOf(session).versionDigests,
    feed: (since) => lists.readVersionFeed(source.url, source.listID, since),
  };
}

/**
 * The digest merged with the list's changes since its cursor, written back (on its ETag) when it is the
 * first or when enough came in since (digestMerge.shouldWrite); a write that loses to another instance's
 * reads the winner's digest and merges again, so that no change is lost between them.
 */
export async function currentDigest(access: DigestAccess): Promise<DigestItem[]> {
  let refused: { etag: string | null; items: DigestItem[] } | null = null;
  for (let attempt = 1; ; attempt += 1) {
    const kept = await access.store.read(access.key);
    const etag = kept?.etag ?? null;
    // Refused with no other write in between: the store takes none now (a moving tenant's), nothing to merge over.
    if (refused && refused.etag === etag) return refused.items;
    const feed = await access.feed(kept?.digest.cursor ?? null);
    const now = new Date();
    const merged = mergeFeed(kept?.digest ?? null, feed, now);
    if (!shouldWrite(kept?.digest ?? null, feed, now)) return merged.items;
    const written = await access.store.write(access.key, { ...merged, writtenAt: now.toISOString() }, etag);
    if (written || attempt === MAX_ATTEMPTS) return merged.items;
    refused = { etag, items: merged.items };
  }
}

/**
 * After a write to a list (docs/reporting.md, "Kept as the lists change"): its shared digest is brought up
 * to date after the answer, built on the list's first write, so that no charts request builds or rewrites
 * it. A person's own digest (SharePoint without the app's access) is theirs to keep, on their requests.
 */
export function keepDigestCurrent(session: Session, source: SourceList): void {
  const shared = commonDepsOf(session).listHostOfApp(session.tenant);
  if (!shared) return;
  passOver(session, digestAccess(session, source, shared));
}

function passOver(session: Session, access: DigestAccess): void {
  commonDepsOf(session).digestPasses.schedule(access.name, async () => {
    await currentDigest(access);
  });
}

/**
 * Every item of a board's list with all its versions: the kept digest and the list's changes
 * since its cursor. Only a list without a digest yet (no one wrote to it through Listboard) is read whole
 * here; a digest due to be written again is left to a background pass.
 */
export async function keptVersions(session: Session, source: SourceList): Promise<DigestItem[]> {
  const access = digestAccess(session, source);
  let kept = await access.store.read(access.key);
  if (!kept) {
    // A pass of this process that builds the digest right now is waited for rather than repeated.
    await commonDepsOf(session).digestPasses.current(access.name);
    kept = await access.store.read(access.key);
  }
  if (!kept) return currentDigest(access);
  return mergedWithFeed(session, access, kept);
}

/** The last merge of each digest this process made, with the ETag of the kept digest it was merged into. */
const lastMerges = new Map<string, { etag: string; items: DigestItem[] }>();
/** As many as the digest store keeps parsed: the merges share most of their items with those. */
const KEPT_MERGES = 8;

/** The digest as this process last merged it, while the kept digest is the one it was merged into; else the kept one. */
export function lastMergeOf(access: DigestAccess, kept: KeptDigest): DigestItem[] {
  const merge = lastMerges.get(access.name);
  return merge?.etag === kept.etag ? merge.items : kept.digest.items;
}

/** The kept digest merged with the list's changes since its cursor; a write, when due, is left to a background pass. */
export async function mergedWithFeed(session: Session, access: DigestAccess, kept: KeptDigest): Promise<DigestItem[]> {
  const feed = await access.feed(kept.digest.cursor);
  const now = new Date();
  if (shouldWrite(kept.digest, feed, now)) passOver(session, access);
  const { items } = mergeFeed(kept.digest, feed, now);
  lastMerges.delete(access.name);
  lastMerges.set(access.name, { etag: kept.etag, items });
  if (lastMerges.size > KEPT_MERGES) lastMerges.delete(lastMerges.keys().next().value as string);
  return items;
}
