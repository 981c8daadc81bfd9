import { randomUUID } from 'node:crypto';
import { asciiJson, boardConfigSchema, type BoardConfig } from '@listboard/shared';
import { BoardTooLargeError, type BoardStore, type StoredBoard, type TenantBoard, type Trashed } from '../../ports/boardStore';
import { ConcurrencyError } from '../../ports/listHost';
import { checkEntitySize, fromChunks, toChunks } from './chunkedJson';
import { type TableClients, getEntityOrNull, keyOf, listAll, odataString, statusOf, tableKey } from './tableClients';

export const BOARDS_TABLE = 'lbboards';
const TABLE = BOARDS_TABLE;
const PREFIX = 'cfg';

interface BoardEntity {
  partitionKey: string;
  rowKey: string;
  name: string;
  /** The trash state: empty while the board is in use (Table Storage cannot store a null). */
  trashedAt?: string;
  trashedBy?: string;
  /** Set once the board's removal for good began. */
  removing?: boolean;
  [chunk: string]: unknown;
}

/**
 * Board configurations in Table Storage: PartitionKey = tenant, RowKey = board id; the trash state in
 * columns of its own, beside the configuration's chunks, so saving a configuration keeps it.
 */
export class TableBoardStore implements BoardStore {
  constructor(private readonly tables: TableClients) {}

  async list(tenant: string): Promise<StoredBoard[]> {
    const client = await this.tables.table(TABLE);
    const entities = await listAll<BoardEntity>(client, `PartitionKey eq ${odataString(keyOf(tenant))}`);
    return entities.filter((e) => !e.removing).map((e) => this.toStored(e, e.etag));
  }

  async *everyBoard(): AsyncIterable<TenantBoard & { removing: boolean }> {
    const client = await this.tables.table(TABLE);
    for await (const page of client.listEntities<BoardEntity>().byPage({ maxPageSize: 100 })) {
      for (const entity of page)
        yield {
          tenant: decodeURIComponent(entity.partitionKey),
          board: this.toStored(entity, entity.etag),
          removing: entity.removing === true,
        };
    }
  }

  async get(tenant: string, boardId: string): Promise<StoredBoard | null> {
    const client = await this.tables.table(TABLE);
    const entity = await getEntityOrNull<BoardEntity>(client, keyOf(tenant), boardId);
    return entity && !entity.removing ? this.toStored(entity, entity.etag) : null;
  }

  async create(tenant: string, config: BoardConfig): Promise<StoredBoard> {
    const client = await this.tables.table(TABLE);
    const board = { ...config, id: config.id || randomUUID() };
    const response = await client.createEntity(this.toEntity(tenant, board));
    return { config: board, etag: response.etag ?? '', trashed: null };
  }

  /** A Merge keeps the trash columns; chunks a smaller configuration no longer fills are emptied, so the stored JSON is this one. */
  async save(tenant: string, config: BoardConfig, etag: string): Promise<StoredBoard> {
    const client = await this.tables.table(TABLE);
    const stored = await getEntityOrNull<BoardEntity>(client, keyOf(tenant), tableKey(config.id));
    if (!stored || stored.removing) throw new ConcurrencyError('The board was changed or removed by someone else.');
    const entity = this.toEntity(tenant, config);
    for (const name of Object.keys(stored)) if (name.startsWith(PREFIX) && !(name in entity)) entity[name] = '';
    const response = await this.conditionally(() => client.updateEntity(entity, 'Merge', { etag }));
    return { config, etag: response.etag ?? '', trashed: trashedOf(stored) };
  }

  async setTrashed(tenant: string, boardId: string, trashed: Trashed | null, etag: string): Promise<StoredBoard> {
    const client = await this.tables.table(TABLE);
    const entity = {
      partitionKey: keyOf(tenant),
      rowKey: tableKey(boardId),
      trashedAt: trashed?.at ?? '',
      trashedBy: trashed ? JSON.stringify(trashed.by) : '',
    };
    await this.conditionally(() => client.updateEntity(entity, 'Merge', { etag }));
    const stored = await this.get(tenant, boardId);
    if (!stored) throw new ConcurrencyError('The board was removed by someone else.');
    return stored;
  }

  async markRemoving(tenant: string, boardId: string, etag: string): Promise<void> {
    const client = await this.tables.table(TABLE);
    await this.conditionally(() =>
      client.updateEntity({ partitionKey: keyOf(tenant), rowKey: tableKey(boardId), removing: true }, 'Merge', { etag }),
    );
  }

  async delete(tenant: string, boardId: string): Promise<void> {
    const client = await this.tables.table(TABLE);
    await client.deleteEntity(keyOf(tenant), tableKey(boardId)).catch((error: unknown) => {
      if (statusOf(error) !== 404) throw error;
    });
  }

  private async conditionally<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 404) throw new ConcurrencyError('The board was changed or removed by someone else.');
      throw error;
    }
  }

  private toEntity(tenant: string, config: BoardConfig): BoardEntity {
    const chunks = toChunks(PREFIX, asciiJson(config), (size, limit) => new BoardTooLargeError(size, limit));
    return checkEntitySize(
      { partitionKey: keyOf(tenant), rowKey: tableKey(config.id), name: config.name, ...chunks },
      'board configuration',
    );
  }

  private toStored(entity: BoardEntity, etag: string): StoredBoard {
    const config = boardConfigSchema.parse(JSON.parse(fromChunks(PREFIX, entity)));
    return { config: { ...config, id: entity.rowKey }, etag, trashed: trashedOf(entity) };
  }
}

function trashedOf(entity: BoardEntity): Trashed | null {
  if (!entity.trashedAt) return null;
  return { at: entity.trashedAt, by: JSON.parse(entity.trashedBy || '{"login":"","name":""}') as Trashed['by'] };
}
