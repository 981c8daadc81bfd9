import { randomUUID } from 'node:crypto';
import { type Field, asciiJson, fieldSchema, type FieldInput, type Web } from '@listboard/shared';
import { ListTitleTakenError, ListValueError, type ListDefinition, type ListSchema } from '../../ports/listHost';
import { TtlCache } from '../ttlCache';
import { contentTypeIdsOf } from './contentTypes';
import { checkAddable, initialFields } from './libraryFields';
import { createWithTitle, isTitleReservation } from './listTitles';
import { checkEntitySize, fromChunks, toChunks } from '../tables/chunkedJson';
import {
  type TableClients,
  getEntityOrNull,
  keyOf,
  listAll,
  odataString,
  statusOf,
  tableKey,
  withoutMetadata,
} from '../tables/tableClients';

const WEBS = 'lbwebs';
const LISTS = 'lblists';
const WEB_PARTITION = 'web';
const CACHE_MS = 5_000;

interface ListEntity {
  partitionKey: string;
  rowKey: string;
  title: string;
  description: string;
  versioning: boolean;
  /** Missing on lists made before libraries existed. */
  isLibrary?: boolean;
  nextId: number;
  [chunk: string]: unknown;
}

/** A stored web without the table's own properties; a web stored before webs had a language has none. */
const webOf = (entity: Web): Web => ({
  name: entity.name,
  description: entity.description,
  url: entity.url,
  ...(entity.language && { language: entity.language }),
});

/** Webs, list schemas and item id counters of the built-in list store (its site users are siteUsers.ts's). */
export class SiteDirectory {
  private readonly webs = new TtlCache<Web | null>(CACHE_MS);
  private readonly lists = new TtlCache<ListEntity | null>(CACHE_MS);

  constructor(private readonly tables: TableClients) {}

  getWeb(siteUrl: string): Promise<Web | null> {
    return this.webs.get(keyOf(siteUrl), async () => {
      const entity = await getEntityOrNull<Web>(await this.tables.table(WEBS), WEB_PARTITION, keyOf(siteUrl));
      return entity ? webOf(entity) : null;
    });
  }

  async ensureWeb(web: Web): Promise<Web> {
    const client = await this.tables.table(WEBS);
    await client.upsertEntity(checkEntitySize({ partitionKey: WEB_PARTITION, rowKey: keyOf(web.url), ...web }, 'web'), 'Replace');
    this.webs.evict(keyOf(web.url));
    return web;
  }

  /** Web keys start with the encoded origin, so the tenant's webs are one key range (other origins sharing the prefix are filtered out). */
  async getWebs(tenant: string): Promise<Web[]> {
    const from = keyOf(tenant);
    const to = `${from.slice(0, -1)}${String.fromCharCode(from.charCodeAt(from.length - 1) + 1)}`;
    const filter = `PartitionKey eq '${WEB_PARTITION}' and RowKey ge ${odataString(from)} and RowKey lt ${odataString(to)}`;
    const entities = await listAll<Web>(await this.tables.table(WEBS), filter);
    return entities.filter((e) => new URL(e.url).origin === tenant).map(webOf);
  }

  async getLists(siteUrl: string): Promise<ListSchema[]> {
    const entities = await listAll<ListEntity>(await this.tables.table(LISTS), `PartitionKey eq ${odataString(keyOf(siteUrl))}`);
    return entities.filter((e) => !isTitleReservation(e.rowKey)).map((e) => toSchema(siteUrl, e));
  }

  async getList(siteUrl: string, listId: string): Promise<ListSchema | null> {
    const entity = await this.getListEntity(siteUrl, listId);
    return entity ? toSchema(siteUrl, entity) : null;
  }

  async createList(siteUrl: string, definition: ListDefinition): Promise<ListSchema> {
    const fields = initialFields(definition).map((f) => fieldSchema.parse(f));
    const entity: ListEntity = {
      partitionKey: keyOf(siteUrl),
      rowKey: tableKey(definition.id ?? randomUUID()),
      title: definition.title,
      description: definition.description ?? '',
      versioning: definition.versioning ?? true,
      isLibrary: definition.isLibrary === true,
      nextId: 1,
      ...toChunks('fld', asciiJson(fields)),
    };
    // Lists made before titles were reserved have no reservation: their titles are checked by reading them.
    const wanted = definition.title.toLowerCase();
    if ((await this.getLists(siteUrl)).some((list) => list.title.toLowerCase() === wanted)) throw new ListTitleTakenError(definition.title);
    await createWithTitle(await this.tables.table(LISTS), checkEntitySize(entity, 'list schema'));
    this.lists.evict(`${keyOf(siteUrl)}/${entity.rowKey}`);
    return toSchema(siteUrl, entity);
  }

  async addField(siteUrl: string, listId: string, input: FieldInput): Promise<ListSchema> {
    const field = fieldSchema.parse(input);
    return this.updateFields(siteUrl, listId, (schema) => {
      checkAddable(schema.isLibrary, field);
      if (schema.fields.some((f) => f.internalName.toLowerCase() === field.internalName.toLowerCase())) {
        throw new ListValueError(`The list already has a field named ${field.internalName}.`);
      }
      return [...schema.fields, field];
    });
  }

  async updateChoices(
    siteUrl: string,
    listId: string,
    fieldName: string,
    change: (current: readonly string[]) => string[],
  ): Promise<string[]> {
    let choices: string[] = [];
    await this.updateFields(siteUrl, listId, (schema) => {
      const field = schema.fields.find((f) => f.internalName === fieldName);
      if (!field || (field.type !== 'Choice' && field.type !== 'MultiChoice'))
        throw new ListValueError(`${fieldName} is not a choice field.`);
      choices = change(field.choices ?? []);
      return schema.fields.map((f) => (f === field ? { ...field, choices } : f));
    });
    return choices;
  }

  async setVersioning(siteUrl: string, listId: string, enabled: boolean): Promise<ListSchema> {
    return toSchema(
      siteUrl,
      await this.updateListEntity(siteUrl, listId, (entity) => {
        entity.versioning = enabled;
      }),
    );
  }

  /** Reserves `count` consecutive item ids and returns the first. */
  async allocateItemIds(siteUrl: string, listId: string, count: number): Promise<number> {
    let first = 0;
    await this.updateListEntity(siteUrl, listId, (entity) => {
      first = entity.nextId;
      entity.nextId += count;
    });
    return first;
  }

  /**
   * The highest item id the list has given, as this instance last read the list: another instance may have given
   * more since, so it sizes reads (idRanges) and bounds none.
   */
  async highestItemId(siteUrl: string, listId: string): Promise<number> {
    const entity = await this.getListEntity(siteUrl, listId);
    return entity ? entity.nextId - 1 : 0;
  }

  private async getListEntity(siteUrl: string, listId: string): Promise<ListEntity | null> {
    if (isTitleReservation(listId)) return null;
    return this.lists.get(`${keyOf(siteUrl)}/${listId}`, async () =>
      getEntityOrNull<ListEntity>(await this.tables.table(LISTS), keyOf(siteUrl), listId),
    );
  }

  private async updateFields(siteUrl: string, listId: string, change: (schema: ListSchema) => Field[]): Promise<ListSchema> {
    const entity = await this.updateListEntity(siteUrl, listId, (current) => {
      Object.assign(current, toChunks('fld', asciiJson(change(toSchema(siteUrl, current)))));
    });
    return toSchema(siteUrl, entity);
  }

  /** Read-modify-write of a list entity with optimistic concurrency, retried on conflicts. */
  private async updateListEntity(siteUrl: string, listId: string, change: (entity: ListEntity) => void): Promise<ListEntity> {
    const client = await this.tables.table(LISTS);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      this.lists.evict(`${keyOf(siteUrl)}/${listId}`);
      const entity = await this.getListEntity(siteUrl, listId);
      if (!entity) throw new ListValueError(`There is no list ${listId} on ${siteUrl}.`);
      const { etag, ...fields } = entity as ListEntity & { etag: string };
      const updated = withoutMetadata(fields) as ListEntity;
      change(updated);
      try {
        await client.updateEntity(checkEntitySize(updated, 'list schema'), 'Replace', { etag });
        this.lists.evict(`${keyOf(siteUrl)}/${listId}`);
        return updated;
      } catch (error) {
        if (statusOf(error) !== 412) throw error;
      }
    }
    throw new Error(`List ${listId} is too busy; try again.`);
  }
}

function toSchema(siteUrl: string, entity: ListEntity): ListSchema {
  return {
    id: entity.rowKey,
    siteUrl,
    title: entity.title,
    description: entity.description,
    versioning: entity.versioning,
    isLibrary: entity.isLibrary === true,
    contentTypeIds: contentTypeIdsOf(entity.isLibrary === true),
    fields: (JSON.parse(fromChunks('fld', entity) || '[]') as unknown[]).map((f) => fieldSchema.parse(f)),
  };
}
