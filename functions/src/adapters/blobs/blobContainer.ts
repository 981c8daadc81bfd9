import type { ContainerClient, StoragePipelineOptions } from '@azure/storage-blob';
import { boundedBlobService } from '../storagePipeline';

/** A blob container, created on first use; a failed creation is tried again on the next call. */
export function lazyContainer(connectionString: string, name: string, options?: StoragePipelineOptions): () => Promise<ContainerClient> {
  let container: Promise<ContainerClient> | null = null;
  return () => {
    if (!container) {
      const client = boundedBlobService(connectionString, options).getContainerClient(name);
      container = client.createIfNotExists().then(() => client);
      container.catch(() => { container = null; });
    }
    return container;
  };
}
