import type { PersonLanguages } from '../../ports/personLanguages';
import { TtlCache } from '../ttlCache';
import { type TableClients, getEntityOrNull, keyOf, statusOf } from './tableClients';
import { PEOPLE_TABLE } from './tablePersonPreferences';

const TABLE = PEOPLE_TABLE;
/** A language changed on another instance reaches this one's mail within this time. */
const KEEP_MS = 10 * 60_000;

interface PersonEntity {
  partitionKey: string;
  rowKey: string;
  language: string;
}

/**
 * Languages in Table Storage: PartitionKey = tenant, RowKey = login. Reads are kept for a while, so a
 * page start that says the same language again costs no request.
 */
export class TablePersonLanguages implements PersonLanguages {
  private readonly cache = new TtlCache<string | null>(KEEP_MS);

  constructor(private readonly tables: TableClients) {}

  languageOf(tenant: string, login: string): Promise<string | null> {
    return this.cache.get(`${keyOf(tenant)} ${keyOf(login)}`, async () => {
      const entity = await getEntityOrNull<PersonEntity>(await this.tables.table(TABLE), keyOf(tenant), keyOf(login));
      return entity?.language ?? null;
    });
  }

  async remember(tenant: string, login: string, language: string): Promise<void> {
    if ((await this.languageOf(tenant, login)) === language) return;
    const client = await this.tables.table(TABLE);
    const key = { partitionKey: keyOf(tenant), rowKey: keyOf(login) };
    // Conditional on the row's ETag, merged (the row also holds TablePersonPreferences' settings): of two
    // pages saying a language at once, the one that loses reads the row again and says its own over it.
    for (let attempt = 0; ; attempt += 1) {
      const row = await getEntityOrNull<PersonEntity>(client, key.partitionKey, key.rowKey);
      if (row?.language === language) break;
      try {
        if (row) await client.updateEntity<PersonEntity>({ ...key, language }, 'Merge', { etag: row.etag });
        else await client.createEntity<PersonEntity>({ ...key, language });
        break;
      } catch (error) {
        if (attempt >= 2 || (statusOf(error) !== 409 && statusOf(error) !== 412)) throw error;
      }
    }
    this.cache.evict(`${keyOf(tenant)} ${keyOf(login)}`);
  }
}
