import { TableClient, TableServiceClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';

/**
 * What the stack has stored, read directly from its Azurite: every entity of every table and every
 * blob of every container, each by key with its ETag (which storage changes on every write, so equal
 * digests mean nothing was written, deleted or added). Nothing is left out: no read writes anything,
 * and the column leases of `lblocks` are created and deleted within one write, so a refused move
 * leaves that table as it found it; a lease left behind would block the column, a defect to report.
 */
export type StorageDigest = Map<string, string>;

export async function storageDigest(connectionString: string): Promise<StorageDigest> {
  const digest: StorageDigest = new Map();
  const options = { allowInsecureConnection: connectionString.includes('http://') };
  const tables = TableServiceClient.fromConnectionString(connectionString, options);
  for await (const table of tables.listTables()) {
    const name = table.name as string;
    const client = TableClient.fromConnectionString(connectionString, name, options);
    for await (const entity of client.listEntities({ queryOptions: { select: ['PartitionKey', 'RowKey'] } })) {
      digest.set(`table ${name} ${entity.partitionKey} ${entity.rowKey}`, entity.etag);
    }
  }
  const blobs = BlobServiceClient.fromConnectionString(connectionString);
  for await (const container of blobs.listContainers()) {
    for await (const blob of blobs.getContainerClient(container.name).listBlobsFlat()) {
      digest.set(`blob ${container.name} ${blob.name}`, blob.properties.etag ?? '');
    }
  }
  return digest;
}

/** The keys added, removed or changed between two digests. */
export function digestChanges(before: StorageDigest, after: StorageDigest): string[] {
  const changes: string[] = [];
  for (const [key, etag] of after) {
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== etag) changes.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}
