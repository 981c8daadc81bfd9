import { APP_PART_MIN_HEIGHT, SP_HOST_PARAM } from '@listboard/shared';

export interface EmbeddedBoard {
  id: string;
  name: string;
  siteUrl: string;
}

/** The SenderId of a board's embed code: the app part protocol names the frame by it in its resize messages. */
export function senderIdOf(boardId: string): string {
  return `listboard-${boardId.slice(0, 8)}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The iframe a host page embeds a board with: the board's page with its site (SPHostUrl) and a SenderId,
 * titled by the board for screen readers, the app part's minimum height until the board says its own.
 */
export function embedSnippet(board: EmbeddedBoard, appOrigin: string): string {
  const query = new URLSearchParams({ [SP_HOST_PARAM]: board.siteUrl, SenderId: senderIdOf(board.id) });
  const source = `${appOrigin}/kanban/${encodeURIComponent(board.id)}?${query.toString()}`;
  return `<iframe src="${escapeAttribute(source)}" title="${escapeAttribute(board.name)}" style="width:100%;height:${APP_PART_MIN_HEIGHT}px;border:0"></iframe>`;
}
