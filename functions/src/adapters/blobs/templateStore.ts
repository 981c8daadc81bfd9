import type { ContainerClient } from '@azure/storage-blob';
import { TEMPLATE_EXTENSION } from '@listboard/shared';
import type { KeptTemplate, TemplateStore } from '../../ports/templateStore';
import type { StorageAccess } from '../azureAccess';
import { lazyContainer } from './blobContainer';

export const TEMPLATES_CONTAINER = 'lbtemplates';

/** Template files as blobs named `<tenant host>/<board id>/<UTC timestamp>.kbot`; the names sort by time. */
export class BlobTemplateStore implements TemplateStore {
  private readonly open: () => Promise<ContainerClient>;

  constructor(access: StorageAccess) {
    this.open = lazyContainer(access, TEMPLATES_CONTAINER);
  }

  async save(tenant: string, boardId: string, file: string): Promise<string> {
    const container = await this.open();
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${prefixOf(tenant, boardId)}${stamp}${TEMPLATE_EXTENSION}`;
    await container
      .getBlockBlobClient(name)
      .uploadData(Buffer.from(file, 'utf8'), { blobHTTPHeaders: { blobContentType: 'text/plain; charset=utf-8' } });
    return name;
  }

  async list(tenant: string, boardId: string): Promise<KeptTemplate[]> {
    const container = await this.open();
    const kept: KeptTemplate[] = [];
    for await (const blob of container.listBlobsFlat({ prefix: prefixOf(tenant, boardId) })) {
      kept.push({ name: blob.name, file: (await container.getBlockBlobClient(blob.name).downloadToBuffer()).toString('utf8') });
    }
    return kept;
  }
}

/** Where a tenant's files are: under its host. */
export function templatesPrefixOf(tenant: string): string {
  return `${new URL(tenant).host}/`;
}

function prefixOf(tenant: string, boardId: string): string {
  return `${templatesPrefixOf(tenant)}${boardId}/`;
}
