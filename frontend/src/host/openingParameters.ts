import type { EmbeddingMode } from './embedding';
import type { PageParameterName, PageParameters } from './hostQuery';

/** The page parameters that name what to open; once the path says it, they leave the address (docs/board-page.md#page-parameters). */
export const OPENING_PARAMETERS = ['boardID', 'itemId', 'listId', 'editmode'] as const satisfies readonly PageParameterName[];

const ITEM_ID = /^[1-9]\d*$/;

/** The item the query names, when it names a whole one: a list id and a positive item id. */
export function itemOfQuery(parameters: PageParameters): { listId: string; itemId: string } | null {
  const listId = parameters.listId?.trim();
  const itemId = parameters.itemId?.trim();
  return listId && itemId && ITEM_ID.test(itemId) ? { listId, itemId } : null;
}

/**
 * Where a page opened at the app's entry (the boards list) should go instead, by its page parameters: the
 * configuration when `editmode` is 1 (an app part's is its overview, where the page's editor chooses the board;
 * a full page's is the board's wizard), else the named board, with the named item open. Null: stay.
 */
export function entryPathOf(parameters: PageParameters, mode: EmbeddingMode): string | null {
  const boardId = parameters.boardID?.trim();
  const board = boardId ? encodeURIComponent(boardId) : null;
  if (parameters.editmode === '1') {
    if (mode === 'appPart' || !board) return board ? `/edit/${board}` : '/edit';
    return `/newboard/${board}`;
  }
  if (!board) return null;
  const item = itemOfQuery(parameters);
  return item ? `/kanban/${board}/${encodeURIComponent(item.listId)}/${item.itemId}` : `/kanban/${board}`;
}

/** The current query without the opening parameters, every other parameter kept as it was. */
export function withoutOpeningParameters(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of OPENING_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
