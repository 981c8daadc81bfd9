import {
  type AttachmentFile,
  type SourceList,
  ATTACHMENT_TYPE,
  attachmentContentUrl,
  canEditItem,
  extensionOf,
  hasImageExtension,
} from '@listboard/shared';
import { notAllowed, notFound } from '../errors';
import type { ListItemRecord, ListSchema } from '../../ports/listHost';
import { type OpenBoard, listSchemaOf, openBoard, ownsItem, sourceListOf } from '../common/boardAccess';
import { freshCard, swimlaneFieldOf } from '../common/itemContext';
import { publishItemChanged } from '../common/livePublisher';
import type { ItemScope } from '../common/itemScope';
import type { Session } from '../../context/session';
import { recordChange } from '../notifications/index';

/** An item whose files are read or changed, with the board it is reached through. */
export interface ItemFilesTarget {
  board: OpenBoard;
  source: SourceList;
  list: ListSchema;
  record: ListItemRecord;
}

/** The item on a board the user may view; `forWriting` also needs edit rights on the item. */
export async function openItemFiles(
  session: Session,
  boardId: string,
  listId: string,
  itemId: number,
  forWriting: boolean,
): Promise<ItemFilesTarget> {
  const board = await openBoard(session, boardId);
  const source = sourceListOf(board.config, listId);
  const list = await listSchemaOf(session, source);
  const record = await session.lists.getItem(source.url, list.id, itemId);
  if (!record) throw notFound('item_not_found', `There is no item ${itemId}.`);
  if (forWriting && !canEditItem(board.level, ownsItem(session, board, record)))
    throw notAllowed('access_denied', 'You may not change this card.');
  return { board, source, list, record };
}

/**
 * A file as the page lists it (spec 1 section 3: attachmentType file 0, img 1, lib 2), downloaded
 * through GET /api/item/attachments/content. A library's file is type 2 whatever it holds.
 */
export function fileEntry(target: ItemFilesTarget, name: string): AttachmentFile {
  const { board, source, list, record } = target;
  const image = hasImageExtension(name);
  return {
    name,
    title: name,
    ext: extensionOf(name),
    url: attachmentContentUrl(board.config.id, { siteURL: source.url, listID: list.id, itemID: record.id }, name),
    attachmentType: list.isLibrary ? ATTACHMENT_TYPE.lib : image ? ATTACHMENT_TYPE.img : ATTACHMENT_TYPE.file,
  };
}

/** Tells the board's pages that the item's files changed, with the card as it is now, and records the change for mail. */
export async function publishFilesChanged(session: Session, target: ItemFilesTarget): Promise<void> {
  const { board, source, list } = target;
  const scope: ItemScope = { session, board, source, list };
  const record = await session.lists.getItem(source.url, list.id, target.record.id);
  if (!record) return;
  await publishItemChanged(scope, await freshCard(scope, record, swimlaneFieldOf(board, list)));
  recordChange(scope, { kind: 'attached', before: target.record, after: record });
}
