import { type CardOfBoard, type UnsubscribeStore, cardKey } from '../../ports/unsubscribeStore';
import { type TableClients, encodedKey, keyOf, listAll, odataString, rowKeyPrefixFilter, deletePartition } from './tableClients';

export const UNSUBSCRIBES_TABLE = 'lbunsubscribes';
const TABLE = UNSUBSCRIBES_TABLE;

interface UnsubscribeEntity {
  partitionKey: string;
  rowKey: string;
  listId: string;
  itemId: number;
  login: string;
  at: string;
}

const partitionOf = (card: Pick<CardOfBoard, 'tenant' | 'boardId'>) => keyOf(`${card.tenant} ${card.boardId}`);
/** Every row of a card starts with this, so one range query finds them. */
const cardPrefix = (card: CardOfBoard) => encodedKey(`${card.listId.toLowerCase()} ${card.itemId} `);

/** Unsubscribes in Table Storage: PartitionKey = tenant and board, RowKey = list, item and login. */
export class TableUnsubscribeStore implements UnsubscribeStore {
  constructor(private readonly tables: TableClients) {}

  async add(card: CardOfBoard, login: string): Promise<void> {
    const client = await this.tables.table(TABLE);
    const entity: UnsubscribeEntity = {
      partitionKey: partitionOf(card),
      rowKey: cardPrefix(card) + keyOf(login),
      listId: card.listId.toLowerCase(),
      itemId: card.itemId,
      login: login.toLowerCase(),
      at: new Date().toISOString(),
    };
    await client.upsertEntity(entity, 'Replace');
  }

  async loginsOf(card: CardOfBoard): Promise<Set<string>> {
    const rows = await listAll<UnsubscribeEntity>(await this.tables.table(TABLE), rowKeyPrefixFilter(partitionOf(card), cardPrefix(card)));
    return new Set(rows.map((row) => row.login));
  }

  async forBoard(tenant: string, boardId: string): Promise<Map<string, Set<string>>> {
    const rows = await listAll<UnsubscribeEntity>(
      await this.tables.table(TABLE),
      `PartitionKey eq ${odataString(partitionOf({ tenant, boardId }))}`,
    );
    const byCard = new Map<string, Set<string>>();
    for (const row of rows) {
      const key = cardKey(row.listId, row.itemId);
      byCard.set(key, (byCard.get(key) ?? new Set()).add(row.login));
    }
    return byCard;
  }

  async removeBoard(tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), partitionOf({ tenant, boardId }));
  }
}
