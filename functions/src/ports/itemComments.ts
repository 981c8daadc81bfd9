/**
 * A comment of a list item as the list host keeps it beside the item (SharePoint's item comments, the
 * built-in store's own), as opposed to a board's append-only Note field: plain text, newest first.
 */
export interface ItemComment {
  id: string;
  text: string;
  /** ISO time. */
  created: string;
  /** The site user who wrote it (SharePoint names the author by login and email; its id is the site user's). */
  author: { id: number; name: string; email: string; login: string };
}

/** The list item's own comments (docs/configuration.md#comments): both hosts have them. */
export interface ItemCommentsHost {
  /** The item's comments, newest first, at most `top`. */
  getItemComments(siteUrl: string, listId: string, itemId: number, top: number): Promise<ItemComment[]>;
  /**
   * Adds a comment by `author`: on SharePoint the signed-in caller the request speaks for, on the built-in
   * store the site user named. The item's `commentCount` counts it from then on; its version and values stay.
   */
  addItemComment(siteUrl: string, listId: string, itemId: number, text: string, author: ItemComment['author']): Promise<ItemComment>;
}
