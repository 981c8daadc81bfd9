import type { KeptPerBoard } from './boardStore';

/**
 * Serialises the writes that put a card into one column of one board. The rules of a column (its
 * WIP limit per cell, and that no two cards share an order) are checked by reading the column and
 * then writing a card; two such check-then-write sequences must not interleave, or both pass the
 * check and the column ends over its limit or with a duplicate order. A lease a holder never gave back
 * (it died) goes with its board (removeBoard).
 */
export interface ColumnLocks extends KeptPerBoard {
  /** Runs `work` while this caller alone holds the column; throws ColumnBusyError when it cannot get it in time. */
  hold<T>(boardId: string, columnValue: string, work: () => Promise<T>): Promise<T>;
}

/** The column stayed held by others for longer than a caller waits. */
export class ColumnBusyError extends Error {
  constructor() {
    super('Other people are moving cards into this column right now. Try again in a moment.');
    this.name = 'ColumnBusyError';
  }
}
