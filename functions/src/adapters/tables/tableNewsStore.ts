import type { TableClient } from '@azure/data-tables';
import type { NewsStore, ReleaseNote } from '../../ports/newsStore';
import { type TableClients, encodedKey, getEntityOrNull, keyOf, listAll, odataString, statusOf } from './tableClients';

const NEWS_TABLE = 'lbnews';
const READS_TABLE = 'lbnewsreads';
/** The release notes are Listboard's, the same for every tenant: one partition. */
const RELEASE_NOTES = 'release-notes';
/** A reading written by several pages of one person at once settles within a few rounds; more is a fault. */
const MAX_ROUNDS = 10;

interface NewsEntity {
  partitionKey: string;
  rowKey: string;
  createdAt: string;
  url: string;
  /** Every language's title and short description, as JSON (a few kilobytes; a property holds 64 KiB). */
  texts: string;
}

interface ReadEntity {
  partitionKey: string;
  rowKey: string;
  readAt: string;
}

const entityOf = (note: ReleaseNote): NewsEntity => ({
  partitionKey: RELEASE_NOTES,
  rowKey: encodedKey(note.id),
  createdAt: note.createdAt,
  url: note.url,
  texts: JSON.stringify(note.texts),
});

const sameNote = (stored: NewsEntity, wanted: NewsEntity) =>
  stored.createdAt === wanted.createdAt && stored.url === wanted.url && stored.texts === wanted.texts;

/** News in Table Storage: the notes in `lbnews` (one partition), each person's reading in `lbnewsreads` (PartitionKey tenant, RowKey login). */
export class TableNewsStore implements NewsStore {
  constructor(private readonly tables: TableClients) {}

  async seed(notes: readonly ReleaseNote[]): Promise<void> {
    const client = await this.tables.table(NEWS_TABLE);
    const stored = new Map((await this.entities(client)).map((entity) => [entity.rowKey, entity]));
    await Promise.all(
      notes.map(async (note) => {
        const wanted = entityOf(note);
        const existing = stored.get(wanted.rowKey);
        if (existing && sameNote(existing, wanted)) return;
        try {
          // Created only where missing, rewritten only over the copy read: a parallel seed's write is never undone.
          if (existing) await client.updateEntity(wanted, 'Replace', { etag: existing.etag });
          else await client.createEntity(wanted);
        } catch (error) {
          if (![409, 412, 404].includes(statusOf(error) ?? 0)) throw error;
        }
      }),
    );
  }

  async list(): Promise<ReleaseNote[]> {
    const entities = await this.entities(await this.tables.table(NEWS_TABLE));
    return entities.map((entity) => ({
      id: decodeURIComponent(entity.rowKey),
      createdAt: entity.createdAt,
      url: entity.url,
      texts: JSON.parse(entity.texts) as ReleaseNote['texts'],
    }));
  }

  async readAt(tenant: string, login: string): Promise<string | null> {
    const entity = await getEntityOrNull<ReadEntity>(await this.tables.table(READS_TABLE), keyOf(tenant), keyOf(login));
    return entity?.readAt ?? null;
  }

  async markRead(tenant: string, login: string, at: string): Promise<void> {
    const client = await this.tables.table(READS_TABLE);
    const entity: ReadEntity = { partitionKey: keyOf(tenant), rowKey: keyOf(login), readAt: at };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const existing = await getEntityOrNull<ReadEntity>(client, entity.partitionKey, entity.rowKey);
      if (existing && Date.parse(existing.readAt) >= Date.parse(at)) return;
      try {
        if (existing) await client.updateEntity(entity, 'Replace', { etag: existing.etag });
        else await client.createEntity(entity);
        return;
      } catch (error) {
        // Another page of the person wrote first: read again, and keep the later reading.
        if (![409, 412, 404].includes(statusOf(error) ?? 0)) throw error;
      }
    }
    throw new Error(`The news reading of ${login} did not settle after ${MAX_ROUNDS} rounds.`);
  }

  private entities(client: TableClient): Promise<(NewsEntity & { etag: string })[]> {
    return listAll<NewsEntity>(client, `PartitionKey eq ${odataString(RELEASE_NOTES)}`) as Promise<(NewsEntity & { etag: string })[]>;
  }
}
