import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/comments/item.js';
import type { SPFI } from '@pnp/sp';
import type { ICommentInfo } from '@pnp/sp/comments/types.js';
import type { ItemComment } from '../../ports/itemComments';
import { ItemNotFoundError } from '../../ports/listHost';
import { spCall } from './spConnection';
import { loginOf } from './spSite';
import { spInstant } from './spTimes';

/**
 * The item's own comments: `items(id)/Comments()`, which answers `{ value: [...] }` newest first and, without
 * $top, only the first 30; the author is who posted it (for Listboard, the caller the token speaks for).
 */
export async function itemCommentsOf(sp: SPFI, listId: string, itemId: number, top: number): Promise<ItemComment[]> {
  const comments = await spCall(() => sp.web.lists.getById(listId).items.getById(itemId).comments.top(top)<ICommentInfo[]>());
  if (comments === null) throw new ItemNotFoundError(itemId);
  return comments.map(commentOf);
}

/** POST `items(id)/Comments()` with `{ text }`: SharePoint raises the item's `_CommentCount` and answers the comment. */
export async function addItemCommentTo(sp: SPFI, listId: string, itemId: number, text: string): Promise<ItemComment> {
  const added = await spCall(() => sp.web.lists.getById(listId).items.getById(itemId).comments.add({ text }));
  if (added === null) throw new ItemNotFoundError(itemId);
  return commentOf(added);
}

function commentOf(comment: ICommentInfo): ItemComment {
  return {
    id: String(comment.id),
    text: comment.text,
    created: spInstant(comment.createdDate),
    author: {
      id: Number(comment.author.id ?? 0),
      name: comment.author.name,
      email: comment.author.email ?? '',
      // The claim as SharePoint writes it (i:0#.f|membership|...), in the port's terms: the sign-in name.
      login: loginOf(comment.author.loginName),
    },
  };
}
