/** Who watches which card of a board (notifications use them later). Keys are card uniqueIDs. */
export interface WatcherStore {
  forBoard(boardId: string): Promise<Map<string, number[]>>;
  get(boardId: string, uniqueId: string): Promise<number[]>;
  set(boardId: string, uniqueId: string, userIds: number[]): Promise<void>;
}
