import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/files/index.js';
import type { SPFI } from '@pnp/sp';
import { type AttachmentInfo, ConcurrencyError, LIBRARY_FILE_FIELD, type ListItemRecord, type ListSchema, ListValueError } from '../../ports/listHost';
import { spCall } from './spConnection';
import { listItem, updateListItem } from './spItems';

function requireLibrary(list: ListSchema): void {
  if (!list.isLibrary) throw new ListValueError(`${list.title} is not a library: its items take attachments.`);
}

/** The file a library item is; null when the item is gone. */
export async function libraryFileOf(sp: SPFI, list: ListSchema, itemId: number): Promise<AttachmentInfo | null> {
  requireLibrary(list);
  const file = await spCall(() => sp.web.lists.getById(list.id).items.getById(itemId).file.select('Name', 'Length', 'ServerRelativeUrl')<{ Name: string; Length: string | number; ServerRelativeUrl: string }>());
  return file && { name: file.Name, size: Number(file.Length), url: file.ServerRelativeUrl };
}

export async function readLibraryFile(sp: SPFI, list: ListSchema, itemId: number): Promise<{ name: string; content: Uint8Array } | null> {
  const file = await libraryFileOf(sp, list, itemId);
  if (!file) return null;
  const buffer = await sp.web.lists.getById(list.id).items.getById(itemId).file.getBuffer();
  return { name: file.name, content: new Uint8Array(buffer) };
}

/**
 * Replaces a library item's file: its content makes the new version of the document, and its name, when
 * the upload has another one, follows as a system update of FileLeafRef, so one upload is one version.
 * SharePoint's upload takes no ETag: the item's is compared just before (a short window, docs/sharepoint.md).
 */
export async function replaceLibraryFile(sp: SPFI, list: ListSchema, itemId: number, fileName: string, content: Uint8Array, etag?: string): Promise<{ file: AttachmentInfo; item: ListItemRecord }> {
  const current = await listItem(sp, list, itemId);
  if (!current) throw new ListValueError(`Item ${itemId} does not exist.`);
  if (etag && etag !== current.etag) throw new ConcurrencyError();
  const buffer = content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer;
  await sp.web.lists.getById(list.id).items.getById(itemId).file.setContent(buffer);
  let item = (await listItem(sp, list, itemId)) as ListItemRecord;
  if (item.values[LIBRARY_FILE_FIELD] !== fileName) item = await updateListItem(sp, list, itemId, { [LIBRARY_FILE_FIELD]: fileName }, { systemUpdate: true });
  return { file: (await libraryFileOf(sp, list, itemId)) as AttachmentInfo, item };
}
