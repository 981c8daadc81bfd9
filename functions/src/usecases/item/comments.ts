import {
  type Comment,
  type CommentResponse,
  type commentRequestSchema,
  type commentsQuerySchema,
  canEditItem,
  usesListComments,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notAllowed, notFound } from '../errors';
import type { ListSchema, StoredValue } from '../../ports/listHost';
import { type OpenBoard, openBoard, ownsItem } from '../common/boardAccess';
import { type ItemScope, openItemScope, scopeOfList } from '../common/itemScope';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import { retryOwnRaces } from '../common/ownRaces';
import type { Session } from '../../context/session';
import { resolveValues } from '../common/valueResolution';
import { type CommentMentions, recordChange, resolveMentions } from '../notifications/index';
import { commentVersionsOf } from '../common/commentVersions';
import { addListComment, readListComments } from './listComments';

/** The board's comment field: an append-only Note of the list. */
function commentField(board: OpenBoard, list: ListSchema) {
  const field = list.fields.find((f) => f.internalName === board.config.commentsFieldName);
  if (!field || field.type !== 'Note' || !field.appendOnly) throw invalid('comments_not_configured', 'This board has no comment field.');
  return field;
}

/** The comment as the value of the board's comment field, once the text is known to be a comment. */
async function commentValues(scope: ItemScope, request: z.infer<typeof commentRequestSchema>): Promise<Record<string, StoredValue>> {
  const { session, board, source, list } = scope;
  const field = commentField(board, list);
  const text = request.values.find((v) => v.name === field.internalName) ?? request.values[0];
  if (!text || !text.value?.trim()) throw invalid('empty_comment', 'A comment needs some text.');
  return resolveValues(session, source.url, list, [{ name: field.internalName, value: text.value }]);
}

/** A comment ready to write: the field's value, its text, and whom it mentions. */
interface PreparedComment {
  values: Record<string, StoredValue>;
  text: string;
  isRich: boolean;
  mentions: CommentMentions;
}

/**
 * POST /api/item/comment: appends a comment; concurrent comments all land (the server's own races are
 * retried). Rights first, then the input. Its mentions are resolved before the write, so that a
 * directory that cannot answer fails the request before anything is written; the answer names those
 * that are no person of the site.
 */
export async function addComment(session: Session, request: z.infer<typeof commentRequestSchema>): Promise<CommentResponse> {
  const scope = await openItemScope(session, request.boardID, request.listID);
  if (usesListComments(scope.board.config)) return addListComment(scope, request);
  const { board, source, list } = scope;
  const host = session.lists;
  // Prepared once, on the first try (the closure retries the write only).
  let prepared = null as PreparedComment | null;
  const { before, updated, comment } = await retryOwnRaces(undefined, async () => {
    const record = await host.getItem(source.url, list.id, request.itemID);
    if (!record) throw notFound('item_not_found', `There is no item ${request.itemID}.`);
    if (!canEditItem(board.level, ownsItem(session, board, record))) throw notAllowed('access_denied', 'You may not comment on this card.');
    if (!prepared) {
      const values = await commentValues(scope, request);
      const text = String(values[board.config.commentsFieldName ?? ''] ?? '');
      const isRich = Boolean(commentField(board, list).isRich);
      prepared = {
        values,
        text,
        isRich,
        mentions: await resolveMentions(host, source.url, { text, isRich, picked: request.mentions ?? [] }),
      };
    }
    return {
      before: record,
      updated: await host.updateItem(source.url, list.id, record.id, prepared.values, { etag: record.etag, editorId: session.user.id }),
      comment: prepared,
    };
  });
  await publishItemChanged(scope, await freshCard(scope, updated, swimlaneFieldOf(board, list)));
  const { text, isRich, mentions } = comment;
  recordChange(scope, {
    kind: 'commented',
    before,
    after: updated,
    comment: text,
    commentIsRich: isRich,
    mentioned: mentions.people,
  });
  return { itemID: updated.id, unresolvedMentions: mentions.unresolved };
}

/** GET /api/item/comments/{type}/: the newest comments first, from the comment field's versions or the item's own comments. */
export async function listComments(session: Session, query: z.infer<typeof commentsQuerySchema>): Promise<Comment[]> {
  const board = await openBoard(session, query.boardID);
  // Spec 1 section 5: a missing or non-positive task id has no comments (once the board may be read).
  if (query.itemID <= 0) return [];
  const scope = await scopeOfList(session, board, query.listID);
  if (usesListComments(board.config)) return readListComments(scope, query.itemID, query.top);
  const { source, list } = scope;
  const field = commentField(board, list);
  const host = session.lists;
  if (!(await host.getItem(source.url, list.id, query.itemID))) throw notFound('item_not_found', `There is no item ${query.itemID}.`);
  const [versions, users] = await Promise.all([host.getItemVersions(source.url, list.id, query.itemID), host.getSiteUsers(source.url)]);
  return commentVersionsOf(versions, field.internalName)
    .reverse()
    .slice(0, query.top)
    .map((v) => ({
      id: v.version,
      text: v.changes[field.internalName] as string,
      author: { id: v.editorId, name: users.find((u) => u.id === v.editorId)?.name ?? 'NOT FOUND' },
      created: v.modified.replace(/\.\d+Z$/, 'Z'),
    }));
}
