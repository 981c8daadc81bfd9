import type { ModelItem, ModelSite } from './model';
import { type SpRoute, json, withItem } from './answers';

// Shapes: the item comments of SharePoint Online's REST (`_api/web/lists(guid'..')/items(n)/Comments()`), as
// PnPjs's @pnp/sp/comments types them (ICommentInfo, ICommentAuthorData): GET answers `{ value: [...] }`
// newest first, 30 at most unless $top says more; POST with `{ text }` answers the new comment. The author
// is the caller, its `id` the site user's. A comment leaves the item's values, version and ETag as they
// are; the item's `_CommentCount` (itemRoutes.ts) counts it. Likes, replies and mentions are not modelled.

const DEFAULT_TOP = 30;

function commentJson(site: ModelSite, listId: string, item: ModelItem, comment: NonNullable<ModelItem['comments']>[number]) {
  const author = site.users.find((user) => user.Id === comment.authorId);
  return {
    'odata.type': 'Microsoft.SharePoint.Comments.comment',
    author: {
      email: author?.Email ?? '',
      expiration: null,
      id: comment.authorId,
      isActive: true,
      isExternal: false,
      jobTitle: null,
      loginName: author?.LoginName ?? '',
      name: author?.Title ?? '',
      principalType: 1,
      userId: null,
    },
    createdDate: comment.createdDate,
    id: String(comment.id),
    isLikedByUser: false,
    isReply: false,
    itemId: item.Id,
    likeCount: 0,
    listId,
    mentions: null,
    parentId: '0',
    replyCount: 0,
    text: comment.text,
  };
}

export const commentRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/comments(?:\(\))?$/i,
    verbs: ['GET', 'POST'],
    answer: withItem((site, list, item, request, model) => {
      item.comments ??= [];
      if (request.verb === 'POST') {
        const { text } = request.body as { text: string };
        const comment = {
          id: item.comments.length + 1,
          text,
          authorId: model.userOfToken(site, request.headers.authorization),
          createdDate: new Date().toISOString(),
        };
        item.comments.push(comment);
        return json(commentJson(site, list.Id, item, comment));
      }
      const top = Number(request.query.get('$top') ?? DEFAULT_TOP);
      return json({
        value: [...item.comments]
          .reverse()
          .slice(0, top)
          .map((comment) => commentJson(site, list.Id, item, comment)),
      });
    }),
  },
];
