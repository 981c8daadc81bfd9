import { createHash, randomUUID } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import { ColumnBusyError, type ColumnLocks } from '../../ports/columnLocks';
import { type TableClients, deletePartition, getEntityOrNull, keyOf, statusOf } from './tableClients';

const TABLE = 'lblocks';
/**
 * A holder that dies (a crashed or frozen Functions instance) frees the column after this long. A
 * living holder renews its lease every `renewEveryMs`, so slow work (a column renumbered one card at
 * a time while storage is slow) keeps the column however long it takes.
 */
const LEASE = { leaseMs: 30_000, renewEveryMs: 10_000 };
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

/** A lease this instance holds, at the ETag of its last write. */
interface HeldLease {
  lease: LockEntity;
  etag: string;
}

/** A board's columns share its partition, so its removal deletes a lease a holder never gave back. */
const partitionOf = (boardId: string) => keyOf(boardId);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Column locks as leases in Table Storage: one entity per board column, created to take the column
 * and deleted to give it back, both conditional. Table Storage has no lock primitive, but inserting
 * an entity that exists fails with 409 and a replace or delete with a stale ETag fails with 412, so
 * exactly one caller holds the entity at a time, across every instance of the Functions app. A lease
 * past its expiry is taken over with a conditional replace, so a crashed holder cannot block a
 * column for longer than the lease.
 */
export class TableColumnLocks implements ColumnLocks {
  constructor(
    private readonly tables: TableClients,
    private readonly timing: typeof LEASE = LEASE,
  ) {}

  async hold<T>(boardId: string, columnValue: string, work: () => Promise<T>): Promise<T> {
    const client = await this.tables.table(TABLE);
    const keys = { partitionKey: partitionOf(boardId), rowKey: createHash('sha256').update(columnValue).digest('hex') };
    const held = await this.acquire(client, keys);
    let renewing: Promise<void> = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renewing.then(() => this.renew(client, held));
    }, this.timing.renewEveryMs);
    renewal.unref();
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await renewing;
      // 412/404: the lease expired and another caller took it; it is theirs to give back. Any other
      // failure must not replace the work's own answer (a write that landed, a wip_limit): the lease
      // runs out by itself.
      await client.deleteEntity(keys.partitionKey, keys.rowKey, { etag: held.etag }).catch(() => undefined);
    }
  }

  async removeBoard(_tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), partitionOf(boardId));
  }

  /** Pushes the lease's expiry on; a lease already taken over stays lost (the work's writes are conditional anyway). */
  private async renew(client: TableClient, held: HeldLease): Promise<void> {
    const lease = { ...held.lease, expiresAt: Date.now() + this.timing.leaseMs };
    try {
      held.etag = (await client.updateEntity(lease, 'Replace', { etag: held.etag })).etag ?? held.etag;
      held.lease = lease;
    } catch {
      // Lost or unreachable: the next renewal tries again with the same ETag, and fails alike if it was taken over.
    }
  }

  private async acquire(client: TableClient, keys: { partitionKey: string; rowKey: string }): Promise<HeldLease> {
    const deadline = Date.now() + WAIT_MS;
    for (let backoff = FIRST_BACKOFF_MS; ; backoff = Math.min(MAX_BACKOFF_MS, backoff * 2)) {
      const lease = { ...keys, holder: randomUUID(), expiresAt: Date.now() + this.timing.leaseMs };
      const etag = await this.tryTake(client, lease);
      if (etag) return { lease, etag };
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
