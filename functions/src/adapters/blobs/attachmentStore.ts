import type { BlobItem, ContainerClient } from '@azure/storage-blob';
import { fileNameProblem, printableFileName } from '@listboard/shared';
import type { StorageAccess } from '../azureAccess';
import { lazyContainer } from './blobContainer';
import type { AttachmentInfo } from '../../ports/listHost';
import { InvalidStorageKeyError } from '../../ports/storageErrors';
import { statusOf, tableKey } from '../tables/tableClients';

const CONTAINER = 'lbattachments';
const PAGE_SIZE = 1000;
/** A listing that holds no attachment (list ids are GUIDs, or the demo's names): whether storage lists at all. */
const LISTING_PROBE_PREFIX = '~listing-probe/';

/** Item attachments of the built-in list store: blobs named `<listId>/<itemId>/<file name>`. */
export class AttachmentStore {
  private readonly open: () => Promise<ContainerClient>;

  constructor(
    access: StorageAccess,
    private readonly log: (message: string) => void,
  ) {
    this.open = lazyContainer(access, CONTAINER);
  }

  /** The item's files; a stored name the rules refuse (kept before names were checked) is left out and logged. */
  async list(listId: string, itemId: number): Promise<AttachmentInfo[]> {
    const prefix = itemPrefix(listId, itemId);
    const result: AttachmentInfo[] = [];
    for (const blob of await this.listableBlobs(prefix)) {
      const name = blob.name.slice(prefix.length);
      const problem = fileNameProblem(name);
      if (problem) this.log(`Attachment ${printableFileName(blob.name)} is left out of the item's files: ${problem}`);
      else result.push({ name, size: blob.properties.contentLength ?? 0, url: blob.name });
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

  /**
   * The blobs under `prefix` in name order, all of them or a failure (never a partial list that looks
   * whole). Azurite answers 500 to any page holding a name XML cannot carry (a control character stored
   * before names were checked): after a 500 the listing goes on one blob per page, and a page that fails
   * again is asked once more after a listing elsewhere in the container answered. Failing once more, it
   * is that name: the card keeps the files before it rather than failing, and the problem is logged. A
   * fault of storage fails the listing elsewhere too (or is over by then), and is thrown (a 503).
   */
  private async listableBlobs(prefix: string): Promise<BlobItem[]> {
    const container = await this.open();
    const blobs: BlobItem[] = [];
    let continuationToken: string | undefined;
    let maxPageSize = PAGE_SIZE;
    let askedAgain = false;
    for (;;) {
      let page;
      try {
        page = (await container.listBlobsFlat({ prefix }).byPage({ continuationToken, maxPageSize }).next()).value;
      } catch (error) {
        if (statusOf(error) !== 500) throw error;
        if (maxPageSize > 1) {
          maxPageSize = 1;
          continue;
        }
        if (!askedAgain) {
          await container.listBlobsFlat({ prefix: LISTING_PROBE_PREFIX }).byPage({ maxPageSize: 1 }).next();
          askedAgain = true;
          continue;
        }
        this.log(
          `Attachments under ${printableFileName(prefix)} are listed only up to a name storage cannot list (${blobs.length} listed); the rest are left out.`,
        );
        return blobs;
      }
      askedAgain = false;
      if (!page) return blobs;
      blobs.push(...page.segment.blobItems);
      continuationToken = page.continuationToken;
      if (!continuationToken) return blobs;
    }
  }
}

function itemPrefix(listId: string, itemId: number): string {
  // The list id is a path segment: besides what a storage key may not hold, '.' and '..' would move the name.
  if (listId === '.' || listId === '..') throw new InvalidStorageKeyError(`'${listId}' cannot be used as a storage key.`);
  if (!Number.isSafeInteger(itemId)) throw new InvalidStorageKeyError(`${itemId} is not an item id.`);
  return `${tableKey(listId)}/${itemId}/`;
}

function blobName(listId: string, itemId: number, fileName: string): string {
  const problem = fileNameProblem(fileName);
  if (problem) throw new InvalidStorageKeyError(`${printableFileName(fileName)}: ${problem}`);
  return `${itemPrefix(listId, itemId)}${fileName}`;
}
