import type { BoardConfig } from '@listboard/shared';
import { DocumentTooLargeError } from './storageErrors';

/** Who moved a board to the trash bin, and when (ISO 8601). */
export interface Trashed {
  at: string;
  by: { login: string; name: string };
}

export interface StoredBoard {
  config: BoardConfig;
  etag: string;
  /** Set while the board is in the trash bin. */
  trashed: Trashed | null;
}

export interface TenantBoard {
  tenant: string;
  board: StoredBoard;
}

/**
 * Board configurations, partitioned by tenant (the host site's origin). A board being removed for good
 * (its data is being deleted) is gone for every reader but `everyBoard`, which finishes its removal.
 */
export interface BoardStore {
  /** The tenant's boards, those in the trash bin included. */
  list(tenant: string): Promise<StoredBoard[]>;
  /** Every board of every tenant, read a page at a time (the timers' round); `removing` marks a removal to finish. */
  everyBoard(): AsyncIterable<TenantBoard & { removing: boolean }>;
  get(tenant: string, boardId: string): Promise<StoredBoard | null>;
  /** Creates the board with a new id (or the config's id when it has one). */
  create(tenant: string, config: BoardConfig): Promise<StoredBoard>;
  /** Replaces the board's configuration if it still has `etag`, else throws ConcurrencyError; the trash state stays. */
  save(tenant: string, config: BoardConfig, etag: string): Promise<StoredBoard>;
  /** Moves the board to the trash bin (or back, with null) if it still has `etag`, else throws ConcurrencyError. */
  setTrashed(tenant: string, boardId: string, trashed: Trashed | null, etag: string): Promise<StoredBoard>;
  /** Marks the board as being removed if it still has `etag` (ConcurrencyError otherwise): from then on it is gone. */
  markRemoving(tenant: string, boardId: string, etag: string): Promise<void>;
  /** Deletes the board's entity, the last step of its removal. */
  delete(tenant: string, boardId: string): Promise<void>;
}

/** A store of what Listboard keeps per board besides its configuration, which a board's removal for good deletes. */
export interface KeptPerBoard {
  removeBoard(tenant: string, boardId: string): Promise<void>;
}

export class BoardTooLargeError extends DocumentTooLargeError {
  override readonly code = 'board_too_large';

  constructor(size: number, limit: number) {
    super(size, limit, 'board configuration');
    this.name = 'BoardTooLargeError';
  }
}
