import type { ContainerClient } from '@azure/storage-blob';
import type { StorageAccess } from '../azureAccess';
import { boundedBlobService } from '../storagePipeline';

/** A blob container, created on first use; a failed creation is tried again on the next call. */
export function lazyContainer(access: StorageAccess, name: string): () => Promise<ContainerClient> {
  let container: Promise<ContainerClient> | null = null;
  return () => {
    if (!container) {
      const client = boundedBlobService(access).getContainerClient(name);
      container = client.createIfNotExists().then(() => client);
      container.catch(() => {
        container = null;
      });
    }
    return container;
  };
}
