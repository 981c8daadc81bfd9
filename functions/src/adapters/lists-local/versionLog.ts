import type { TableClient, TransactionAction } from '@azure/data-tables';
import { asciiJson } from '@listboard/shared';
import type { ListItemVersion, StoredValue } from '../../ports/listHost';
import { fromChunks, toChunks } from '../tables/chunkedJson';
import { REREAD_MS, nextCursor } from '../versionCursor';
import { type TableClients, listAll, odataString, paddedId, tableKey } from '../tables/tableClients';

const VERSIONS = 'lbversions';
const BATCH = 100;
const DAY_MS = 86_400_000;
/** A read from further back than this many days reads the list's versions whole instead of a partition per day. */
export const MAX_LOG_DAYS = 31;
/** A log row: a version (as the item's own partition keeps it), or a deletion. */
type LogEntity = {
  partitionKey: string;
  rowKey: string;
  itemId: number;
  kind: 'version' | 'deleted' | 'restored';
  version?: number;
  modified: string;
  editorId?: number;
};

/**
 * The built-in store's change log, for the charts and the history report (docs/reporting.md): every version and deletion of a list's items, keyed by
 * time in a partition of its own beside the versions, so that the charts and the history report read
 * what changed since they last looked with one key-range query, as SharePoint's change log lets them.
 */
export class VersionLog {
  constructor(private readonly tables: TableClients) {}

  async recordVersions(listId: string, versions: ListItemVersion[]): Promise<void> {
    const byPartition = new Map<string, TransactionAction[]>();
    for (const version of versions) {
      const entity = {
        partitionKey: logPartition(listId, version.modified),
        rowKey: `${version.modified}|${paddedId(version.itemId)}|${paddedId(version.version)}`,
        itemId: version.itemId,
        kind: 'version',
        version: version.version,
        modified: version.modified,
        editorId: version.editorId,
        ...toChunks('chg', asciiJson(version.changes)),
      };
      const actions = byPartition.get(entity.partitionKey) ?? [];
      actions.push(['upsert', entity, 'Replace']);
      byPartition.set(entity.partitionKey, actions);
    }
    const client = await this.client();
    // A transaction stays within one partition.
    for (const actions of byPartition.values())
      for (let start = 0; start < actions.length; start += BATCH) await client.submitTransaction(actions.slice(start, start + BATCH));
  }

  async recordDeletion(listId: string, itemId: number, at: string): Promise<void> {
    await this.recordEvent(listId, itemId, at, 'deleted');
  }

  /** An item back from the recycle bin. */
  async recordRestore(listId: string, itemId: number, at: string): Promise<void> {
    await this.recordEvent(listId, itemId, at, 'restored');
  }

  private async recordEvent(listId: string, itemId: number, at: string, kind: 'deleted' | 'restored'): Promise<void> {
    const entity: LogEntity = {
      partitionKey: logPartition(listId, at),
      rowKey: `${at}|${paddedId(itemId)}|${kind}`,
      itemId,
      kind,
      modified: at,
    };
    await (await this.client()).upsertEntity(entity, 'Replace');
  }

  /**
   * Entries from `since` on: versions oldest first, deletions, whether an item came back, and the next cursor; null
   * when `since` is more than MAX_LOG_DAYS back, where reading the list's versions whole costs less.
   */
  async since(
    listId: string,
    since: string,
  ): Promise<{ versions: ListItemVersion[]; deletions: { itemId: number; at: string }[]; restored: boolean; cursor: string } | null> {
    const days = daysFrom(since, Date.now());
    if (days.length > MAX_LOG_DAYS) return null;
    const client = await this.client();
    const partitions = [legacyLogPartition(listId), ...days.map((day) => `${tableKey(listId)}|log|${day}`)];
    const read = await Promise.all(
      partitions.map((partition) =>
        listAll<LogEntity & Record<string, unknown>>(
          client,
          `PartitionKey eq ${odataString(partition)} and RowKey ge ${odataString(since)}`,
        ),
      ),
    );
    // Row keys start with the entry's time: in their order, the entries are in the order they were stamped.
    const rows = read.flat().sort((a, b) => (a.rowKey < b.rowKey ? -1 : a.rowKey > b.rowKey ? 1 : 0));
    const versions: ListItemVersion[] = [];
    const deletions: { itemId: number; at: string }[] = [];
    let restored = false;
    for (const row of rows) {
      if (row.kind === 'deleted') deletions.push({ itemId: Number(row.itemId), at: String(row.modified) });
      else if (row.kind === 'restored') restored = true;
      else
        versions.push({
          itemId: Number(row.itemId),
          version: Number(row.version),
          modified: String(row.modified),
          editorId: Number(row.editorId),
          changes: JSON.parse(fromChunks('chg', row) || '{}') as Record<string, StoredValue>,
        });
    }
    return { versions, deletions, restored, cursor: nextCursor(since) };
  }

  private client(): Promise<TableClient> {
    return this.tables.table(VERSIONS);
  }
}

/**
 * The log keeps a partition per UTC day of its entries' stamps, so a read since a moment reads the days from then
 * on rather than every change the list ever had: on Azurite a key-range query scans its whole partition, and one
 * partition of a list's 100,000 changes took 190 ms to answer "nothing since a minute ago" (docs/reporting.md).
 */
function logPartition(listId: string, at: string): string {
  return `${tableKey(listId)}|log|${new Date(at).toISOString().slice(0, 10)}`;
}

/** The one partition of a list's log before it had one per day: read too, for the entries written then. */
function legacyLogPartition(listId: string): string {
  return `${tableKey(listId)}|log`;
}

/**
 * The UTC days from `since`'s through the one a minute from now: another writer's clock may run that far ahead of
 * this one, as the feed's cursor assumes (versionCursor.ts).
 */
function daysFrom(since: string, now: number): string[] {
  const days: string[] = [];
  const first = Date.parse(`${new Date(since).toISOString().slice(0, 10)}T00:00:00.000Z`);
  for (let day = first; day <= now + REREAD_MS && days.length <= MAX_LOG_DAYS; day += DAY_MS)
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}
