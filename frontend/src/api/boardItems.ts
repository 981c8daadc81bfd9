import { type BoardResponse, type Item, type TasksResponse, cardIdOf } from '@listboard/shared';
import { readPageParameters } from '../host/hostQuery';

/** The item's site: its list's source on the board, else the page's siteURL, else the host site. */
export function siteOf(board: BoardResponse, listID: string, search: string): string {
  const parameters = readPageParameters(search);
  return board.source.lists.find((list) => list.listID === listID)?.url || parameters.siteURL || parameters.SPHostUrl || '';
}

/** A card already on the board (from the tasks answer the board shows), or undefined. */
export function boardCard(tasks: TasksResponse | undefined, listID: string, itemId: number): Item | undefined {
  const uniqueID = cardIdOf(listID, itemId);
  for (const row of tasks?.rows ?? []) {
    for (const column of row.columns) {
      const item = column.items.find((candidate) => candidate.uniqueID === uniqueID);
      if (item) return item;
    }
  }
  return undefined;
}
