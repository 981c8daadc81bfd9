import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/files/index.js';
import '@pnp/sp/folders/index.js';
import type { SPFI } from '@pnp/sp';
import {
  type AttachmentInfo,
  ConcurrencyError,
  LIBRARY_FILE_FIELD,
  type ListItemRecord,
  type ListSchema,
  ListValueError,
  type StoredValue,
} from '../../ports/listHost';
import { spCall } from './spConnection';
import { type SpListSchema, counterChanges } from './spCounters';
import { checkedNewValues, listItem, systemUpdate } from './spItems';
import { restChangesOf } from './spValues';

function requireLibrary(list: ListSchema): void {
  if (!list.isLibrary) throw new ListValueError(`${list.title} is not a library: its items take attachments.`);
}

/** The file a library item is; null when the item is gone. */
export async function libraryFileOf(sp: SPFI, list: ListSchema, itemId: number): Promise<AttachmentInfo | null> {
  requireLibrary(list);
  const file = await spCall(() =>
    sp.web.lists.getById(list.id).items.getById(itemId).file.select('Name', 'Length', 'ServerRelativeUrl')<{
      Name: string;
      Length: string | number;
      ServerRelativeUrl: string;
    }>(),
  );
  return file && { name: file.Name, size: Number(file.Length), url: file.ServerRelativeUrl };
}

export async function readLibraryFile(sp: SPFI, list: ListSchema, itemId: number): Promise<{ name: string; content: Uint8Array } | null> {
  const file = await libraryFileOf(sp, list, itemId);
  if (!file) return null;
  const buffer = await sp.web.lists.getById(list.id).items.getById(itemId).file.getBuffer();
  return { name: file.name, content: new Uint8Array(buffer) };
}

/** Characters SharePoint refuses in a file name (and leading or trailing dots and spaces). */
const UNSAFE_NAME = /["*:<>?/\\|#%~&{}]/g;

/** A new document's name: its title made safe, or "Untitled". */
export function newDocumentName(title: StoredValue | undefined): string {
  const base = (typeof title === 'string' ? title : '')
    .replace(UNSAFE_NAME, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return `${base || 'Untitled'}.txt`;
}

/**
 * A new item of a library is a file (SharePoint adds library items only by upload): an empty text
 * document named after the item's title, which SharePoint makes unique in the folder. Its values join
 * that first version as a new-document update; people and lookups, which that update takes only as
 * claims, follow as an ordinary update (a second version). Its content is empty until someone uploads
 * one (on the built-in store the new item has no file yet: either way, no content).
 */
export async function addLibraryItem(
  sp: SPFI,
  list: SpListSchema,
  values: Record<string, StoredValue>,
  listContentTypeId: string | null = null,
): Promise<ListItemRecord> {
  const checked = checkedNewValues(list, values);
  const upload = await sp.web.lists
    .getById(list.id)
    .rootFolder.files.addUsingPath(newDocumentName(checked.Title), new ArrayBuffer(0), { Overwrite: false, EnsureUniqueFileName: true });
  const { Id } = await sp.web.getFileByServerRelativePath(upload.ServerRelativeUrl).getItem<{ Id: number }>('Id');
  const byId = new Set(list.fields.filter((field) => field.type === 'User' || field.type === 'Lookup').map((field) => field.internalName));
  const given = Object.entries(checked).filter(([, value]) => value !== null);
  const plain = { ...Object.fromEntries(given.filter(([name]) => !byId.has(name))), ...counterChanges(list, checked, {}) };
  const referring = Object.fromEntries(given.filter(([name]) => byId.has(name)));
  if (Object.keys(plain).length > 0) await systemUpdate(sp, list, Id, plain);
  // A document's content type is set as its item's ContentTypeId (the list's own id), like an item's on add.
  const typed = listContentTypeId ? { ContentTypeId: listContentTypeId } : {};
  if (Object.keys(referring).length > 0 || listContentTypeId)
    await sp.web.lists
      .getById(list.id)
      .items.getById(Id)
      .update({ ...restChangesOf(list.fields, referring), ...typed });
  return (await listItem(sp, list, Id)) as ListItemRecord;
}

/**
 * Replaces a library item's file: its content makes the new version of the document, and its name, when
 * the upload has another one, follows as a system update of FileLeafRef, so one upload is one version.
 * SharePoint's upload takes no ETag: the item's is compared just before (a short window, docs/sharepoint.md).
 */
export async function replaceLibraryFile(
  sp: SPFI,
  list: SpListSchema,
  itemId: number,
  fileName: string,
  content: Uint8Array,
  etag?: string,
): Promise<{ file: AttachmentInfo; item: ListItemRecord }> {
  const current = await listItem(sp, list, itemId);
  if (!current) throw new ListValueError(`Item ${itemId} does not exist.`);
  if (etag && etag !== current.etag) throw new ConcurrencyError();
  const buffer = content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer;
  await sp.web.lists.getById(list.id).items.getById(itemId).file.setContent(buffer);
  if (current.values[LIBRARY_FILE_FIELD] !== fileName) await systemUpdate(sp, list, itemId, { [LIBRARY_FILE_FIELD]: fileName });
  const item = (await listItem(sp, list, itemId)) as ListItemRecord;
  return { file: (await libraryFileOf(sp, list, itemId)) as AttachmentInfo, item };
}
