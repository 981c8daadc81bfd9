import { TableClient, type TableEntityResult, RestError } from '@azure/data-tables';
import { BOUNDED_TABLE_CALLS } from '../storagePipeline';

/** Table clients for one storage account, created on first use (tables created if missing). */
export class TableClients {
  private readonly ready = new Map<string, Promise<TableClient>>();

  constructor(private readonly connectionString: string) {}

  table(name: string): Promise<TableClient> {
    let client = this.ready.get(name);
    if (!client) {
      client = this.open(name);
      this.ready.set(name, client);
      client.catch(() => this.ready.delete(name));
    }
    return client;
  }

  private async open(name: string): Promise<TableClient> {
    const client = TableClient.fromConnectionString(this.connectionString, name, {
      allowInsecureConnection: this.connectionString.includes('http://'),
      ...BOUNDED_TABLE_CALLS,
    });
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
export async function getEntityOrNull<T extends object>(client: TableClient, partitionKey: string, rowKey: string): Promise<TableEntityResult<T> | null> {
  try {
    return await client.getEntity<T>(partitionKey, rowKey);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Collects all pages of a query. */
export async function listAll<T extends object>(client: TableClient, filter?: string): Promise<TableEntityResult<T>[]> {
  const result: TableEntityResult<T>[] = [];
  const pages = client.listEntities<T>({ queryOptions: filter ? { filter } : undefined }).byPage({ maxPageSize: 1000 });
  for await (const page of pages) result.push(...page);
  return result;
}

/** Table keys may not contain / \ # ? or control characters. */
export function keyOf(value: string): string {
  return encodeURIComponent(value.toLowerCase());
}

export function paddedId(id: number): string {
  return String(id).padStart(10, '0');
}

/** Escapes a string literal inside an OData filter. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** An entity as read, minus the service's metadata, ready to be written back. */
export function withoutMetadata<T extends object>(entity: T): Omit<T, 'etag' | 'timestamp' | 'odata.metadata'> {
  const { etag: _etag, timestamp: _timestamp, 'odata.metadata': _metadata, ...rest } = entity as T & { etag?: unknown; timestamp?: unknown; 'odata.metadata'?: unknown };
  return rest;
}
