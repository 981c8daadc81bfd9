import type { ContainerClient } from '@azure/storage-blob';
import { photoLogin, photoMediaType } from '@listboard/shared';
import type { StorageAccess } from '../azureAccess';
import type { PersonPhoto } from '../../ports/personPhotos';
import { statusOf } from '../tables/tableClients';
import { lazyContainer } from './blobContainer';

const CONTAINER = 'lbuserphotos';

/** A blob per site user: `<site URL>/<sign-in name>`, both encoded and without case, its type the blob's content type. */
function blobName(siteUrl: string, login: string): string {
  return `${encodeURIComponent(siteUrl.toLowerCase())}/${encodeURIComponent(photoLogin(login))}`;
}

/** The pictures the built-in list store keeps for its site users (its 'site' avatars). */
export class UserPhotoStore {
  private readonly open: () => Promise<ContainerClient>;

  constructor(access: StorageAccess) {
    this.open = lazyContainer(access, CONTAINER);
  }

  async read(siteUrl: string, login: string): Promise<PersonPhoto | null> {
    const blob = (await this.open()).getBlockBlobClient(blobName(siteUrl, login));
    try {
      const download = await blob.download();
      const chunks: Buffer[] = [];
      for await (const chunk of download.readableStreamBody ?? []) chunks.push(chunk as Buffer);
      const contentType = photoMediaType(download.contentType);
      return contentType ? { bytes: new Uint8Array(Buffer.concat(chunks)), contentType } : null;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async save(siteUrl: string, login: string, photo: PersonPhoto): Promise<void> {
    await (
      await this.open()
    )
      .getBlockBlobClient(blobName(siteUrl, login))
      .uploadData(photo.bytes, { blobHTTPHeaders: { blobContentType: photo.contentType } });
  }
}
