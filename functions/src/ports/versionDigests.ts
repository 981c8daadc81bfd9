import type { ItemVersion } from './listHost';

/** One item of a list as the digest keeps it: every version, oldest first, and when it was deleted. */
export interface DigestItem {
  itemId: number;
  versions: ItemVersion[];
  /** When the item was deleted (or, where the host does not say, when its absence was first noticed); null while it lives. */
  deleted: string | null;
}

/**
 * A list's versions as the charts and the history report keep them (docs/reporting.md): read once, then kept up
 * to date from the list host's version feed, so that a request reads one document and what changed
 * since, not every item's versions.
 */
export interface VersionDigest {
  /** The feed's cursor: where the next read of the list's changes starts. */
  cursor: string;
  /** When this digest was written. */
  writtenAt: string;
  items: DigestItem[];
}

/** Where a list is (the site and the list id; kept under the tenant), and whose view of it: '' for everyone's. */
export interface DigestKey {
  tenant: string;
  siteUrl: string;
  listId: string;
  reader: string;
}

export interface VersionDigestStore {
  read(key: DigestKey): Promise<{ digest: VersionDigest; etag: string } | null>;
  /** Writes the digest over `etag` (null: only if there is none yet); false when another write came first. */
  write(key: DigestKey, digest: VersionDigest, etag: string | null): Promise<boolean>;
}

/**
 * The digest work a process does after its answers (usecases/common/digestPasses.ts): one pass at a
 * time per digest, and a pass asked for while one runs runs once after it.
 */
export interface DigestPasses {
  schedule(digest: string, pass: () => Promise<void>): void;
  /** Settles when the pass over `digest` running now (if any) has ended; one asked for meanwhile may follow. */
  current(digest: string): Promise<void>;
  /** Settles when no pass runs or waits (a host stopping, tests). */
  drain(): Promise<void>;
}
