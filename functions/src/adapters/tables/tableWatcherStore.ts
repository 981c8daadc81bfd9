import type { WatcherStore } from '../../ports/watcherStore';
import { checkEntitySize } from './chunkedJson';
import { type TableClients, encodedKey, getEntityOrNull, keyOf, listAll, odataString, statusOf } from './tableClients';

const TABLE = 'lbwatchers';
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
    const entity = await getEntityOrNull<WatcherEntity>(await this.tables.table(TABLE), keyOf(boardId), rowKeyOf(uniqueId));
    return entity ? (JSON.parse(entity.userIds) as number[]) : [];
  }

  async set(boardId: string, uniqueId: string, userIds: number[]): Promise<void> {
    const client = await this.tables.table(TABLE);
    if (userIds.length === 0) {
      try {
        await client.deleteEntity(keyOf(boardId), rowKeyOf(uniqueId));
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
      return;
    }
    await client.upsertEntity(checkEntitySize({ partitionKey: keyOf(boardId), rowKey: rowKeyOf(uniqueId), userIds: JSON.stringify(userIds) }, 'watcher list'), 'Replace');
  }
}
