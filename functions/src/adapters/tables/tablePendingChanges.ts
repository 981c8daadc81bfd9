import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { ChangeEvent } from '../../ports/changeQueue';
import type { PendingChange, PendingChanges } from '../../ports/pendingChanges';
import type { CardOfBoard } from '../../ports/unsubscribeStore';
import { type TableClients, encodedKey, keyOf, listAll, paddedId, rowKeyPrefixFilter, statusOf, deletePartition } from './tableClients';
import { fromChunks, toChunks } from './chunkedJson';

export const PENDING_CHANGES_TABLE = 'lbpendingchanges';
const TABLE = PENDING_CHANGES_TABLE;
const PREFIX = 'evt';
/** An entity group transaction holds at most 100 operations and 4 MiB; a batch of adds stays well under both. */
const MAX_OPERATIONS = 100;
const MAX_TRANSACTION_CHARS = 1_500_000;

interface PendingEntity {
  partitionKey: string;
  rowKey: string;
  batch?: string;
  owner?: string;
  [chunk: string]: unknown;
}

const partitionOf = (card: Pick<CardOfBoard, 'tenant' | 'boardId'>) => keyOf(`${card.tenant} ${card.boardId}`);
/** Every change of a card starts with this; the time after it keeps them in order. */
const cardPrefix = (card: Pick<CardOfBoard, 'listId' | 'itemId'>) => encodedKey(`${card.listId.toLowerCase()} ${paddedId(card.itemId)} `);
const rowKeyOf = (event: ChangeEvent) => cardPrefix(event) + encodedKey(`${event.at} ${event.id}`);

/** Splits the actions into transactions Table Storage takes: by count and by size. */
function transactions(actions: { action: TransactionAction; chars: number }[]): TransactionAction[][] {
  const groups: TransactionAction[][] = [];
  let current: TransactionAction[] = [];
  let chars = 0;
  for (const { action, chars: size } of actions) {
    if (current.length === MAX_OPERATIONS || (current.length > 0 && chars + size > MAX_TRANSACTION_CHARS)) {
      groups.push(current);
      current = [];
      chars = 0;
    }
    current.push(action);
    chars += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Pending changes in Table Storage: PartitionKey = tenant and board, RowKey = list, item, time and
 * event id. One partition per board lets a hand-over store all of a board's changes in one transaction,
 * and a handler take a card's changes into a batch with another (each row on its ETag).
 */
export class TablePendingChanges implements PendingChanges {
  constructor(private readonly tables: TableClients) {}

  async add(events: readonly ChangeEvent[]): Promise<string[]> {
    const client = await this.tables.table(TABLE);
    const byPartition = new Map<string, { action: TransactionAction; chars: number }[]>();
    const keys = events.map((event) => {
      const entity: PendingEntity = {
        partitionKey: partitionOf(event),
        rowKey: rowKeyOf(event),
        ...toChunks(PREFIX, JSON.stringify(event)),
      };
      const chars = JSON.stringify(entity).length;
      byPartition.set(entity.partitionKey, [...(byPartition.get(entity.partitionKey) ?? []), { action: ['create', entity], chars }]);
      return entity.rowKey;
    });
    for (const actions of byPartition.values()) {
      for (const transaction of transactions(actions)) {
        // A transaction is all or nothing: a conflict means a resent transaction that had gone through.
        await client.submitTransaction(transaction).catch((error: unknown) => {
          if (statusOf(error) !== 409) throw error;
        });
      }
    }
    return keys;
  }

  async of(card: CardOfBoard): Promise<PendingChange[]> {
    const rows = await listAll<PendingEntity>(await this.tables.table(TABLE), rowKeyPrefixFilter(partitionOf(card), cardPrefix(card)));
    return rows.map((row) => ({
      key: row.rowKey as string,
      event: JSON.parse(fromChunks(PREFIX, row)) as ChangeEvent,
      batch: row.batch || null,
      owner: row.owner || null,
      etag: row.etag,
    }));
  }

  async claim(card: CardOfBoard, changes: readonly PendingChange[], batch: string, owner: string): Promise<boolean> {
    const client = await this.tables.table(TABLE);
    const partitionKey = partitionOf(card);
    const actions = changes.map((change): TransactionAction => [
      'update',
      { partitionKey, rowKey: change.key, batch, owner },
      'Merge',
      { etag: change.etag },
    ]);
    try {
      for (const transaction of transactions(actions.map((action) => ({ action, chars: 200 }))))
        await client.submitTransaction(transaction);
      return true;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return false;
      throw error;
    }
  }

  async remove(card: CardOfBoard, changes: readonly PendingChange[]): Promise<void> {
    const client = await this.tables.table(TABLE);
    const partitionKey = partitionOf(card);
    const actions = changes.map((change): TransactionAction => ['delete', { partitionKey, rowKey: change.key }]);
    for (const transaction of transactions(actions.map((action) => ({ action, chars: 200 })))) {
      try {
        await client.submitTransaction(transaction);
      } catch (error) {
        // A row an earlier try removed fails the whole transaction: remove the rest one by one.
        if (statusOf(error) !== 404) throw error;
        await removeEach(client, transaction);
      }
    }
  }

  async removeBoard(tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), partitionOf({ tenant, boardId }));
  }
}

async function removeEach(client: TableClient, transaction: TransactionAction[]): Promise<void> {
  for (const [, entity] of transaction) {
    await client.deleteEntity(entity.partitionKey, entity.rowKey).catch((error: unknown) => {
      if (statusOf(error) !== 404) throw error;
    });
  }
}
