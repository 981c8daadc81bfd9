import { TableClient, TableServiceClient } from '@azure/data-tables';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';

/**
 * Everything of one tenant an account holds (docs/data-location.md), read directly from Azurite: the rows
 * of every table whose partition is the tenant's, starts with it, or is one of its boards (the watchers), and
 * its template files; each by key with its content (no ETag or time stamp), so that two accounts' snapshots
 * are equal exactly when the same rows with the same values are in both.
 */
export type TenantSnapshot = Map<string, string>;

/**
 * Tables the service keeps for itself whatever the tenant's location (its passing state too: leases, live events,
 * presence), and the built-in list store's (the lists, like SharePoint's, stay).
 */
const STAYING_TABLES = new Set([
  'lbdatalocations',
  'lbtenantbindings',
  'lbnews',
  'lbnewsreads',
  'lbfeedback',
  'lbdeliveries',
  'lblocks',
  'lbliveevents',
  'lbpresence',
  'lbwebs',
  'lbusers',
  'lblists',
  'lbitems',
  'lbversions',
  'lbitemcomments',
  'lbattachments',
  'lbuserphotos',
  'lblistviews',
]);

function clientOptions(connectionString: string) {
  return { allowInsecureConnection: connectionString.includes('http://') };
}

export async function tenantSnapshot(connectionString: string, tenant: string): Promise<TenantSnapshot> {
  const snapshot: TenantSnapshot = new Map();
  const key = encodeURIComponent(tenant.toLowerCase());
  const options = clientOptions(connectionString);
  const boards = new Set<string>();
  const boardRows = TableClient.fromConnectionString(connectionString, 'lbboards', options);
  try {
    for await (const row of boardRows.listEntities({ queryOptions: { filter: `PartitionKey eq '${key}'` } }))
      boards.add(String(row.rowKey).toLowerCase());
  } catch {
    // No boards table in this account yet.
  }
  for await (const table of TableServiceClient.fromConnectionString(connectionString, options).listTables()) {
    const name = table.name as string;
    if (STAYING_TABLES.has(name)) continue;
    const client = TableClient.fromConnectionString(connectionString, name, options);
    for await (const { etag: _etag, timestamp: _timestamp, ...row } of client.listEntities<Record<string, unknown>>()) {
      const partition = String(row.partitionKey);
      const tenants =
        partition === key ||
        partition.startsWith(`${key}|`) ||
        partition.startsWith(`${key}%20`) ||
        boards.has(decodeURIComponent(partition));
      if (tenants) snapshot.set(`table ${name} ${partition} ${String(row.rowKey)}`, JSON.stringify(row));
    }
  }
  const blobs = BlobServiceClient.fromConnectionString(connectionString);
  const templates = blobs.getContainerClient('lbtemplates');
  if (await templates.exists()) {
    for await (const blob of templates.listBlobsFlat({ prefix: `${new URL(tenant).host}/` })) {
      const file = await downloadUnlessRemoved(templates, blob.name);
      if (file) snapshot.set(`blob lbtemplates ${blob.name}`, file.toString('base64'));
    }
  }
  return snapshot;
}

/** A template file, or nothing when a transfer's clean-up removed it between the listing and the read (callers poll while it runs). */
async function downloadUnlessRemoved(container: ContainerClient, name: string): Promise<Buffer | undefined> {
  try {
    return await container.getBlockBlobClient(name).downloadToBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  }
}

/** The tables of an account whose rows are the tenant's, by how many rows each holds. */
export function tablesOf(snapshot: TenantSnapshot): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of snapshot.keys()) {
    const [, table] = key.split(' ');
    counts[table] = (counts[table] ?? 0) + 1;
  }
  return counts;
}
