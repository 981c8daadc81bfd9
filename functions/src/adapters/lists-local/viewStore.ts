import { randomUUID } from 'node:crypto';
import type { TableEntityResult } from '@azure/data-tables';
import { type ListView, type ViewDefinition, asciiJson, listViewSchema } from '@listboard/shared';
import { ConcurrencyError, type ListSchema, ViewNotFoundError } from '../../ports/listHost';
import { checkEntitySize, fromChunks, toChunks } from '../tables/chunkedJson';
import { type TableClients, getEntityOrNull, listAll, odataString, statusOf, tableKey } from '../tables/tableClients';

const VIEWS = 'lblistviews';
const DEFINITION_PREFIX = 'def';

interface ViewEntity {
  partitionKey: string;
  rowKey: string;
  title: string;
  [chunk: string]: unknown;
}

function viewOf(entity: TableEntityResult<ViewEntity>): ListView {
  const { conditions, sort } = JSON.parse(fromChunks(DEFINITION_PREFIX, entity)) as Pick<ListView, 'conditions' | 'sort'>;
  return listViewSchema.parse({ id: entity.rowKey, title: entity.title, conditions, sort, editable: true, etag: entity.etag });
}

function entityOf(list: ListSchema, id: string, definition: ViewDefinition): ViewEntity {
  const json = asciiJson({ conditions: definition.conditions, sort: definition.sort });
  const entity = { partitionKey: tableKey(list.id), rowKey: tableKey(id), title: definition.title, ...toChunks(DEFINITION_PREFIX, json) };
  return checkEntitySize(entity, 'view');
}

/**
 * The views a built-in list's owners save (table lblistviews: PartitionKey = list id, RowKey = view id).
 * Every change and removal names the ETag the view was read with, so two owners never overwrite each other.
 */
export class ViewStore {
  constructor(private readonly tables: TableClients) {}

  private table() {
    return this.tables.table(VIEWS);
  }

  async list(list: ListSchema): Promise<ListView[]> {
    const entities = await listAll<ViewEntity>(await this.table(), `PartitionKey eq ${odataString(tableKey(list.id))}`);
    return entities.map(viewOf).sort((a, b) => a.title.localeCompare(b.title));
  }

  async get(list: ListSchema, viewId: string): Promise<ListView> {
    const entity = await getEntityOrNull<ViewEntity>(await this.table(), list.id, viewId);
    if (!entity) throw new ViewNotFoundError(viewId);
    return viewOf(entity);
  }

  /** A new view (without `existing`), or a change of one on the ETag it was read with. */
  async save(list: ListSchema, definition: ViewDefinition, existing?: { id: string; etag: string }): Promise<ListView> {
    if (!existing) {
      const id = randomUUID();
      await (await this.table()).createEntity(entityOf(list, id, definition));
      return this.get(list, id);
    }
    await this.conditionally(existing.id, async (table) => {
      await table.updateEntity(entityOf(list, existing.id, definition), 'Replace', { etag: existing.etag });
    });
    return this.get(list, existing.id);
  }

  async delete(list: ListSchema, viewId: string, etag: string): Promise<void> {
    await this.conditionally(viewId, async (table) => {
      await table.deleteEntity(tableKey(list.id), tableKey(viewId), { etag });
    });
  }

  /** A write on the view's ETag: 412 is a view someone changed since, 404 one someone removed. */
  private async conditionally(viewId: string, write: (table: Awaited<ReturnType<ViewStore['table']>>) => Promise<void>): Promise<void> {
    try {
      await write(await this.table());
    } catch (error) {
      if (statusOf(error) === 412) throw new ConcurrencyError('The view was changed by someone else. Reload it and try again.');
      if (statusOf(error) === 404) throw new ViewNotFoundError(viewId);
      throw error;
    }
  }
}
