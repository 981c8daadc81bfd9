import type { ReminderCursor, ReminderCursors } from '../../ports/reminderCursors';
import { type TableClients, encodedKey, getEntityOrNull, keyOf, statusOf, deletePartition } from './tableClients';

export const REMINDER_CURSORS_TABLE = 'lbremindercursors';
const TABLE = REMINDER_CURSORS_TABLE;

interface CursorEntity {
  partitionKey: string;
  rowKey: string;
  upTo: string;
}

/** Reminder cursors in Table Storage: PartitionKey = tenant and board, RowKey = the rule's key; written on their ETag. */
export class TableReminderCursors implements ReminderCursors {
  constructor(private readonly tables: TableClients) {}

  async get(tenant: string, boardId: string, ruleKey: string): Promise<ReminderCursor | null> {
    const entity = await getEntityOrNull<CursorEntity>(await this.tables.table(TABLE), keyOf(`${tenant} ${boardId}`), encodedKey(ruleKey));
    return entity ? { upTo: new Date(entity.upTo), version: entity.etag } : null;
  }

  async advance(tenant: string, boardId: string, ruleKey: string, upTo: Date, version: string | null): Promise<boolean> {
    const client = await this.tables.table(TABLE);
    const entity: CursorEntity = { partitionKey: keyOf(`${tenant} ${boardId}`), rowKey: encodedKey(ruleKey), upTo: upTo.toISOString() };
    try {
      if (version === null) await client.createEntity(entity);
      else await client.updateEntity(entity, 'Replace', { etag: version });
      return true;
    } catch (error) {
      if ([404, 409, 412].includes(statusOf(error) ?? 0)) return false;
      throw error;
    }
  }

  async removeBoard(tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), keyOf(`${tenant} ${boardId}`));
  }
}
