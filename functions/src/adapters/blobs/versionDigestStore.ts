import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ContainerClient } from '@azure/storage-blob';
import type { DigestKey, VersionDigest, VersionDigestStore } from '../../ports/versionDigests';
import type { StorageAccess } from '../azureAccess';
import { lazyContainer } from './blobContainer';
import { templatesPrefixOf } from './templateStore';

export const VERSION_DIGESTS_CONTAINER = 'lbversiondigests';
/** The digests a process keeps parsed: a list of 100,000 versions is some tens of MB in memory. */
const KEPT = 8;

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/**
 * Digests as gzipped JSON blobs named `<tenant host>/<site>/<list id>[.<reader>].json.gz`, written on their ETags.
 * The last few read are kept parsed with their ETag, and read again only when the blob changed (a
 * conditional GET that answers 304 otherwise).
 */
export class BlobVersionDigestStore implements VersionDigestStore {
  private readonly open: () => Promise<ContainerClient>;
  private readonly parsed = new Map<string, { digest: VersionDigest; etag: string }>();

  constructor(access: StorageAccess) {
    this.open = lazyContainer(access, VERSION_DIGESTS_CONTAINER);
  }

  async read(key: DigestKey): Promise<{ digest: VersionDigest; etag: string } | null> {
    const name = blobNameOf(key);
    const kept = this.parsed.get(name);
    const blob = (await this.open()).getBlockBlobClient(name);
    try {
      const answer = await blob.download(0, undefined, kept ? { conditions: { ifNoneMatch: kept.etag } } : {});
      const body = await streamToBuffer(answer.readableStreamBody);
      const read = { digest: JSON.parse((await unzip(body)).toString('utf8')) as VersionDigest, etag: answer.etag ?? '' };
      this.keep(name, read);
      return read;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 304 && kept) return kept;
      if (status === 404) return null;
      throw error;
    }
  }

  async write(key: DigestKey, digest: VersionDigest, etag: string | null): Promise<boolean> {
    const name = blobNameOf(key);
    const body = await zip(Buffer.from(JSON.stringify(digest), 'utf8'));
    try {
      const answer = await (await this.open()).getBlockBlobClient(name).uploadData(body, {
        blobHTTPHeaders: { blobContentType: 'application/gzip' },
        conditions: etag === null ? { ifNoneMatch: '*' } : { ifMatch: etag },
      });
      this.keep(name, { digest, etag: answer.etag ?? '' });
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 412 || status === 409) return false;
      throw error;
    }
  }

  private keep(name: string, read: { digest: VersionDigest; etag: string }): void {
    this.parsed.delete(name);
    this.parsed.set(name, read);
    if (this.parsed.size > KEPT) this.parsed.delete(this.parsed.keys().next().value as string);
  }
}

/** A tenant's digests are under its host, as its templates are: a data move removes them from the old location. */
export function versionDigestsPrefixOf(tenant: string): string {
  return templatesPrefixOf(tenant);
}

function blobNameOf(key: DigestKey): string {
  const reader = key.reader ? `.${encodeURIComponent(key.reader)}` : '';
  return `${versionDigestsPrefixOf(key.tenant)}${encodeURIComponent(key.siteUrl.toLowerCase())}/${key.listId.toLowerCase()}${reader}.json.gz`;
}

async function streamToBuffer(stream: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
