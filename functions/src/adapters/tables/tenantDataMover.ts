import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { ContainerClient } from '@azure/storage-blob';
import type { DataLocation } from '@listboard/shared';
import type { TenantDataMover } from '../../ports/dataLocations';
import { templatesPrefixOf } from '../blobs/templateStore';
import { versionDigestsPrefixOf } from '../blobs/versionDigestStore';
import { BOARDS_TABLE } from './tableBoardStore';
import { CARD_PICTURES_TABLE } from './tableCardPictures';
import { FILTERS_TABLE } from './tableFilterStore';
import { LICENSES_TABLE } from './tableLicenseStore';
import { PENDING_CHANGES_TABLE } from './tablePendingChanges';
import { FAVORITES_TABLE, PEOPLE_TABLE } from './tablePersonPreferences';
import { REMINDER_CURSORS_TABLE } from './tableReminderCursors';
import { UNSUBSCRIBES_TABLE } from './tableUnsubscribeStore';
import { WATCHERS_TABLE } from './tableWatcherStore';
import { type TableClients, keyOf, odataString } from './tableClients';

/** A location's storage as the mover reaches it. */
export interface LocationStorage {
  tables: TableClients;
  templates: () => Promise<ContainerClient>;
  versionDigests: () => Promise<ContainerClient>;
}

/**
 * Which rows of a table are a tenant's, by how the table's adapter keys them: the tenant's own partition,
 * partitions that start with the tenant and a separator ('|' or ' ', which keyOf writes as %20), or one
 * partition per board of the tenant.
 */
type TenantRows = { kind: 'partition' } | { kind: 'prefix'; separator: string } | { kind: 'boards' };

/**
 * Every table of a tenant's data. Boards come last when removing: the other tables' board partitions are
 * found through the boards' rows, so a removal cut short and started again still finds them.
 */
const TENANT_TABLES: readonly { table: string; rows: TenantRows }[] = [
  { table: WATCHERS_TABLE, rows: { kind: 'boards' } },
  { table: FILTERS_TABLE, rows: { kind: 'prefix', separator: '|' } },
  { table: FAVORITES_TABLE, rows: { kind: 'prefix', separator: '|' } },
  { table: PENDING_CHANGES_TABLE, rows: { kind: 'prefix', separator: '%20' } },
  { table: UNSUBSCRIBES_TABLE, rows: { kind: 'prefix', separator: '%20' } },
  { table: REMINDER_CURSORS_TABLE, rows: { kind: 'prefix', separator: '%20' } },
  { table: CARD_PICTURES_TABLE, rows: { kind: 'prefix', separator: '%20' } },
  { table: PEOPLE_TABLE, rows: { kind: 'partition' } },
  { table: LICENSES_TABLE, rows: { kind: 'partition' } },
  { table: BOARDS_TABLE, rows: { kind: 'partition' } },
];

/** Table Storage takes at most 100 actions in one transaction, all of one partition. */
const TRANSACTION_ROWS = 100;

type RawEntity = Record<string, unknown> & { partitionKey: string; rowKey: string };

/**
 * Moves a tenant's rows and template files between the storage accounts of two locations. Rows are read
 * with their storage types as they are (no conversion) and written with upserts, so copying again over a
 * copy cut short writes the same rows once more, and nothing twice.
 */
export class TableTenantDataMover implements TenantDataMover {
  constructor(private readonly storageAt: (location: DataLocation) => LocationStorage) {}

  async copy(tenant: string, from: DataLocation, to: DataLocation, onProgress: (copied: number) => Promise<void>): Promise<number> {
    const source = this.storageAt(from);
    const target = this.storageAt(to);
    const boardIds = await this.boardIdsOf(source.tables, tenant);
    let copied = 0;
    for (const { table, rows } of TENANT_TABLES) {
      const reading = await source.tables.table(table);
      const writing = await target.tables.table(table);
      for (const filter of filtersOf(tenant, rows, boardIds)) {
        for await (const batch of batchesOf(reading, filter)) {
          await writing.submitTransaction(batch.map((entity): TransactionAction => ['upsert', entity, 'Replace']));
          copied += batch.length;
          await onProgress(copied);
        }
      }
    }
    const [reading, writing] = await Promise.all([source.templates(), target.templates()]);
    for await (const blob of reading.listBlobsFlat({ prefix: templatesPrefixOf(tenant) })) {
      const file = await reading.getBlockBlobClient(blob.name).downloadToBuffer();
      await writing.getBlockBlobClient(blob.name).uploadData(file, { blobHTTPHeaders: { blobContentType: blob.properties.contentType } });
      copied += 1;
      await onProgress(copied);
    }
    return copied;
  }

  async remove(tenant: string, location: DataLocation, onProgress: (removed: number) => Promise<void>): Promise<void> {
    const storage = this.storageAt(location);
    const boardIds = await this.boardIdsOf(storage.tables, tenant);
    let removed = 0;
    for (const { table, rows } of TENANT_TABLES) {
      const client = await storage.tables.table(table);
      for (const filter of filtersOf(tenant, rows, boardIds)) {
        for await (const batch of batchesOf(client, filter)) {
          await client.submitTransaction(
            batch.map((entity): TransactionAction => ['delete', { partitionKey: entity.partitionKey, rowKey: entity.rowKey }]),
          );
          removed += batch.length;
          await onProgress(removed);
        }
      }
    }
    // The version digests are not copied: they are derived from the lists, and rebuilt where the tenant now is.
    for (const [container, prefix] of [
      [await storage.templates(), templatesPrefixOf(tenant)],
      [await storage.versionDigests(), versionDigestsPrefixOf(tenant)],
    ] as const) {
      for await (const blob of container.listBlobsFlat({ prefix })) {
        await container.deleteBlob(blob.name, { deleteSnapshots: 'include' });
        removed += 1;
        await onProgress(removed);
      }
    }
  }

  private async boardIdsOf(tables: TableClients, tenant: string): Promise<string[]> {
    const ids: string[] = [];
    const client = await tables.table(BOARDS_TABLE);
    const query = client.listEntities({ queryOptions: { filter: `PartitionKey eq ${odataString(keyOf(tenant))}`, select: ['RowKey'] } });
    for await (const entity of query) ids.push(String(entity.rowKey));
    return ids;
  }
}

/** The OData filters that select a table's rows of the tenant. */
function filtersOf(tenant: string, rows: TenantRows, boardIds: string[]): string[] {
  const key = keyOf(tenant);
  if (rows.kind === 'partition') return [`PartitionKey eq ${odataString(key)}`];
  if (rows.kind === 'boards') return boardIds.map((id) => `PartitionKey eq ${odataString(keyOf(id))}`);
  const prefix = key + rows.separator;
  // Every key that starts with the prefix sorts at or after it and before the prefix with its last character raised.
  const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return [`PartitionKey ge ${odataString(prefix)} and PartitionKey lt ${odataString(end)}`];
}

/** The filter's rows, a transaction's worth of one partition at a time, without the service's metadata. */
async function* batchesOf(client: TableClient, filter: string): AsyncGenerator<RawEntity[]> {
  let batch: RawEntity[] = [];
  const pages = client
    .listEntities<Record<string, unknown>>({ queryOptions: { filter }, disableTypeConversion: true })
    .byPage({ maxPageSize: 1000 });
  for await (const page of pages) {
    for (const { etag: _etag, timestamp: _timestamp, 'odata.metadata': _metadata, ...entity } of page as (RawEntity & {
      etag?: unknown;
      timestamp?: unknown;
      'odata.metadata'?: unknown;
    })[]) {
      if (batch.length === TRANSACTION_ROWS || (batch.length > 0 && batch[0].partitionKey !== entity.partitionKey)) {
        yield batch;
        batch = [];
      }
      batch.push(entity as RawEntity);
    }
  }
  if (batch.length > 0) yield batch;
}
