import type { HttpRequest } from '@azure/functions';
import {
  type AttachmentFile, type attachmentContentQuerySchema, type attachmentsQuerySchema, type removeAttachmentsRequestSchema,
  detectFileType,
} from '@listboard/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../http/apiError';
import { RawResponse } from '../http/endpoint';
import { type ItemFilesTarget, fileEntry, openItemFiles, publishFilesChanged } from './itemFiles';
import type { Session } from './session';
import { checkedFiles, readUploadForm } from './uploadForm';

const MAX_FILES = 10;

/** A library item holds one file and no attachments (SharePoint libraries have none). */
function assertNotLibrary(target: ItemFilesTarget): void {
  if (target.list.isLibrary) throw badRequest('library_item', 'A library item holds one file and no attachments: upload it with POST /api/item/files.');
}

async function filesOf(session: Session, target: ItemFilesTarget): Promise<AttachmentFile[]> {
  const host = session.services.listHost;
  const { source, list, record } = target;
  const files = list.isLibrary
    ? [await host.getItemFile(source.url, list.id, record.id)].filter((f) => f !== null)
    : await host.getAttachments(source.url, list.id, record.id);
  return files.map((f) => fileEntry(target, f.name));
}

/** GET /api/item/attachments: the item's attachments, or a library item's file (type 2). */
export async function listAttachments(session: Session, query: z.infer<typeof attachmentsQuerySchema>): Promise<AttachmentFile[]> {
  return filesOf(session, await openItemFiles(session, query.boardID, query.listID, query.itemID, false));
}

/** POST /api/item/attachments (multipart: itemInfo, boardID, files): checks every file before storing any. */
export async function uploadAttachments(session: Session, request: HttpRequest): Promise<AttachmentFile[]> {
  const form = await readUploadForm(request);
  // Rights first (403/404), then the input (400).
  const target = await openItemFiles(session, form.boardId, form.info.listID, form.info.itemID, true);
  if (form.files.length === 0 || form.files.length > MAX_FILES) throw badRequest('invalid_form', `Send between 1 and ${MAX_FILES} files.`);
  assertNotLibrary(target);
  const { source, list, record } = target;
  for (const file of await checkedFiles(form.files)) await session.services.listHost.addAttachment(source.url, list.id, record.id, file.name, file.bytes);
  await publishFilesChanged(session, target);
  return filesOf(session, target);
}

/** DELETE /api/item/Attachments: removes files by name. */
export async function removeAttachments(session: Session, request: z.infer<typeof removeAttachmentsRequestSchema>): Promise<AttachmentFile[]> {
  const target = await openItemFiles(session, request.boardID, request.itemInfo.listID, request.itemInfo.itemID, true);
  assertNotLibrary(target);
  const { source, list, record } = target;
  for (const name of request.names) await session.services.listHost.removeAttachment(source.url, list.id, record.id, name);
  await publishFilesChanged(session, target);
  return filesOf(session, target);
}

/** GET /api/item/attachments/content: the file (an attachment or a library item's file), never as something a browser would run. */
export async function attachmentContent(session: Session, query: z.infer<typeof attachmentContentQuerySchema>): Promise<RawResponse> {
  const { source, list, record } = await openItemFiles(session, query.boardID, query.listID, query.itemID, false);
  const host = session.services.listHost;
  const file = list.isLibrary
    ? await host.readItemFile(source.url, list.id, record.id)
    : { name: query.name, content: await host.readAttachment(source.url, list.id, record.id, query.name) };
  if (!file?.content || file.name !== query.name) throw notFound('attachment_not_found', `There is no file ${query.name}.`);
  const bytes = file.content;
  const type = detectFileType(query.name, bytes);
  const inline = type.kind === 'image';
  return new RawResponse({
    status: 200,
    body: bytes,
    headers: {
      'Content-Type': type.kind === 'refused' ? 'application/octet-stream' : type.contentType,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(query.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
    },
  });
}
