import type { DataLocation } from '@listboard/shared';

/**
 * A tenant's data on its way to another location (docs/data-location.md). While it is `copying`, the old location
 * is still the one read and nothing of the tenant may be written; once `cleaning`, the new location
 * is the tenant's and the copies left in the old one are being removed.
 */
export interface DataTransfer {
  from: DataLocation;
  to: DataLocation;
  phase: 'copying' | 'cleaning';
  startedAt: string;
  /** Who runs it ('' until a runner takes it), and until when; past that, any runner may take it over. */
  runner: string;
  leaseUntil: string;
  /** The tenant's rows and files copied so far, for the log and the tests (a copy started again counts again). */
  copied: number;
}

/** Where a tenant's data is kept, as the directory in the main storage account says. */
export interface TenantPlacement {
  tenant: string;
  location: DataLocation;
  transfer: DataTransfer | null;
  /** The directory row's version; null while the tenant has none (its data in the main location). */
  etag: string | null;
}

/** The tenant-to-location directory: kept in the main account, whatever location each tenant's data is in. */
export interface DataLocationDirectory {
  /** Where the tenant's data is; read at most `DIRECTORY_CACHE_MS` ago on this instance. */
  placementOf(tenant: string): Promise<TenantPlacement>;
  /** The same, read now (the transfer's runner, and a request that starts one). */
  currentPlacement(tenant: string): Promise<TenantPlacement>;
  /** Writes the placement over its etag; a ConcurrencyError when another write came first. */
  save(placement: TenantPlacement): Promise<TenantPlacement>;
  /** Every tenant with a transfer under way (to resume the ones whose runner stopped). */
  transfersUnderWay(): Promise<TenantPlacement[]>;
}

/** How long an instance trusts a placement it read: a transfer waits for it to run out after each of its phase changes (LISTBOARD_TRANSFER_SETTLE_SECONDS). */
export const DIRECTORY_CACHE_MS = 5_000;

/** The storage work of a transfer: a tenant's rows and files copied to, or removed from, a location. */
export interface TenantDataMover {
  /** Copies everything of the tenant from one location to the other, overwriting copies made before; answers how many rows and files it copied. */
  copy(tenant: string, from: DataLocation, to: DataLocation, onProgress: (copied: number) => Promise<void>): Promise<number>;
  /** Removes everything of the tenant from a location. */
  remove(tenant: string, location: DataLocation, onProgress: (removed: number) => Promise<void>): Promise<void>;
}

/** A write of a tenant's data while it moves to another location: refused, to be sent again once the move is over. */
export class DataTransferRunningError extends Error {
  readonly code = 'data_transfer_running';

  constructor() {
    super('Your Listboard data is moving to another location. Please wait until the data transfer is complete and try again.');
  }
}
