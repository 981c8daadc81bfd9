import type { TableClient, TransactionAction } from '@azure/data-tables';
import { asciiJson } from '@listboard/shared';
import type { ItemVersion, ListSchema } from '../../ports/listHost';
import { toChunks } from '../tables/chunkedJson';
import { type TableClients, listAll, odataString, paddedId, tableKey } from '../tables/tableClients';
import { VersionLog } from './versionLog';

const BATCH = 100;

/** An item's past as it is to be kept: every version, oldest first, numbered from 1. */
export interface ImportedHistory {
  itemId: number;
  versions: ItemVersion[];
}

async function submit(client: TableClient, actions: TransactionAction[]): Promise<void> {
  for (let start = 0; start < actions.length; start += BATCH) await client.submitTransaction(actions.slice(start, start + BATCH));
}

/**
 * Replaces the versions of existing items with a past brought from elsewhere (a list moved in with its
 * history, the demo site's weeks of work, a benchmark's board): the versions, the change log, and the
 * items' creation, last change and version number, written a transaction of one partition at a time.
 */
export async function importItemHistory(tables: TableClients, list: ListSchema, histories: ImportedHistory[]): Promise<void> {
  const versions = await tables.table('lbversions');
  const items = await tables.table('lbitems');
  const partition = tableKey(list.id);
  const importing = new Set(histories.map((history) => paddedId(history.itemId)));
  const old = (await listAll<{ rowKey: string }>(versions, `PartitionKey eq ${odataString(partition)}`, ['RowKey'])).filter((row) =>
    importing.has(row.rowKey.split('_')[0]),
  );
  await submit(
    versions,
    old.map((row): TransactionAction => ['delete', { partitionKey: partition, rowKey: row.rowKey }]),
  );
  await submit(
    versions,
    histories.flatMap(({ itemId, versions: past }) =>
      past.map((version): TransactionAction => [
        'upsert',
        {
          partitionKey: partition,
          rowKey: `${paddedId(itemId)}_${paddedId(version.version)}`,
          version: version.version,
          modified: version.modified,
          editorId: version.editorId,
          ...toChunks('chg', asciiJson(version.changes)),
        },
        'Replace',
      ]),
    ),
  );
  await new VersionLog(tables).recordVersions(
    list.id,
    histories.flatMap(({ itemId, versions: past }) => past.map((version) => ({ itemId, ...version }))),
  );
  await submit(
    items,
    histories
      .filter((history) => history.versions.length > 0)
      .map(({ itemId, versions: past }): TransactionAction => [
        'update',
        {
          partitionKey: partition,
          rowKey: paddedId(itemId),
          created: past[0].modified,
          modified: past.at(-1)!.modified,
          authorId: past[0].editorId,
          editorId: past.at(-1)!.editorId,
          version: past.at(-1)!.version,
        },
        'Merge',
      ]),
  );
}
