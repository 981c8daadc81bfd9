import { describe, expect, it } from 'vitest';
import type { ListItemVersion, VersionFeed } from '../../ports/listHost';
import type { DigestKey, VersionDigest, VersionDigestStore } from '../../ports/versionDigests';
import { type DigestAccess, currentDigest } from './keptVersions';
import { InProcessDigestPasses } from './digestPasses';

const KEY: DigestKey = { tenant: 'https://contoso.test', siteUrl: 'https://contoso.test/sites/a', listId: 'l1', reader: '' };

/** A list's change log: every version with its stamp; a feed reads what is stamped from `since` on. */
class ChangeLog {
  readonly versions: ListItemVersion[] = [];
  feedReads = 0;

  add(itemId: number, version: number): void {
    this.versions.push({ itemId, version, modified: new Date().toISOString(), editorId: 1, changes: { Status: `s${version}` } });
  }

  async feed(since: string | null): Promise<VersionFeed> {
    this.feedReads += 1;
    const cursor = new Date(Date.now() - 60_000).toISOString();
    return { versions: this.versions.filter((v) => since === null || v.modified >= since), deletions: [], itemIds: null, cursor };
  }
}

/** A blob store's conditional writes: If-None-Match * for the first, If-Match after; `beforeWrite` lets a test run another writer in between. */
class EtagStore implements VersionDigestStore {
  private kept: { digest: VersionDigest; etag: string } | null = null;
  private writes = 0;
  beforeWrite: (() => Promise<void>) | null = null;

  async read(): Promise<{ digest: VersionDigest; etag: string } | null> {
    return this.kept;
  }

  async write(_key: DigestKey, digest: VersionDigest, etag: string | null): Promise<boolean> {
    const hook = this.beforeWrite;
    this.beforeWrite = null;
    await hook?.();
    if ((this.kept?.etag ?? null) !== etag) return false;
    this.writes += 1;
    this.kept = { digest, etag: `"${this.writes}"` };
    return true;
  }
}

const versionsOf = (items: { itemId: number; versions: { version: number }[] }[]) =>
  items.flatMap((item) => item.versions.map((v) => `${item.itemId}.${v.version}`)).toSorted();

describe("a list's digest kept as the list changes", () => {
  it('loses no change when another instance writes the digest first: it merges again over the winner', async () => {
    const log = new ChangeLog();
    const store = new EtagStore();
    const access: DigestAccess = { key: KEY, name: 'l1', store, feed: (since) => log.feed(since) };
    log.add(1, 1);
    log.add(2, 1);
    // Between this pass's read and its write, another instance builds the digest, and a third version lands.
    store.beforeWrite = async () => {
      await currentDigest(access);
      log.add(1, 2);
    };
    const items = await currentDigest(access);
    expect(versionsOf(items)).toEqual(['1.1', '1.2', '2.1']);
    const next = await currentDigest(access);
    expect(versionsOf(next)).toEqual(['1.1', '1.2', '2.1']);
  });

  it('reads the list once when the store takes no write and no one else wrote (a moving tenant)', async () => {
    const log = new ChangeLog();
    log.add(1, 1);
    const readOnly: VersionDigestStore = { read: async () => null, write: async () => false };
    const items = await currentDigest({ key: KEY, name: 'l1', store: readOnly, feed: (since) => log.feed(since) });
    expect(versionsOf(items)).toEqual(['1.1']);
    expect(log.feedReads).toBe(1);
  });

  it('runs one pass at a time per digest, and the passes asked for meanwhile once after it', async () => {
    const passes = new InProcessDigestPasses(() => undefined);
    const runs: string[] = [];
    let started = () => {};
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    passes.schedule('a', async () => {
      runs.push('first');
      started();
      await held;
    });
    await running;
    for (const name of ['second', 'third', 'fourth']) passes.schedule('a', async () => void runs.push(name));
    passes.schedule('b', async () => void runs.push('other list'));
    await passes.current('b');
    expect(runs).toEqual(['first', 'other list']);
    release();
    await passes.drain();
    expect(runs).toEqual(['first', 'other list', 'fourth']);
  });

  it('waits for a quiet moment, so a burst of writes is read by one pass; a reader that needs the digest starts it at once', async () => {
    const passes = new InProcessDigestPasses(() => undefined, 30);
    const runs: string[] = [];
    for (const name of ['first', 'second', 'third']) passes.schedule('a', async () => void runs.push(name));
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toEqual(['third']);
    passes.schedule('a', async () => void runs.push('asked for by a reader'));
    await passes.current('a');
    expect(runs).toEqual(['third', 'asked for by a reader']);
    await passes.drain();
  });
});
