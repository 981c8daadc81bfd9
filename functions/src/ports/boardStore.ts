import type { BoardConfig } from '@listboard/shared';
import { DocumentTooLargeError } from './storageErrors';

export interface StoredBoard {
  config: BoardConfig;
  etag: string;
}

export interface TenantBoard {
  tenant: string;
  board: StoredBoard;
}

/** Board configurations, partitioned by tenant (the host site's origin). */
export interface BoardStore {
  list(tenant: string): Promise<StoredBoard[]>;
  /** Every board of every tenant, read a page at a time: the reminder timer's round. */
  everyBoard(): AsyncIterable<TenantBoard>;
  get(tenant: string, boardId: string): Promise<StoredBoard | null>;
  /** Creates the board with a new id (or the config's id when it has one). */
  create(tenant: string, config: BoardConfig): Promise<StoredBoard>;
  /** Replaces the board if it still has `etag`, else throws ConcurrencyError. */
  save(tenant: string, config: BoardConfig, etag: string): Promise<StoredBoard>;
}

export class BoardTooLargeError extends DocumentTooLargeError {
  override readonly code = 'board_too_large';

  constructor(size: number, limit: number) {
    super(size, limit, 'board configuration');
    this.name = 'BoardTooLargeError';
  }
}
