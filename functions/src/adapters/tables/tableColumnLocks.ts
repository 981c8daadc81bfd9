import { createHash, randomUUID } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import { ColumnBusyError, type ColumnLocks } from '../../ports/columnLocks';
import { type TableClients, getEntityOrNull, keyOf, statusOf } from './tableClients';

const TABLE = 'lblocks';
/**
 * A holder that dies (a crashed or frozen Functions instance) frees the column after this long.
 * Longer than any request may take: storage calls are bounded well below it.
 */
const LEASE_MS = 30_000;
/** How long a caller waits for a held column before it is told to try again. */
export const WAIT_MS = 8_000;
const FIRST_BACKOFF_MS = 4;
const MAX_BACKOFF_MS = 60;

interface LockEntity {
  partitionKey: string;
  rowKey: string;
  holder: string;
  expiresAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Column locks as leases in Table Storage: one entity per board column, created to take the column
 * and deleted to give it back, both conditional. Table Storage has no lock primitive, but inserting
 * an entity that exists fails with 409 and a replace or delete with a stale ETag fails with 412, so
 * exactly one caller holds the entity at a time, across every instance of the Functions app. A lease
 * past its expiry is taken over with a conditional replace, so a crashed holder cannot block a
 * column for longer than LEASE_MS.
 */
export class TableColumnLocks implements ColumnLocks {
  constructor(private readonly tables: TableClients) {}

  async hold<T>(boardId: string, columnValue: string, work: () => Promise<T>): Promise<T> {
    const client = await this.tables.table(TABLE);
    const keys = { partitionKey: keyOf(boardId), rowKey: createHash('sha256').update(columnValue).digest('hex') };
    const etag = await this.acquire(client, keys);
    try {
      return await work();
    } finally {
      // 412/404: the lease expired and another caller took it; it is theirs to give back. Any other
      // failure must not replace the work's own answer (a write that landed, a wip_limit): the lease
      // runs out by itself.
      await client.deleteEntity(keys.partitionKey, keys.rowKey, { etag }).catch(() => undefined);
    }
  }

  private async acquire(client: TableClient, keys: { partitionKey: string; rowKey: string }): Promise<string> {
    const deadline = Date.now() + WAIT_MS;
    for (let backoff = FIRST_BACKOFF_MS; ; backoff = Math.min(MAX_BACKOFF_MS, backoff * 2)) {
      const etag = await this.tryTake(client, { ...keys, holder: randomUUID(), expiresAt: Date.now() + LEASE_MS });
      if (etag) return etag;
      if (Date.now() >= deadline) throw new ColumnBusyError();
      await sleep(backoff / 2 + Math.random() * backoff);
    }
  }

  private async tryTake(client: TableClient, lease: LockEntity): Promise<string | null> {
    try {
      return (await client.createEntity(lease)).etag ?? null;
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
    const current = await getEntityOrNull<LockEntity>(client, lease.partitionKey, lease.rowKey);
    if (!current || current.expiresAt > Date.now()) return null;
    try {
      return (await client.updateEntity(lease, 'Replace', { etag: current.etag })).etag ?? null;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return null;
      throw error;
    }
  }
}
