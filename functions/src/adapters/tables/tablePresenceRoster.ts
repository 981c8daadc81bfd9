import type { TableClient, TableEntityResult } from '@azure/data-tables';
import type { PresenceEntry, PresenceRoster, RosterChange } from '../../ports/presence';
import { type TableClients, deletePartition, keyOf, listAll, odataString } from './tableClients';

const TABLE = 'lbpresence';

/** An entry as a row: Table Storage keeps no nulls, so no card is the empty text. */
type PresenceRow = Omit<PresenceEntry, 'card'> & { card: string };

/** A page's row: the person's sign-in name and the page's id, so no page names another person's row. */
const rowKeyOf = (login: string, clientId: string) => `${keyOf(login)}~${clientId}`;

const entryOf = (row: TableEntityResult<PresenceRow>): PresenceEntry => ({
  clientId: row.clientId,
  userId: row.userId,
  name: row.name,
  login: row.login,
  card: row.card || null,
  editing: row.editing,
  seenAt: row.seenAt,
});

/**
 * The presence roster in Table Storage, one partition per board, one row per open page. A row has one writer,
 * its page (the row key holds who may write it), so a report replaces it outright; a lapsed row is deleted on
 * condition of the ETag it was read with, so a report landing meanwhile keeps it.
 */
export class TablePresenceRoster implements PresenceRoster {
  constructor(private readonly tables: TableClients) {}

  async report(boardId: string, entry: PresenceEntry, ttlMs: number): Promise<RosterChange> {
    const client = await this.tables.table(TABLE);
    const partitionKey = keyOf(boardId);
    const rowKey = rowKeyOf(entry.login, entry.clientId);
    const { present, before } = this.sorted(client, await this.rowsOf(client, partitionKey), rowKey, entry.seenAt, ttlMs);
    await client.upsertEntity<PresenceRow>({ partitionKey, rowKey, ...entry, card: entry.card ?? '' }, 'Replace');
    return { before, present: [...present.filter((other) => other !== before), entry] };
  }

  async leave(boardId: string, login: string, clientId: string, now: number, ttlMs: number): Promise<RosterChange> {
    const client = await this.tables.table(TABLE);
    const partitionKey = keyOf(boardId);
    const rowKey = rowKeyOf(login, clientId);
    const rows = await this.rowsOf(client, partitionKey);
    const { present, before } = this.sorted(client, rows, rowKey, now, ttlMs);
    if (before) await client.deleteEntity(partitionKey, rowKey).catch(() => undefined);
    return { before, present: present.filter((entry) => entry !== before) };
  }

  async removeBoard(_tenant: string, boardId: string): Promise<void> {
    await deletePartition(await this.tables.table(TABLE), keyOf(boardId));
  }

  private rowsOf(client: TableClient, partitionKey: string): Promise<TableEntityResult<PresenceRow>[]> {
    return listAll<PresenceRow>(client, `PartitionKey eq ${odataString(partitionKey)}`);
  }

  /** The rows still present, and the page's own as it was; lapsed rows are cleared away without waiting. */
  private sorted(
    client: TableClient,
    rows: TableEntityResult<PresenceRow>[],
    ownKey: string,
    now: number,
    ttlMs: number,
  ): { present: PresenceEntry[]; before: PresenceEntry | null } {
    const present: PresenceEntry[] = [];
    let before: PresenceEntry | null = null;
    for (const row of rows) {
      const lapsed = row.seenAt + ttlMs <= now;
      if (lapsed) {
        void client.deleteEntity(row.partitionKey as string, row.rowKey as string, { etag: row.etag }).catch(() => undefined);
        continue;
      }
      const entry = entryOf(row);
      if (row.rowKey === ownKey) before = entry;
      present.push(entry);
    }
    return { present, before };
  }
}
