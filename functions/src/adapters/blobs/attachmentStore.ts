import type { ContainerClient } from '@azure/storage-blob';
import { lazyContainer } from './blobContainer';
import type { AttachmentInfo } from '../../ports/listHost';
import { statusOf } from '../tables/tableClients';

const CONTAINER = 'lbattachments';

/** Item attachments of the built-in list store: blobs named `<listId>/<itemId>/<file name>`. */
export class AttachmentStore {
  private readonly open: () => Promise<ContainerClient>;

  constructor(connectionString: string) {
    this.open = lazyContainer(connectionString, CONTAINER);
  }

  async list(listId: string, itemId: number): Promise<AttachmentInfo[]> {
    const container = await this.open();
    const prefix = `${listId}/${itemId}/`;
    const result: AttachmentInfo[] = [];
    for await (const blob of container.listBlobsFlat({ prefix })) {
      result.push({ name: blob.name.slice(prefix.length), size: blob.properties.contentLength ?? 0, url: blob.name });
    }
    return result;
  }

  async add(listId: string, itemId: number, fileName: string, content: Uint8Array): Promise<AttachmentInfo> {
    const container = await this.open();
    const name = blobName(listId, itemId, fileName);
    await container.getBlockBlobClient(name).uploadData(content);
    return { name: fileName, size: content.byteLength, url: name };
  }

  async read(listId: string, itemId: number, fileName: string): Promise<Uint8Array | null> {
    const container = await this.open();
    try {
      return await container.getBlockBlobClient(blobName(listId, itemId, fileName)).downloadToBuffer();
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(listId: string, itemId: number, fileName: string): Promise<void> {
    const container = await this.open();
    await container.getBlockBlobClient(blobName(listId, itemId, fileName)).deleteIfExists();
  }
}

function blobName(listId: string, itemId: number, fileName: string): string {
  if (!fileName || /[\\/]/.test(fileName) || fileName === '.' || fileName === '..') {
    throw new Error(`'${fileName}' is not a valid file name.`);
  }
  return `${listId}/${itemId}/${fileName}`;
}
