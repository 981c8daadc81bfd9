import { randomUUID } from 'node:crypto';
import { asciiJson, boardConfigSchema, type BoardConfig } from '@listboard/shared';
import { BoardTooLargeError, type BoardStore, type StoredBoard, type TenantBoard } from '../../ports/boardStore';
import { ConcurrencyError } from '../../ports/listHost';
import { checkEntitySize, fromChunks, toChunks } from './chunkedJson';
import { type TableClients, getEntityOrNull, keyOf, listAll, odataString, statusOf, tableKey } from './tableClients';

const TABLE = 'lbboards';
const PREFIX = 'cfg';

interface BoardEntity {
  partitionKey: string;
  rowKey: string;
  name: string;
  [chunk: string]: unknown;
}

/** Board configurations in Table Storage: PartitionKey = tenant, RowKey = board id. */
export class TableBoardStore implements BoardStore {
  constructor(private readonly tables: TableClients) {}

  async list(tenant: string): Promise<StoredBoard[]> {
    const client = await this.tables.table(TABLE);
    const entities = await listAll<BoardEntity>(client, `PartitionKey eq ${odataString(keyOf(tenant))}`);
    return entities.map((e) => this.toStored(e, e.etag));
  }

  async *everyBoard(): AsyncIterable<TenantBoard> {
    const client = await this.tables.table(TABLE);
    for await (const page of client.listEntities<BoardEntity>().byPage({ maxPageSize: 100 })) {
      for (const entity of page) yield { tenant: decodeURIComponent(entity.partitionKey), board: this.toStored(entity, entity.etag) };
    }
  }

  async get(tenant: string, boardId: string): Promise<StoredBoard | null> {
    const client = await this.tables.table(TABLE);
    const entity = await getEntityOrNull<BoardEntity>(client, keyOf(tenant), boardId);
    return entity ? this.toStored(entity, entity.etag) : null;
  }

  async create(tenant: string, config: BoardConfig): Promise<StoredBoard> {
    const client = await this.tables.table(TABLE);
    const board = { ...config, id: config.id || randomUUID() };
    const response = await client.createEntity(this.toEntity(tenant, board));
    return { config: board, etag: response.etag ?? '' };
  }

  async save(tenant: string, config: BoardConfig, etag: string): Promise<StoredBoard> {
    const client = await this.tables.table(TABLE);
    try {
      const response = await client.updateEntity(this.toEntity(tenant, config), 'Replace', { etag });
      return { config, etag: response.etag ?? '' };
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 404) throw new ConcurrencyError('The board was changed or removed by someone else.');
      throw error;
    }
  }

  private toEntity(tenant: string, config: BoardConfig): BoardEntity {
    const chunks = toChunks(PREFIX, asciiJson(config), (size, limit) => new BoardTooLargeError(size, limit));
    return checkEntitySize({ partitionKey: keyOf(tenant), rowKey: tableKey(config.id), name: config.name, ...chunks }, 'board configuration');
  }

  private toStored(entity: BoardEntity, etag: string): StoredBoard {
    const config = boardConfigSchema.parse(JSON.parse(fromChunks(PREFIX, entity)));
    return { config: { ...config, id: entity.rowKey }, etag };
  }
}
