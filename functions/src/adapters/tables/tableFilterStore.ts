import { type FilterRule, asciiJson, filterRuleSchema } from '@listboard/shared';
import { z } from 'zod';
import type { PrivateFilterStore } from '../../ports/filterStore';
import { checkEntitySize, fromChunks, toChunks } from './chunkedJson';
import { type TableClients, getEntityOrNull, keyOf, deletePartition } from './tableClients';

export const FILTERS_TABLE = 'lbfilters';
const TABLE = FILTERS_TABLE;
const PREFIX = 'filters';
const storedFiltersSchema = z.array(filterRuleSchema);

/** Private filters in Table Storage: PartitionKey = tenant and board, RowKey = the user's login; the list as chunked JSON. */
export class TableFilterStore implements PrivateFilterStore {
  constructor(private readonly tables: TableClients) {}

  async get(tenant: string, boardId: string, login: string): Promise<FilterRule[]> {
    const entity = await getEntityOrNull<Record<string, unknown>>(
      await this.tables.table(TABLE),
      partitionOf(tenant, boardId),
      keyOf(login),
    );
    if (!entity) return [];
    // A stored list that no longer parses (a rule shape changed) is dropped rather than failing the board.
    const parsed = storedFiltersSchema.safeParse(JSON.parse(fromChunks(PREFIX, entity)));
    return parsed.success ? parsed.data : [];
  }

  async set(tenant: string, boardId: string, login: string, filters: FilterRule[]): Promise<void> {
    const client = await this.tables.table(TABLE);
    const entity = { partitionKey: partitionOf(tenant, boardId), rowKey: keyOf(login), ...toChunks(PREFIX, asciiJson(filters)) };
    await client.upsertEntity(checkEntitySize(entity, 'private filters'), 'Replace');
  }

  async removeBoard(tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), partitionOf(tenant, boardId));
  }
}

function partitionOf(tenant: string, boardId: string): string {
  return `${keyOf(tenant)}|${keyOf(boardId)}`;
}
