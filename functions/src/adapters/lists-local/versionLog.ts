import type { TableClient, TransactionAction } from '@azure/data-tables';
import { asciiJson } from '@listboard/shared';
import type { ListItemVersion, StoredValue } from '../../ports/listHost';
import { fromChunks, toChunks } from '../tables/chunkedJson';
import { nextCursor } from '../versionCursor';
import { type TableClients, listAll, odataString, paddedId, tableKey } from '../tables/tableClients';

const VERSIONS = 'lbversions';
const BATCH = 100;
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
    const entities = versions.map((version) => ({
      partitionKey: logPartition(listId),
      rowKey: `${version.modified}|${paddedId(version.itemId)}|${paddedId(version.version)}`,
      itemId: version.itemId,
      kind: 'version',
      version: version.version,
      modified: version.modified,
      editorId: version.editorId,
      ...toChunks('chg', asciiJson(version.changes)),
    }));
    const client = await this.client();
    for (let start = 0; start < entities.length; start += BATCH) {
      const actions: TransactionAction[] = entities.slice(start, start + BATCH).map((entity) => ['upsert', entity, 'Replace']);
      await client.submitTransaction(actions);
    }
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
      partitionKey: logPartition(listId),
      rowKey: `${at}|${paddedId(itemId)}|${kind}`,
      itemId,
      kind,
      modified: at,
    };
    await (await this.client()).upsertEntity(entity, 'Replace');
  }

  /** Entries from `since` on: versions oldest first, deletions, whether an item came back, and the next cursor. */
  async since(
    listId: string,
    since: string,
  ): Promise<{ versions: ListItemVersion[]; deletions: { itemId: number; at: string }[]; restored: boolean; cursor: string }> {
    const rows = await listAll<LogEntity & Record<string, unknown>>(
      await this.client(),
      `PartitionKey eq ${odataString(logPartition(listId))} and RowKey ge ${odataString(since)}`,
    );
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

function logPartition(listId: string): string {
  return `${tableKey(listId)}|log`;
}
