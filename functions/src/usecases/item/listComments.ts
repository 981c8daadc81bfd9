import { type Comment, type CommentResponse, LIST_COMMENTS_FIELD, type commentRequestSchema, canEditItem } from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, notFound } from '../errors';
import { ownsItem } from '../common/boardAccess';
import type { ItemScope } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import { recordChange, resolveMentions } from '../notifications/index';

/**
 * A comment on the list item's own comments (docs/configuration.md#comments): written by the host beside
 * the item, which keeps its values and version; its count comes back with the item, read again for the
 * live update and the mail. Plain text: SharePoint's comments hold no markup.
 */
export async function addListComment(scope: ItemScope, request: z.infer<typeof commentRequestSchema>): Promise<CommentResponse> {
  const { session, board, source, list } = scope;
  const host = session.lists;
  const before = await host.getItem(source.url, list.id, request.itemID);
  if (!before) throw notFound('item_not_found', `There is no item ${request.itemID}.`);
  if (!canEditItem(board.level, ownsItem(session, board, before))) throw notAllowed('access_denied', 'You may not comment on this card.');
  const text = (request.values.find((v) => v.name === LIST_COMMENTS_FIELD) ?? request.values[0])?.value;
  if (typeof text !== 'string' || !text.trim()) throw invalid('empty_comment', 'A comment needs some text.');
  // Resolved before the write, so that a directory that cannot answer fails the request before anything is written.
  const mentions = await resolveMentions(host, source.url, { text, isRich: false, picked: request.mentions ?? [] });
  await host.addItemComment(source.url, list.id, before.id, text, session.user);
  const after = (await host.getItem(source.url, list.id, before.id)) ?? before;
  await publishItemChanged(scope, await freshCard(scope, after, swimlaneFieldOf(board, list)));
  recordChange(scope, { kind: 'commented', before, after, comment: text, commentIsRich: false, mentioned: mentions.people });
  return { itemID: after.id, unresolvedMentions: mentions.unresolved };
}

/** The item's own comments, newest first, their authors named as the site names them. */
export async function readListComments(scope: ItemScope, itemId: number, top: number): Promise<Comment[]> {
  const { session, source, list } = scope;
  const host = session.lists;
  if (!(await host.getItem(source.url, list.id, itemId))) throw notFound('item_not_found', `There is no item ${itemId}.`);
  const [comments, users] = await Promise.all([host.getItemComments(source.url, list.id, itemId, top), host.getSiteUsers(source.url)]);
  return comments.map((comment) => {
    const login = comment.author.login.toLowerCase();
    const user = users.find((candidate) => candidate.login.toLowerCase() === login) ?? users.find((u) => u.id === comment.author.id);
    return {
      id: Number(comment.id),
      text: comment.text,
      author: { id: user?.id ?? comment.author.id, name: user?.name ?? comment.author.name },
      created: comment.created.replace(/\.\d+Z$/, 'Z'),
    };
  });
}
