import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/attachments/index.js';
import '@pnp/sp/files/index.js';
import type { SPFI } from '@pnp/sp';
import type { Field } from '@listboard/shared';
import type { AttachmentInfo, ItemVersion, ListSchema, StoredValue } from '../../ports/listHost';
import { spCall } from './spConnection';
import { type SpCollection, itemsOf } from './spFields';
import { restNameOf, storedValueOf } from './spValues';
import { spInstant } from './spTimes';

/** A person or lookup in a version: `{ LookupId, LookupValue }`, one or several. */
type VersionLookup = { LookupId: number; LookupValue?: string };

/**
 * A field's value in one of SharePoint's item versions (SP.ListItemVersion): like an item's, but people
 * and lookups come as `{ LookupId, LookupValue }` under the field's own name, not as ids under `{name}Id`.
 */
export function versionValueOf(field: Field, version: Record<string, unknown>): StoredValue {
  if (field.type !== 'User' && field.type !== 'Lookup') return storedValueOf(field, version);
  const raw = version[field.internalName] as VersionLookup | SpCollection<VersionLookup> | null | undefined;
  const lookups = !raw ? [] : 'LookupId' in (raw as object) ? [raw as VersionLookup] : itemsOf(raw as SpCollection<VersionLookup>);
  // The ids as an item answer carries them, read by the item's own rule.
  return storedValueOf(field, { [restNameOf(field)]: lookups.map((lookup) => lookup.LookupId) });
}

const same = (a: StoredValue, b: StoredValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An item's versions, oldest first, each with the values that changed in it (all of them in the first):
 * the board's history and its "changed" conditions (IsModified) read them so.
 */
export async function itemVersions(sp: SPFI, list: ListSchema, itemId: number): Promise<ItemVersion[]> {
  return versionsOf(
    list,
    (await spCall(() => sp.web.lists.getById(list.id).items.getById(itemId).versions<Record<string, unknown>[]>())) ?? [],
  );
}

/** An item's versions as SharePoint answers them (SP.ListItemVersion, any order), read as above. */
export function versionsOf(list: ListSchema, answer: Record<string, unknown>[]): ItemVersion[] {
  const versions = [...answer].sort((a, b) => Number(a.VersionId) - Number(b.VersionId));
  const fields = list.fields.filter((field) => !field.isReadOnly || field.type === 'File');
  let previous: Record<string, StoredValue> = {};
  return versions.map((version) => {
    const values = Object.fromEntries(fields.map((field) => [field.internalName, versionValueOf(field, version)]));
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => !same(value, previous[name] ?? null) && !(previous[name] === undefined && value === null),
      ),
    );
    previous = values;
    const editor = version.Editor as VersionLookup | undefined;
    return {
      version: Number.parseInt(String(version.VersionLabel ?? '1'), 10),
      modified: spInstant(version.Created),
      editorId: editor?.LookupId ?? 0,
      changes,
    };
  });
}

interface SpAttachment {
  FileName: string;
  ServerRelativeUrl: string;
}

/**
 * An item's attachments. SharePoint names them and their addresses; each size is its file's Length, one
 * request per attachment (an item has few, and only its dialog asks).
 */
export async function attachmentsOf(sp: SPFI, listId: string, itemId: number): Promise<AttachmentInfo[]> {
  const files = await sp.web.lists.getById(listId).items.getById(itemId).attachmentFiles<SpAttachment[]>();
  return Promise.all(
    files.map(async (file) => {
      const { Length } = await sp.web.getFileByServerRelativePath(file.ServerRelativeUrl).select('Length')<{ Length: string | number }>();
      return { name: file.FileName, size: Number(Length), url: file.ServerRelativeUrl };
    }),
  );
}

export async function addAttachmentTo(
  sp: SPFI,
  listId: string,
  itemId: number,
  fileName: string,
  content: Uint8Array,
): Promise<AttachmentInfo> {
  const buffer = content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer;
  // SharePoint answers the new attachment (SP.Attachment; PnP types `data` as its own input shape); its size is what was sent.
  const { data } = await sp.web.lists.getById(listId).items.getById(itemId).attachmentFiles.add(fileName, buffer);
  const added = data as unknown as SpAttachment;
  return { name: added.FileName, size: content.byteLength, url: added.ServerRelativeUrl };
}

export async function readAttachmentOf(sp: SPFI, listId: string, itemId: number, fileName: string): Promise<Uint8Array | null> {
  const buffer = await spCall(() => sp.web.lists.getById(listId).items.getById(itemId).attachmentFiles.getByName(fileName).getBuffer());
  return buffer && new Uint8Array(buffer);
}

export async function removeAttachmentOf(sp: SPFI, listId: string, itemId: number, fileName: string): Promise<void> {
  await spCall(() => sp.web.lists.getById(listId).items.getById(itemId).attachmentFiles.getByName(fileName).delete());
}
