import { SP_HOST_PARAM, type Item } from '@listboard/shared';
import { readPageParameters, withHostQuery } from '../../../host/hostQuery';

function itemPath(boardId: string, listID: string, itemID: string): string {
  return `/kanban/${encodeURIComponent(boardId)}/${encodeURIComponent(listID)}/${encodeURIComponent(itemID)}`;
}

/** The route that opens an existing card in the item dialog. */
export function cardPath(boardId: string, item: Item): string {
  return itemPath(boardId, item.info.listID, String(item.info.itemID));
}

/** The route of a new item that copies this card: a negative item id (spec 1 section 3). */
export function clonePath(boardId: string, item: Item): string {
  return itemPath(boardId, item.info.listID, String(-Math.abs(item.info.itemID)));
}

/** The route of a new item in a list (item id 0). */
export function newItemPath(boardId: string, listID: string): string {
  return itemPath(boardId, listID, '0');
}

/**
 * The task link (spec 1 section 2): the page URL with the card's list and item path parts, keeping the
 * host's page parameters of `search` so the link opens in the same site.
 */
export function taskUrl(origin: string, search: string, boardId: string, item: Item): string {
  const target = withHostQuery(cardPath(boardId, item), search);
  return `${origin}${target.pathname}${target.search}`;
}

/** The board link (spec 1 section 2): the page URL of the board plus SPHostUrl, and nothing else of this page's query. */
export function boardUrl(origin: string, search: string, boardId: string): string {
  const host = readPageParameters(search).SPHostUrl;
  const query = host ? `?${new URLSearchParams({ [SP_HOST_PARAM]: host }).toString()}` : '';
  return `${origin}/kanban/${encodeURIComponent(boardId)}${query}`;
}
