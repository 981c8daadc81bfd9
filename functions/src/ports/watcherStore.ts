import type { KeptPerBoard } from './boardStore';
/** A card's watchers as stored, with the version a conditional write is made on (null: none stored). */
export interface StoredWatchers {
  userIds: number[];
  version: string | null;
}

/** Who watches which card of a board (notifications use them later). Keys are card uniqueIDs. */
export interface WatcherStore extends KeptPerBoard {
  forBoard(boardId: string): Promise<Map<string, number[]>>;
  get(boardId: string, uniqueId: string): Promise<number[]>;
  read(boardId: string, uniqueId: string): Promise<StoredWatchers>;
  /** Replaces the watchers read at `version`; a ConcurrencyError when they changed since. */
  set(boardId: string, uniqueId: string, userIds: number[], version: string | null): Promise<void>;
}
