import type { CardPictureKey, CardPictures, StoredCardPicture } from '../../ports/cardPictures';
import { type TableClients, getEntityOrNull, keyOf, listAll, odataString, statusOf } from './tableClients';

export const CARD_PICTURES_TABLE = 'lbcardpictures';
const TABLE = CARD_PICTURES_TABLE;

interface PictureEntity {
  partitionKey: string;
  rowKey: string;
  name: string;
}

/** One partition per list, so a board's answer reads each of its lists' pictures in one query. */
const partitionOf = (tenant: string, siteUrl: string, listId: string) => keyOf(`${tenant} ${siteUrl} ${listId}`);

/** Card pictures in Table Storage: PartitionKey = tenant, site and list; RowKey = the item id; written on their ETag. */
export class TableCardPictures implements CardPictures {
  constructor(private readonly tables: TableClients) {}

  async forList(tenant: string, siteUrl: string, listId: string): Promise<Map<number, string>> {
    const filter = `PartitionKey eq ${odataString(partitionOf(tenant, siteUrl, listId))}`;
    const entities = await listAll<PictureEntity>(await this.tables.table(TABLE), filter, ['RowKey', 'name']);
    return new Map(entities.map((e) => [Number(e.rowKey), e.name]));
  }

  async read(key: CardPictureKey): Promise<StoredCardPicture> {
    const entity = await getEntityOrNull<PictureEntity>(
      await this.tables.table(TABLE),
      partitionOf(key.tenant, key.siteUrl, key.listId),
      String(key.itemId),
    );
    return entity ? { name: entity.name, version: entity.etag } : { name: null, version: null };
  }

  /** Insert when none was stored, else replace or delete on the ETag read: a change made meanwhile is never overwritten unseen. */
  async write(key: CardPictureKey, name: string | null, version: string | null): Promise<boolean> {
    const client = await this.tables.table(TABLE);
    const entity: PictureEntity = {
      partitionKey: partitionOf(key.tenant, key.siteUrl, key.listId),
      rowKey: String(key.itemId),
      name: name ?? '',
    };
    try {
      if (version === null) {
        if (name !== null) await client.createEntity(entity);
      } else if (name === null) {
        await client.deleteEntity(entity.partitionKey, entity.rowKey, { etag: version });
      } else {
        await client.updateEntity(entity, 'Replace', { etag: version });
      }
      return true;
    } catch (error) {
      if ([404, 409, 412].includes(statusOf(error) ?? 0)) return false;
      throw error;
    }
  }
}
