import { TableClient, type TableEntityResult, RestError } from '@azure/data-tables';
import { BOUNDED_TABLE_CALLS } from '../storagePipeline';
// Queries are read in entityQuery.ts; the stores take them from here, with the other table helpers.
export { countAll, listAll } from './entityQuery';
import { batchLineSeparatorsPolicy } from './batchBody';
import { controlCharacterIn, hasLoneSurrogate } from '@listboard/shared';
import { InvalidStorageKeyError } from '../../ports/storageErrors';
import type { StorageAccess } from '../azureAccess';

/** Bounded calls, and transactions whose bodies every Table service reads alike. */
const TABLE_CALLS = {
  ...BOUNDED_TABLE_CALLS,
  additionalPolicies: [
    ...(BOUNDED_TABLE_CALLS.additionalPolicies ?? []),
    { policy: batchLineSeparatorsPolicy, position: 'perCall' as const },
  ],
};

/** The calls of a TableClient that write. */
const WRITES = new Set<PropertyKey>([
  'createEntity',
  'upsertEntity',
  'updateEntity',
  'deleteEntity',
  'submitTransaction',
  'deleteTable',
  'setAccessPolicy',
]);

/** Table clients for one storage account, created on first use (tables created if missing). */
export class TableClients {
  constructor(
    private readonly access: StorageAccess,
    private readonly ready = new Map<string, Promise<TableClient>>(),
    private readonly refusal: (() => Error) | null = null,
  ) {}

  /**
   * The same tables, whose clients read and refuse every write with `refusal()`: a tenant's data while it
   * moves to another location, so that no write lands in a copy already made.
   */
  readOnly(refusal: () => Error): TableClients {
    return new TableClients(this.access, this.ready, refusal);
  }

  async table(name: string): Promise<TableClient> {
    let client = this.ready.get(name);
    if (!client) {
      client = this.open(name);
      this.ready.set(name, client);
      client.catch(() => this.ready.delete(name));
    }
    const { refusal } = this;
    if (!refusal) return client;
    const opened = await client;
    return new Proxy(opened, {
      get: (target, property) => {
        if (WRITES.has(property)) return () => Promise.reject(refusal());
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  private async open(name: string): Promise<TableClient> {
    const { access } = this;
    const client =
      typeof access === 'string'
        ? TableClient.fromConnectionString(access, name, { allowInsecureConnection: access.includes('http://'), ...TABLE_CALLS })
        : new TableClient(access.tableEndpoint, name, access.credential, TABLE_CALLS);
    try {
      await client.createTable();
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
    return client;
  }
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof RestError) return error.statusCode;
  return (error as { statusCode?: number } | null)?.statusCode;
}

/** Reads one entity, or null when it does not exist. */
export async function getEntityOrNull<T extends object>(
  client: TableClient,
  partitionKey: string,
  rowKey: string,
): Promise<TableEntityResult<T> | null> {
  try {
    return await client.getEntity<T>(tableKey(partitionKey), tableKey(rowKey));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** A Table key holds at most 1 KiB. */
const MAX_KEY_CHARS = 512;
/** Table Storage refuses / \ # ? and control characters in keys; the URL of a single entity could not name them. */
const FORBIDDEN_KEY_CHARACTERS = /[/\\#?]/;

/**
 * A value used as a PartitionKey or RowKey as it is (ids): refused with InvalidStorageKeyError
 * rather than sent, when Table Storage could not take it or it could not be put in a URL.
 */
export function tableKey(value: string): string {
  if (
    value === '' ||
    value.length > MAX_KEY_CHARS ||
    FORBIDDEN_KEY_CHARACTERS.test(value) ||
    controlCharacterIn(value) !== null ||
    hasLoneSurrogate(value)
  ) {
    throw new InvalidStorageKeyError(`${JSON.stringify(value.slice(0, 100))} cannot be used as a storage key.`);
  }
  return value;
}

/** A key made of any text, percent-encoded so / \ # ? never reach the store. */
export function encodedKey(value: string): string {
  if (hasLoneSurrogate(value)) throw new InvalidStorageKeyError('A storage key cannot hold a broken (unpaired) UTF-16 character.');
  return tableKey(encodeURIComponent(value));
}

/** A key that ignores letter case (a login, a site URL). */
export function keyOf(value: string): string {
  return encodedKey(value.toLowerCase());
}

export function paddedId(id: number): string {
  return String(id).padStart(10, '0');
}

/** Escapes a string literal inside an OData filter. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The filter for a partition's rows whose key starts with `prefix`: from it up to the prefix with its last character one higher. */
export function rowKeyPrefixFilter(partitionKey: string, prefix: string): string {
  const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return `PartitionKey eq ${odataString(partitionKey)} and RowKey ge ${odataString(prefix)} and RowKey lt ${odataString(end)}`;
}

/** An entity as read, minus the service's metadata, ready to be written back. */
export function withoutMetadata<T extends object>(entity: T): Omit<T, 'etag' | 'timestamp' | 'odata.metadata'> {
  const {
    etag: _etag,
    timestamp: _timestamp,
    'odata.metadata': _metadata,
    ...rest
  } = entity as T & { etag?: unknown; timestamp?: unknown; 'odata.metadata'?: unknown };
  return rest;
}

/**
 * Deletes every entity of a partition, a page of 100 per transaction (one partition's entities share
 * one). A row another writer deleted meanwhile fails its transaction, which is then read again.
 */
export async function deletePartition(client: TableClient, partitionKey: string): Promise<void> {
  const filter = `PartitionKey eq ${odataString(partitionKey)}`;
  for (;;) {
    const page = await client
      .listEntities({ queryOptions: { filter, select: ['RowKey'] } })
      .byPage({ maxPageSize: 100 })
      .next();
    const rows = page.done ? [] : page.value;
    if (rows.length === 0) return;
    try {
      await client.submitTransaction(rows.map((row) => ['delete', { partitionKey, rowKey: String(row.rowKey) }]));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
}
