import { DATA_LOCATIONS, type DataLocation } from '@listboard/shared';
import { oneOf, wholeNumber } from './parse';

/** Azurite's well-known development account on its default ports. */
export const AZURITE_DEFAULT_CONNECTION =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;' +
  'BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;';

/** The main storage account's endpoints, reached with the managed identity. */
export interface StorageEndpoints {
  table: string;
  blob: string;
  queue: string;
}

/** A storage account of another data location: by connection string, or by endpoints with the managed identity. */
export type LocationAccount = { connectionString: string } | { table: string; blob: string };

export interface DataLocationSettings {
  /** The location of the main storage account (LISTBOARD_STORAGE_*), where tenants start and the service's own tables stay. */
  primary: DataLocation;
  /** The accounts of the other locations a tenant may move to; a location without one cannot be chosen. */
  accounts: Partial<Record<DataLocation, LocationAccount>>;
  /**
   * How long a transfer waits after each change of its phase before it goes on, so that every instance has
   * read the change (their directory caches last DIRECTORY_CACHE_MS). A host of one process, whose cache the
   * transfer updates itself, needs no wait (the local stack).
   */
  settleSeconds: number;
}

/** Twice an instance's directory cache (5 s). */
const DEFAULT_SETTLE_SECONDS = 10;
const MAX_SETTLE_SECONDS = 600;

/** The three endpoints of an account reached by identity: all or none, since the functions need every service. */
export function storageEndpointsOf(env: Record<string, string | undefined>): StorageEndpoints | null {
  const table = env.LISTBOARD_STORAGE_TABLE_ENDPOINT;
  const blob = env.LISTBOARD_STORAGE_BLOB_ENDPOINT;
  const queue = env.LISTBOARD_STORAGE_QUEUE_ENDPOINT;
  if (!table && !blob && !queue) return null;
  if (!table || !blob || !queue)
    throw new Error('Set all of LISTBOARD_STORAGE_TABLE_ENDPOINT, _BLOB_ENDPOINT and _QUEUE_ENDPOINT, or none.');
  return { table, blob, queue };
}

/** A data location's account as its settings give it: a connection string, or table and blob endpoints (both or neither). */
function locationAccountOf(
  name: string,
  connectionString: string | undefined,
  table: string | undefined,
  blob: string | undefined,
): LocationAccount | null {
  if (table || blob) {
    if (!table || !blob) throw new Error(`Set both LISTBOARD_STORAGE_${name}_TABLE_ENDPOINT and _BLOB_ENDPOINT, or neither.`);
    return { table, blob };
  }
  return connectionString ? { connectionString } : null;
}

/** The main account's location, and the account of every other location that has one. */
export function dataLocationsOf(env: Record<string, string | undefined>): DataLocationSettings {
  const primary = oneOf('LISTBOARD_DATA_LOCATION', env.LISTBOARD_DATA_LOCATION, DATA_LOCATIONS, 'westus');
  const given: Record<DataLocation, LocationAccount | null> = {
    westus: locationAccountOf(
      'WESTUS',
      env.LISTBOARD_STORAGE_WESTUS_CONNECTION_STRING,
      env.LISTBOARD_STORAGE_WESTUS_TABLE_ENDPOINT,
      env.LISTBOARD_STORAGE_WESTUS_BLOB_ENDPOINT,
    ),
    westeurope: locationAccountOf(
      'WESTEUROPE',
      env.LISTBOARD_STORAGE_WESTEUROPE_CONNECTION_STRING,
      env.LISTBOARD_STORAGE_WESTEUROPE_TABLE_ENDPOINT,
      env.LISTBOARD_STORAGE_WESTEUROPE_BLOB_ENDPOINT,
    ),
  };
  const accounts: DataLocationSettings['accounts'] = {};
  for (const location of DATA_LOCATIONS) {
    const account = given[location];
    if (location !== primary && account) accounts[location] = account;
  }
  const settleSeconds = wholeNumber(
    'LISTBOARD_TRANSFER_SETTLE_SECONDS',
    env.LISTBOARD_TRANSFER_SETTLE_SECONDS,
    DEFAULT_SETTLE_SECONDS,
    MAX_SETTLE_SECONDS,
  );
  return { primary, accounts, settleSeconds };
}
