import type { ItemComment } from '../../ports/itemComments';
import type { ListSchema, SiteUser } from '../../ports/listHost';
import { type TableClients, listAll, odataString, paddedId, tableKey } from '../tables/tableClients';
import type { ItemStore } from './itemStore';

const COMMENTS = 'lbitemcomments';

interface CommentEntity {
  partitionKey: string;
  rowKey: string;
  text: string;
  created: string;
  authorId: number;
  authorName: string;
  authorEmail: string;
  authorLogin: string;
}

/**
 * The built-in store's item comments, beside the items as SharePoint keeps its own (PartitionKey = list
 * id, RowKey = padded item id and padded comment number). The item carries their count (ItemStore), so
 * a list read counts them without reading them.
 */
export class ItemCommentStore {
  constructor(
    private readonly tables: TableClients,
    private readonly items: ItemStore,
  ) {}

  async list(list: ListSchema, itemId: number, top: number): Promise<ItemComment[]> {
    return (await this.rowsOf(list.id, itemId)).reverse().slice(0, top).map(commentOf);
  }

  /** An item deleted for good takes its comments with it, as SharePoint's do. */
  async removeAll(listId: string, itemId: number): Promise<void> {
    const table = await this.tables.table(COMMENTS);
    for (const row of await this.rowsOf(listId, itemId)) await table.deleteEntity(row.partitionKey, row.rowKey);
  }

  private async rowsOf(listId: string, itemId: number): Promise<CommentEntity[]> {
    const prefix = paddedId(itemId);
    return listAll<CommentEntity>(
      await this.tables.table(COMMENTS),
      `PartitionKey eq ${odataString(tableKey(listId))} and RowKey ge '${prefix}_' and RowKey lt '${prefix}~'`,
    );
  }

  /** The number is taken on the item first: the count and the comments agree even when two are written at once. */
  async add(list: ListSchema, itemId: number, text: string, author: SiteUser): Promise<ItemComment> {
    const number = await this.items.countComment(list, itemId);
    const entity: CommentEntity = {
      partitionKey: tableKey(list.id),
      rowKey: `${paddedId(itemId)}_${paddedId(number)}`,
      text,
      created: new Date().toISOString(),
      authorId: author.id,
      authorName: author.name,
      authorEmail: author.email,
      authorLogin: author.login,
    };
    await (await this.tables.table(COMMENTS)).createEntity(entity);
    return commentOf(entity);
  }
}

function commentOf(entity: CommentEntity): ItemComment {
  return {
    id: String(Number(entity.rowKey.split('_')[1])),
    text: entity.text,
    created: entity.created,
    author: { id: entity.authorId, name: entity.authorName, email: entity.authorEmail, login: entity.authorLogin },
  };
}
