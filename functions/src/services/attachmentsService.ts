import type { HttpRequest } from '@azure/functions';
import {
  type AttachmentFile, type attachmentContentQuerySchema, type attachmentsQuerySchema, type removeAttachmentsRequestSchema,
  IMAGE_EXTENSIONS, canEditItem, detectFileType, extensionOf, itemInfoSchema,
} from '@listboard/shared';
import type { z } from 'zod';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import { RawResponse } from '../http/endpoint';
import { type OpenBoard, listSchemaOf, openBoard, ownsItem, sourceListOf } from './boardAccess';
import { freshCard, swimlaneFieldOf } from './itemContext';
import { publishItemChanged } from './livePublisher';
import type { Session } from './session';

const MAX_FILES = 10;

async function openAttachmentsOf(session: Session, boardId: string, listId: string, itemId: number, forWriting: boolean) {
  const board = await openBoard(session, boardId);
  const source = sourceListOf(board.config, listId);
  const list = await listSchemaOf(session, source);
  const record = await session.services.listHost.getItem(source.url, list.id, itemId);
  if (!record) throw notFound('item_not_found', `There is no item ${itemId}.`);
  if (forWriting && !canEditItem(board.level, ownsItem(session, board, record))) throw forbidden('access_denied', 'You may not change this card.');
  return { board, source, list, record };
}

function contentUrl(boardId: string, siteURL: string, listId: string, itemId: number, name: string): string {
  const query = new URLSearchParams({ boardID: boardId, siteURL, listID: listId, itemID: String(itemId), name });
  return `/api/item/attachments/content?${query.toString()}`;
}

/** GET /api/item/attachments */
export async function listAttachments(session: Session, query: z.infer<typeof attachmentsQuerySchema>): Promise<AttachmentFile[]> {
  const { source, list, record } = await openAttachmentsOf(session, query.boardID, query.listID, query.itemID, false);
  const files = await session.services.listHost.getAttachments(source.url, list.id, record.id);
  return files.map((f) => ({
    name: f.name,
    title: f.name,
    ext: extensionOf(f.name),
    url: contentUrl(query.boardID, source.url, list.id, record.id, f.name),
    attachmentType: (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)) ? 1 : 0,
  }));
}

/** POST /api/item/attachments (multipart: itemInfo, boardID, files): checks every file before storing any. */
export async function uploadAttachments(session: Session, request: HttpRequest): Promise<AttachmentFile[]> {
  let form: Awaited<ReturnType<HttpRequest['formData']>>;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('invalid_form', 'The upload must be a multipart form with itemInfo, boardID and files.');
  }
  const info = itemInfoSchema.safeParse((() => { try { return JSON.parse(String(form.get('itemInfo') ?? '')); } catch { return null; } })());
  const boardId = String(form.get('boardID') ?? '');
  if (!info.success || !boardId) throw badRequest('invalid_form', 'The upload needs itemInfo (JSON) and boardID.');
  type UploadedFile = { name: string; arrayBuffer(): Promise<ArrayBuffer> };
  const files = form.getAll('files').filter((f): f is Exclude<typeof f, string> => typeof f !== 'string') as unknown as UploadedFile[];
  if (files.length === 0 || files.length > MAX_FILES) throw badRequest('invalid_form', `Send between 1 and ${MAX_FILES} files.`);
  const { board, source, list, record } = await openAttachmentsOf(session, boardId, info.data.listID, info.data.itemID, true);
  const contents = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  for (const file of contents) {
    const type = detectFileType(file.name, file.bytes);
    if (type.kind === 'refused') throw new ApiError(415, 'file_not_allowed', `${file.name}: ${type.reason}`);
    if (!file.name || /[\\/]/.test(file.name) || file.name.length > 255) throw badRequest('invalid_file_name', `'${file.name}' is not a valid file name.`);
  }
  for (const file of contents) await session.services.listHost.addAttachment(source.url, list.id, record.id, file.name, file.bytes);
  await publishCard(session, board, source, list, record.id);
  return listAttachments(session, { boardID: boardId, siteURL: source.url, listID: list.id, itemID: record.id });
}

/** DELETE /api/item/Attachments: removes files by name. */
export async function removeAttachments(session: Session, request: z.infer<typeof removeAttachmentsRequestSchema>): Promise<AttachmentFile[]> {
  const { board, source, list, record } = await openAttachmentsOf(session, request.boardID, request.itemInfo.listID, request.itemInfo.itemID, true);
  for (const name of request.names) await session.services.listHost.removeAttachment(source.url, list.id, record.id, name);
  await publishCard(session, board, source, list, record.id);
  return listAttachments(session, { boardID: request.boardID, siteURL: source.url, listID: list.id, itemID: record.id });
}

/** GET /api/item/attachments/content: the file, never as something a browser would run. */
export async function attachmentContent(session: Session, query: z.infer<typeof attachmentContentQuerySchema>): Promise<RawResponse> {
  const { source, list, record } = await openAttachmentsOf(session, query.boardID, query.listID, query.itemID, false);
  const bytes = await session.services.listHost.readAttachment(source.url, list.id, record.id, query.name);
  if (!bytes) throw notFound('attachment_not_found', `There is no file ${query.name}.`);
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

async function publishCard(session: Session, board: OpenBoard, source: ReturnType<typeof sourceListOf>, list: Awaited<ReturnType<typeof listSchemaOf>>, itemId: number): Promise<void> {
  const record = await session.services.listHost.getItem(source.url, list.id, itemId);
  if (record) await publishItemChanged(session, board, source, list, await freshCard(session, board, source, list, record, swimlaneFieldOf(board, list)));
}
