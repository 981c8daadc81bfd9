import { describe, expect, it } from 'vitest';
import type { VersionFeed } from '../../ports/listHost';
import type { VersionDigest } from '../../ports/versionDigests';
import { REWRITE_AFTER_CHANGES, mergeFeed, shouldWrite } from './digestMerge';

const now = new Date('2026-11-26T12:00:00Z');
const version = (itemId: number, number: number, modified = '2026-11-26T10:00:00.000Z') => ({
  itemId,
  version: number,
  modified,
  editorId: 1,
  changes: { Status: `s${number}` },
});
const feed = (part: Partial<VersionFeed>): VersionFeed => ({
  versions: [],
  deletions: [],
  itemIds: null,
  cursor: '2026-11-26T11:59:00.000Z',
  ...part,
});

describe('merging a version feed into the digest', () => {
  const kept: VersionDigest = {
    cursor: '2026-11-26T09:00:00.000Z',
    writtenAt: '2026-11-26T09:00:00.000Z',
    items: [
      { itemId: 1, versions: [{ version: 1, modified: '2026-11-26T08:00:00.000Z', editorId: 1, changes: {} }], deleted: null },
      { itemId: 2, versions: [], deleted: null },
    ],
  };

  it('adds each version once, in version order, and moves the cursor', () => {
    const merged = mergeFeed(kept, feed({ versions: [version(1, 3), version(1, 2), version(1, 2), version(3, 1)] }), now);
    expect(merged.items.find((item) => item.itemId === 1)?.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(merged.items.find((item) => item.itemId === 3)?.versions).toHaveLength(1);
    expect(merged.cursor).toBe('2026-11-26T11:59:00.000Z');
    // The kept digest is not changed in place: another request may be reading it.
    expect(kept.items[0].versions).toHaveLength(1);
  });

  it('dates logged deletions, and takes items missing from the ids as deleted now, and back when they return', () => {
    const logged = mergeFeed(kept, feed({ deletions: [{ itemId: 2, at: '2026-11-26T10:30:00.000Z' }] }), now);
    expect(logged.items.find((item) => item.itemId === 2)?.deleted).toBe('2026-11-26T10:30:00.000Z');
    const missing = mergeFeed(kept, feed({ itemIds: [1] }), now);
    expect(missing.items.find((item) => item.itemId === 2)?.deleted).toBe(now.toISOString());
    const back = mergeFeed(missing, feed({ itemIds: [1, 2] }), now);
    expect(back.items.find((item) => item.itemId === 2)?.deleted).toBeNull();
  });

  it('writes the first digest, one whose feed read many settled changes, and an hour-old one; not one a few changes behind', () => {
    expect(shouldWrite(null, feed({}), now)).toBe(true);
    const fresh = { ...kept, writtenAt: '2026-11-26T11:30:00.000Z' };
    expect(shouldWrite(fresh, feed({ versions: [version(1, 2)] }), now)).toBe(false);
    const settled = Array.from({ length: REWRITE_AFTER_CHANGES }, (_, index) => version(9, index + 1));
    expect(shouldWrite(fresh, feed({ versions: settled }), now)).toBe(true);
    const deletions = settled.map(({ itemId, modified: at }) => ({ itemId, at }));
    expect(shouldWrite(fresh, feed({ deletions }), now)).toBe(true);
    expect(shouldWrite(kept, feed({}), now)).toBe(true);
  });

  it('does not write for changes inside the minute the feed reads again after any write', () => {
    const fresh = { ...kept, writtenAt: '2026-11-26T11:59:30.000Z' };
    const recent = Array.from({ length: 5 * REWRITE_AFTER_CHANGES }, (_, index) => version(index + 10, 1, '2026-11-26T11:59:10.000Z'));
    expect(shouldWrite(fresh, feed({ versions: recent }), now)).toBe(false);
  });
});
