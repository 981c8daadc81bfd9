import {
  type AttachmentFile,
  type attachmentContentQuerySchema,
  type attachmentsQuerySchema,
  type cardPictureRequestSchema,
  type removeAttachmentsRequestSchema,
  ATTACHMENT_TYPE,
  detectFileType,
  notAnImageReason,
} from '@listboard/shared';
import type { z } from 'zod';
import { invalid, notFound } from '../errors';
import { type ItemFilesTarget, fileEntry, openItemFiles, publishFilesChanged } from './itemFiles';
import type { Session } from '../../context/session';
import { type UploadForm, checkedFiles } from './uploadedFiles';
import { cardPictureOf, changeCardPicture } from './cardPicture';

const MAX_FILES = 10;

/** A library item holds one file and no attachments (SharePoint libraries have none). */
function assertNotLibrary(target: ItemFilesTarget): void {
  if (target.list.isLibrary)
    throw invalid('library_item', 'A library item holds one file and no attachments: upload it with POST /api/item/files.');
}

async function filesOf(session: Session, target: ItemFilesTarget): Promise<AttachmentFile[]> {
  const host = session.lists;
  const { source, list, record } = target;
  if (list.isLibrary) {
    const file = await host.getItemFile(source.url, list.id, record.id);
    return file ? [fileEntry(target, file.name)] : [];
  }
  const [files, picture] = await Promise.all([host.getAttachments(source.url, list.id, record.id), cardPictureOf(session, target)]);
  return files.map((f) => ({ ...fileEntry(target, f.name), ...(f.name === picture ? { onCard: true } : {}) }));
}

/** GET /api/item/attachments: the item's attachments, or a library item's file (type 2). */
export async function listAttachments(session: Session, query: z.infer<typeof attachmentsQuerySchema>): Promise<AttachmentFile[]> {
  return filesOf(session, await openItemFiles(session, query.boardID, query.listID, query.itemID, false));
}

/**
 * POST /api/item/attachments (multipart: itemInfo, boardID, files, attachmentTypes, showAs): checks every file
 * before storing any; a file declared an image must be one by name and content, and the last file marked
 * showAs becomes the card's picture (docs/api.md#upload-options).
 */
export async function uploadAttachments(session: Session, form: UploadForm): Promise<AttachmentFile[]> {
  // Rights first (403/404), then the input (400).
  const target = await openItemFiles(session, form.boardId, form.info.listID, form.info.itemID, true);
  if (form.files.length === 0 || form.files.length > MAX_FILES) throw invalid('invalid_form', `Send between 1 and ${MAX_FILES} files.`);
  assertNotLibrary(target);
  const { source, list, record } = target;
  const files = await checkedFiles(form.files);
  files.forEach((file, i) => {
    const problem = form.options[i].attachmentType === ATTACHMENT_TYPE.img ? notAnImageReason(file.name, file.bytes) : null;
    if (problem) throw invalid('attachment_not_image', problem);
  });
  let picture: string | null = null;
  for (const [i, file] of files.entries()) {
    const stored = await session.lists.addAttachment(source.url, list.id, record.id, file.name, file.bytes);
    if (form.options[i].showAs) picture = stored.name;
  }
  if (picture !== null) {
    const marked = picture;
    await changeCardPicture(session, target, () => marked);
  }
  await publishFilesChanged(session, target);
  return filesOf(session, target);
}

/**
 * POST /api/item/attachments/picture: the stored image the card shows, or none (docs/api.md#upload-options). The
 * file must be one of the item's attachments and an image by name and content, as at upload.
 */
export async function chooseCardPicture(session: Session, request: z.infer<typeof cardPictureRequestSchema>): Promise<AttachmentFile[]> {
  const target = await openItemFiles(session, request.boardID, request.itemInfo.listID, request.itemInfo.itemID, true);
  assertNotLibrary(target);
  const { source, list, record } = target;
  const name = request.name;
  if (name !== null) {
    const content = await session.lists.readAttachment(source.url, list.id, record.id, name);
    if (!content) throw notFound('attachment_not_found', `There is no file ${name}.`);
    const problem = notAnImageReason(name, content);
    if (problem) throw invalid('attachment_not_image', problem);
  }
  await changeCardPicture(session, target, () => name);
  await publishFilesChanged(session, target);
  return filesOf(session, target);
}

/** DELETE /api/item/Attachments: removes files by name. */
export async function removeAttachments(
  session: Session,
  request: z.infer<typeof removeAttachmentsRequestSchema>,
): Promise<AttachmentFile[]> {
  const target = await openItemFiles(session, request.boardID, request.itemInfo.listID, request.itemInfo.itemID, true);
  assertNotLibrary(target);
  const { source, list, record } = target;
  for (const name of request.names) await session.lists.removeAttachment(source.url, list.id, record.id, name);
  await changeCardPicture(session, target, (current) => (current !== null && request.names.includes(current) ? null : current));
  await publishFilesChanged(session, target);
  return filesOf(session, target);
}

/** A file to hand to a person: its bytes and how a browser may treat them. */
export interface FileContent {
  name: string;
  bytes: Uint8Array;
  /** Null for a type a browser could run: it is then served as opaque bytes to download. */
  contentType: string | null;
  /** Images are shown in place; everything else is downloaded. */
  inline: boolean;
}

/** GET /api/item/attachments/content: the file (an attachment or a library item's file), never as something a browser would run. */
export async function attachmentContent(session: Session, query: z.infer<typeof attachmentContentQuerySchema>): Promise<FileContent> {
  const { source, list, record } = await openItemFiles(session, query.boardID, query.listID, query.itemID, false);
  const host = session.lists;
  const file = list.isLibrary
    ? await host.readItemFile(source.url, list.id, record.id)
    : { name: query.name, content: await host.readAttachment(source.url, list.id, record.id, query.name) };
  if (!file?.content || file.name !== query.name) throw notFound('attachment_not_found', `There is no file ${query.name}.`);
  const type = detectFileType(query.name, file.content);
  return {
    name: query.name,
    bytes: file.content,
    contentType: type.kind === 'refused' ? null : type.contentType,
    inline: type.kind === 'image',
  };
}
