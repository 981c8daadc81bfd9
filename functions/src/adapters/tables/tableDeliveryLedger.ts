import { createHash } from 'node:crypto';
import type { DeliveryKey, DeliveryLedger } from '../../ports/deliveryLedger';
import { type TableClients, deletePartition, getEntityOrNull, keyOf, statusOf } from './tableClients';

const TABLE = 'lbdeliveries';

interface DeliveryEntity {
  partitionKey: string;
  rowKey: string;
  status: 'claimed' | 'sent';
  claimedAt: number;
}

/** A board's messages share its partition, so its removal deletes them at once. */
const boardPartition = (tenant: string, boardId: string) => keyOf(`${tenant} ${boardId}`);

/**
 * One entity per message (event, recipient, reason), created to claim it: only one taker's insert
 * succeeds (409 for the rest), a claim whose taker died is taken over with a conditional replace
 * (412 for a second taker), and a sent message stays marked so a redelivery sends nothing. A board's
 * messages are in the board's partition (`tenant board`, as its pending changes); the rest (feedback)
 * spread over 256 partitions by their hash.
 */
export class TableDeliveryLedger implements DeliveryLedger {
  constructor(
    private readonly tables: TableClients,
    private readonly now: () => number = Date.now,
  ) {}

  private keys({ board, message }: DeliveryKey) {
    const hash = createHash('sha256').update(message).digest('hex');
    return { partitionKey: board ? boardPartition(board.tenant, board.boardId) : hash.slice(0, 2), rowKey: hash };
  }

  async claim(key: DeliveryKey, leaseMs: number): Promise<'send' | 'sent' | 'busy'> {
    const client = await this.tables.table(TABLE);
    const keys = this.keys(key);
    try {
      await client.createEntity<DeliveryEntity>({ ...keys, status: 'claimed', claimedAt: this.now() });
      return 'send';
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
    const existing = await getEntityOrNull<DeliveryEntity>(client, keys.partitionKey, keys.rowKey);
    if (!existing) return this.claim(key, leaseMs);
    if (existing.status === 'sent') return 'sent';
    if (existing.claimedAt + leaseMs > this.now()) return 'busy';
    try {
      await client.updateEntity<DeliveryEntity>({ ...keys, status: 'claimed', claimedAt: this.now() }, 'Replace', { etag: existing.etag });
      return 'send';
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return 'busy';
      throw error;
    }
  }

  async complete(key: DeliveryKey): Promise<void> {
    const client = await this.tables.table(TABLE);
    // An update, never an upsert: a board removed while its message went out keeps no row.
    await client
      .updateEntity<DeliveryEntity>({ ...this.keys(key), status: 'sent', claimedAt: this.now() }, 'Replace')
      .catch((error: unknown) => {
        if (statusOf(error) !== 404) throw error;
      });
  }

  async release(key: DeliveryKey): Promise<void> {
    const client = await this.tables.table(TABLE);
    const { partitionKey, rowKey } = this.keys(key);
    await client.deleteEntity(partitionKey, rowKey).catch((error: unknown) => {
      if (statusOf(error) !== 404) throw error;
    });
  }

  async removeBoard(tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), boardPartition(tenant, boardId));
  }
}
