import {
  ItemNotFoundError,
  LIBRARY_FILE_FIELD,
  ListValueError,
  type AttachmentInfo,
  type ListItemRecord,
  type ListSchema,
  type WriteOptions,
} from '../../ports/listHost';
import type { AttachmentStore } from '../blobs/attachmentStore';
import type { ItemStore } from './itemStore';
import type { SiteDirectory } from './siteDirectory';

/**
 * An item's files on the built-in store: its attachments, or a library item's one file, as blobs under the item
 * (the same container), with the item's Attachments flag and file name kept in step.
 */
export class ItemFiles {
  constructor(
    private readonly directory: SiteDirectory,
    private readonly items: ItemStore,
    private readonly attachments: AttachmentStore,
  ) {}

  async getAttachments(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo[]> {
    await this.existingItem(siteUrl, listId, itemId);
    // A library item's blob is its file, not an attachment.
    return (await this.list(siteUrl, listId)).isLibrary ? [] : this.attachments.list(listId, itemId);
  }

  async addAttachment(siteUrl: string, listId: string, itemId: number, fileName: string, content: Uint8Array): Promise<AttachmentInfo> {
    const item = await this.existingItem(siteUrl, listId, itemId);
    if ((await this.list(siteUrl, listId)).isLibrary) throw new ListValueError('A library item has no attachments; it holds one file.');
    const added = await this.attachments.add(listId, itemId, fileName, content);
    await this.markAttachments(siteUrl, listId, item, true);
    return added;
  }

  async readAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<Uint8Array | null> {
    await this.existingItem(siteUrl, listId, itemId);
    return (await this.list(siteUrl, listId)).isLibrary ? null : this.attachments.read(listId, itemId, fileName);
  }

  async removeAttachment(siteUrl: string, listId: string, itemId: number, fileName: string): Promise<void> {
    const item = await this.existingItem(siteUrl, listId, itemId);
    if ((await this.list(siteUrl, listId)).isLibrary) throw new ListValueError('A library item has no attachments; it holds one file.');
    await this.attachments.remove(listId, itemId, fileName);
    const remaining = await this.attachments.list(listId, itemId);
    await this.markAttachments(siteUrl, listId, item, remaining.length > 0);
  }

  /**
   * Writes the new blob, then records its name on the item (If-Match, so a concurrent change is a
   * ConcurrencyError and the new blob goes again), then drops the previous file: a failure on the way
   * never leaves the item naming a file that is not there.
   */
  async setItemFile(
    siteUrl: string,
    listId: string,
    itemId: number,
    fileName: string,
    content: Uint8Array,
    options: WriteOptions,
  ): Promise<{ file: AttachmentInfo; item: ListItemRecord }> {
    const list = await this.library(siteUrl, listId);
    const item = await this.existingItem(siteUrl, list.id, itemId);
    const previous = await this.attachments.list(list.id, itemId);
    const file = await this.attachments.add(list.id, itemId, fileName, content);
    let updated: ListItemRecord;
    try {
      updated = await this.items.update(list, itemId, { [LIBRARY_FILE_FIELD]: fileName }, { ...options, etag: options.etag ?? item.etag });
    } catch (error) {
      if (!previous.some((p) => p.name === fileName)) await this.attachments.remove(list.id, itemId, fileName);
      throw error;
    }
    for (const old of previous.filter((p) => p.name !== fileName)) await this.attachments.remove(list.id, itemId, old.name);
    return { file, item: updated };
  }

  async getItemFile(siteUrl: string, listId: string, itemId: number): Promise<AttachmentInfo | null> {
    const list = await this.library(siteUrl, listId);
    const item = await this.existingItem(siteUrl, list.id, itemId);
    const name = item.values[LIBRARY_FILE_FIELD];
    return (await this.attachments.list(list.id, itemId)).find((blob) => blob.name === name) ?? null;
  }

  async readItemFile(siteUrl: string, listId: string, itemId: number): Promise<{ name: string; content: Uint8Array } | null> {
    const file = await this.getItemFile(siteUrl, listId, itemId);
    const content = file ? await this.attachments.read(listId, itemId, file.name) : null;
    return file && content ? { name: file.name, content } : null;
  }

  private async library(siteUrl: string, listId: string): Promise<ListSchema> {
    const list = await this.list(siteUrl, listId);
    if (!list.isLibrary) throw new ListValueError(`${list.title} is not a library.`);
    return list;
  }

  private async existingItem(siteUrl: string, listId: string, itemId: number): Promise<ListItemRecord> {
    const item = await this.items.get(await this.list(siteUrl, listId), itemId);
    if (!item) throw new ItemNotFoundError(itemId);
    return item;
  }

  /** The Attachments flag follows the blobs; a system update, so it is no new version. */
  private async markAttachments(siteUrl: string, listId: string, item: ListItemRecord, present: boolean): Promise<void> {
    const list = await this.list(siteUrl, listId);
    const field = list.fields.find((f) => f.type === 'Attachments');
    if (field && item.values[field.internalName] !== present) {
      await this.items.update(list, item.id, { [field.internalName]: present }, { editorId: item.editorId, systemUpdate: true });
    }
  }

  /** Every blob of a deleted item. */
  async removeAll(listId: string, itemId: number): Promise<void> {
    for (const attachment of await this.attachments.list(listId, itemId)) await this.attachments.remove(listId, itemId, attachment.name);
  }

  private async list(siteUrl: string, listId: string): Promise<ListSchema> {
    const list = await this.directory.getList(siteUrl, listId);
    if (!list) throw new ListValueError(`There is no list ${listId} on ${siteUrl}.`);
    return list;
  }
}
