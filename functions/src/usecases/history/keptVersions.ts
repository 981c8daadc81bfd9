import type { SourceList } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { DigestItem, DigestKey } from '../../ports/versionDigests';
import { mergeFeed, shouldWrite } from './digestMerge';

/**
 * Every item of a board's list with all its versions (issue 19), from the kept digest and the list's
 * changes since. With its own access to the lists (the built-in store, or SharePoint with the app's
 * certificate) Listboard keeps one digest per list; otherwise each person's digest holds what they may
 * read, so no one's report shows items that SharePoint hides from them.
 */
export async function keptVersions(session: Session, source: SourceList): Promise<DigestItem[]> {
  const appHost = session.services.listHostOfApp(session.tenant);
  const key: DigestKey = { tenant: session.tenant, siteUrl: source.url, listId: source.listID, reader: appHost ? '' : session.user.login.toLowerCase() };
  const store = session.services.versionDigests;
  const kept = await store.read(key);
  const feed = await (appHost ?? session.lists).readVersionFeed(source.url, source.listID, kept?.digest.cursor ?? null);
  const now = new Date();
  const merged = mergeFeed(kept?.digest ?? null, feed, now);
  if (shouldWrite(kept?.digest ?? null, feed, now)) {
    // Losing the race to another request's write loses nothing: the next read merges again from its cursor.
    await store.write(key, { ...merged, writtenAt: now.toISOString() }, kept?.etag ?? null);
  }
  return merged.items;
}
