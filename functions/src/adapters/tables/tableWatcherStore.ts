import { ConcurrencyError } from '../../ports/listHost';
import type { StoredWatchers, WatcherStore } from '../../ports/watcherStore';
import { checkEntitySize } from './chunkedJson';
import { type TableClients, encodedKey, getEntityOrNull, keyOf, listAll, odataString, statusOf, deletePartition } from './tableClients';

export const WATCHERS_TABLE = 'lbwatchers';
const TABLE = WATCHERS_TABLE;
/** uniqueIDs keep their case ('listID#id'); '#' is not allowed in a key, so they are encoded. */
const rowKeyOf = encodedKey;

interface WatcherEntity {
  partitionKey: string;
  rowKey: string;
  userIds: string;
}

/** Watchers in Table Storage: PartitionKey = board id, RowKey = the card's uniqueID (encoded). */
export class TableWatcherStore implements WatcherStore {
  constructor(private readonly tables: TableClients) {}

  async forBoard(boardId: string): Promise<Map<string, number[]>> {
    const entities = await listAll<WatcherEntity>(await this.tables.table(TABLE), `PartitionKey eq ${odataString(keyOf(boardId))}`);
    return new Map(entities.map((e) => [decodeURIComponent(e.rowKey), JSON.parse(e.userIds) as number[]]));
  }

  async get(boardId: string, uniqueId: string): Promise<number[]> {
    return (await this.read(boardId, uniqueId)).userIds;
  }

  async read(boardId: string, uniqueId: string): Promise<StoredWatchers> {
    const entity = await getEntityOrNull<WatcherEntity>(await this.tables.table(TABLE), keyOf(boardId), rowKeyOf(uniqueId));
    return entity ? { userIds: JSON.parse(entity.userIds) as number[], version: entity.etag } : { userIds: [], version: null };
  }

  /** Insert when none were stored, else replace or delete on the ETag read: two people's changes never overwrite each other unseen. */
  async set(boardId: string, uniqueId: string, userIds: number[], version: string | null): Promise<void> {
    const client = await this.tables.table(TABLE);
    const entity = checkEntitySize(
      { partitionKey: keyOf(boardId), rowKey: rowKeyOf(uniqueId), userIds: JSON.stringify(userIds) },
      'watcher list',
    );
    try {
      if (version === null) {
        if (userIds.length > 0) await client.createEntity(entity);
      } else if (userIds.length === 0) {
        await client.deleteEntity(keyOf(boardId), rowKeyOf(uniqueId), { etag: version });
      } else {
        await client.updateEntity(entity, 'Replace', { etag: version });
      }
    } catch (error) {
      if ([404, 409, 412].includes(statusOf(error) ?? 0))
        throw new ConcurrencyError('The watchers of this card were changed by someone else.');
      throw error;
    }
  }

  async removeBoard(_tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), keyOf(boardId));
  }
}
