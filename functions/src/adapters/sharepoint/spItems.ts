import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/batching.js';
import '@pnp/sp/recycle-bin/index.js';
import type { SPFI } from '@pnp/sp';
import { HttpRequestError } from '@pnp/queryable';
import type { Field } from '@listboard/shared';
import {
  ConcurrencyError,
  ItemNotFoundError,
  type ItemQuery,
  type ListItemRecord,
  ListNeedsIndexError,
  type ListSchema,
  ListValueError,
  type StoredValue,
} from '../../ports/listHost';
import { checkRequired, checkedValue, fieldNamed } from '../listValues';
import { spCall } from './spConnection';
import { type SpItem, restChangesOf, restNameOf, storedValueOf } from './spValues';
import { type SpListSchema, appendCountsOf, counterChanges } from './spCounters';
import { spInstant } from './spTimes';

/** SharePoint's largest page, and its list view threshold: one request reads up to this many items. */
export const PAGE_SIZE = 5_000;

/** `_CommentCount` (REST name OData__CommentCount) is the item's own comments, counted by SharePoint: one list read counts every card's. */
const SYSTEM_FIELDS = [
  'Id',
  'Created',
  'Modified',
  'AuthorId',
  'EditorId',
  'OData__UIVersionString',
  'OData__CommentCount',
  'FSObjType',
  'FileDirRef',
];

/**
 * Folders are items of a list too (FSObjType 1) but containers, never cards; with rootFolderOnly (a board's
 * includeFolder off), neither is an item in one of them (docs/sharepoint.md#folders).
 */
export function isQueriedItem(list: SpListSchema, item: SpItem, query: ItemQuery | undefined): boolean {
  if (Number(item.FSObjType) === 1) return false;
  if (!query?.rootFolderOnly) return true;
  return String(item.FileDirRef ?? list.rootFolderUrl).toLowerCase() === list.rootFolderUrl.toLowerCase();
}

/** The board's fields an item answer carries (read-only system fields come with SYSTEM_FIELDS). */
function valueFields(list: ListSchema): Field[] {
  return list.fields.filter((field) => !['Counter', 'File'].includes(field.type) || field.internalName === 'FileLeafRef');
}

export function recordOf(list: SpListSchema, item: SpItem): ListItemRecord {
  const values: Record<string, StoredValue> = {};
  for (const field of valueFields(list)) values[field.internalName] = storedValueOf(field, item);
  return {
    id: Number(item.Id),
    values,
    created: spInstant(item.Created),
    modified: spInstant(item.Modified),
    authorId: Number(item.AuthorId),
    editorId: Number(item.EditorId),
    version: Number.parseInt(String(item.OData__UIVersionString ?? '1'), 10),
    etag: String(item['odata.etag'] ?? ''),
    appendCounts: appendCountsOf(list, item),
    // SharePoint answers an empty count for an item nobody commented on.
    commentCount: Number(item.OData__CommentCount || 0),
  };
}

function selectOf(list: SpListSchema): string[] {
  return [...SYSTEM_FIELDS, ...valueFields(list).map(restNameOf), ...Object.values(list.counters)].filter(
    (name, index, all) => all.indexOf(name) === index,
  );
}

const odataLiteral = (value: string | number | boolean) => (typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value));

function filterOf(list: ListSchema, query: ItemQuery | undefined): string | null {
  const clauses = Object.entries(query?.fieldEquals ?? {}).map(([name, value]) => {
    const field = list.fields.find((candidate) => candidate.internalName === name);
    if (!field) throw new ListValueError(`The list has no field named ${name}.`);
    return `${restNameOf(field)} eq ${odataLiteral(value)}`;
  });
  return clauses.length > 0 ? clauses.join(' and ') : null;
}

/** SharePoint refuses a filter on a column without an index once a list passes its view threshold. */
function overThreshold(error: unknown): boolean {
  return error instanceof HttpRequestError && /SPQueryThrottledException|list view threshold/i.test(error.message);
}

/**
 * Every item of a list (or those a filter of the store picks), read page by page: $top of 5,000 and
 * SharePoint's next link ($skiptoken), so a list of n items costs n / 5,000 requests, never one per item.
 */
export async function queryListItems(sp: SPFI, list: SpListSchema, query?: ItemQuery): Promise<ListItemRecord[]> {
  let items = sp.web.lists
    .getById(list.id)
    .items.select(...selectOf(list))
    .top(PAGE_SIZE);
  const filter = filterOf(list, query);
  if (filter) items = items.filter(filter);
  const records: ListItemRecord[] = [];
  try {
    for await (const page of items)
      for (const item of page as SpItem[]) if (isQueriedItem(list, item, query)) records.push(recordOf(list, item));
  } catch (error) {
    if (filter && overThreshold(error)) throw new ListNeedsIndexError(list.title, Object.keys(query?.fieldEquals ?? {}));
    throw error;
  }
  return records;
}

export async function countListItems(sp: SPFI, listId: string): Promise<number> {
  const { ItemCount } = await sp.web.lists.getById(listId).select('ItemCount')<{ ItemCount: number }>();
  return ItemCount;
}

export async function listItem(sp: SPFI, list: SpListSchema, itemId: number): Promise<ListItemRecord | null> {
  const item = await spCall(() =>
    sp.web.lists
      .getById(list.id)
      .items.getById(itemId)
      .select(...selectOf(list))<SpItem>(),
  );
  return item && isQueriedItem(list, item, undefined) ? recordOf(list, item) : null;
}

/** The values of a write checked as the built-in store checks them (listValues.ts): SharePoint's REST would take a missing Title or an unknown choice. */
function writable(list: ListSchema, values: Record<string, StoredValue>, creating: boolean): Record<string, StoredValue> {
  const checked: Record<string, StoredValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fieldNamed(list.fields, name, list.title);
    if (field.isReadOnly) throw new ListValueError(`${field.name} is read-only.`);
    checked[name] = checkedValue(field, value);
  }
  if (creating) checkRequired(list.fields, checked);
  return checked;
}

/** A new item's values, checked; the list's required fields must be among them. */
export const checkedNewValues = (list: ListSchema, values: Record<string, StoredValue>) => writable(list, values, true);

/**
 * SharePoint answers a new item with the whole item, its ETag and version included: no second request. A
 * content type is the list's own id (spContentTypes.ts); without one the item takes the list's default.
 */
export async function addListItem(
  sp: SPFI,
  list: SpListSchema,
  values: Record<string, StoredValue>,
  listContentTypeId: string | null = null,
): Promise<ListItemRecord> {
  const body = { ...newItemBody(list, values), ...(listContentTypeId ? { ContentTypeId: listContentTypeId } : {}) };
  return recordOf(list, (await sp.web.lists.getById(list.id).items.add(body)) as SpItem);
}

/** A new item's body: its checked values, and a count of one for each append-only note it starts with. */
export function newItemBody(list: SpListSchema, values: Record<string, StoredValue>): Record<string, unknown> {
  const checked = writable(list, values, true);
  return { ...restChangesOf(list.fields, checked), ...counterChanges(list, checked, {}) };
}

/** The most requests one $batch carries. */
export const BATCH_SIZE = 100;

/**
 * Many new items (a template's cards, a copied board) in $batch requests of at most 100, all checked
 * before any is sent. A batch is not a transaction: when part of one fails, the items this call made
 * are deleted again and the failure is reported, so the call makes all of its items or none.
 */
export async function addListItems(sp: SPFI, list: SpListSchema, values: Record<string, StoredValue>[]): Promise<ListItemRecord[]> {
  const bodies = values.map((value) => newItemBody(list, value));
  const created: ListItemRecord[] = [];
  for (let start = 0; start < bodies.length; start += BATCH_SIZE) {
    const [batched, execute] = sp.batched({ maxRequests: BATCH_SIZE });
    // A PnP queryable joins one batch request only: each item gets its own.
    const answers = bodies.slice(start, start + BATCH_SIZE).map((body) =>
      batched.web.lists
        .getById(list.id)
        .items.add(body)
        .then(
          (item: SpItem) => ({ item }),
          (error: unknown) => ({ error }),
        ),
    );
    await execute();
    const settled = await Promise.all(answers);
    for (const answer of settled) if ('item' in answer) created.push(recordOf(list, answer.item));
    const failed = settled.find((answer) => 'error' in answer);
    if (failed && 'error' in failed) {
      await Promise.all(created.map((record) => deleteListItem(sp, list.id, record.id, undefined).catch(() => undefined)));
      throw failed.error;
    }
  }
  return created;
}

/**
 * Writes an item's changes on its ETag (If-Match; 412 is a stale item). A system update (the column
 * renumber) goes through ValidateUpdateListItem as a new-document update, which makes no version and
 * keeps Modified and Editor, as SharePoint's SystemUpdate does.
 */
export async function updateListItem(
  sp: SPFI,
  list: SpListSchema,
  itemId: number,
  changes: Record<string, StoredValue>,
  options: { etag?: string; systemUpdate?: boolean },
): Promise<ListItemRecord> {
  const item = sp.web.lists.getById(list.id).items.getById(itemId);
  const checked = writable(list, changes, false);
  if (options.systemUpdate) await systemUpdate(sp, list, itemId, checked);
  else if (Object.keys(counterChanges(list, checked, {})).length > 0) await countedUpdate(sp, list, itemId, checked, options.etag);
  else await spCall(() => item.update(restChangesOf(list.fields, checked), options.etag ?? '*'));
  const updated = await listItem(sp, list, itemId);
  if (!updated) throw new ListValueError(`Item ${itemId} does not exist.`);
  return updated;
}

/** Values only, as a new-document update: no version, Modified and Editor stay. */
export async function systemUpdate(sp: SPFI, list: SpListSchema, itemId: number, values: Record<string, StoredValue>): Promise<void> {
  const lookups = new Map(
    list.fields.filter((field) => field.type === 'Lookup').map((field) => [field.internalName, field.isMulti === true]),
  );
  const form = Object.entries(values).map(([name, value]) => ({ FieldName: name, FieldValue: formValueOf(value, lookups.get(name)) }));
  const results = await sp.web.lists.getById(list.id).items.getById(itemId).validateUpdateListItem(form, true);
  const failed = results.find((result) => result.HasException);
  if (failed) throw new ListValueError(`${failed.FieldName}: ${failed.ErrorMessage}`);
}

/**
 * A write with a new note entry raises its counter from the item as read, on that read's ETag: two
 * entries at once cannot count as one; the later fails as stale, as on the built-in store.
 */
async function countedUpdate(
  sp: SPFI,
  list: SpListSchema,
  itemId: number,
  changes: Record<string, StoredValue>,
  etag: string | undefined,
): Promise<void> {
  const current = await listItem(sp, list, itemId);
  if (!current) throw new ListValueError(`Item ${itemId} does not exist.`);
  if (etag && etag !== current.etag) throw new ConcurrencyError();
  const body = { ...restChangesOf(list.fields, changes), ...counterChanges(list, changes, current.appendCounts) };
  await spCall(() => sp.web.lists.getById(list.id).items.getById(itemId).update(body, current.etag));
}

/** A value as SharePoint's form values take it (ValidateUpdateListItem): text, with ;# between several. */
/**
 * A value as a form takes it: one lookup by its id. Several lookups are `Id;#Value` pairs joined by `;#` (SPFieldLookupValueCollection),
 * the values left empty: `3;#;#7;#`; several choices are joined by `;#`.
 */
function formValueOf(value: StoredValue, multiLookup: boolean | undefined): string {
  if (value === null) return '';
  if (Array.isArray(value) && multiLookup === false) return String(value[0] ?? '');
  if (Array.isArray(value)) return multiLookup ? value.map((id) => `${id};#`).join(';#') : value.join(';#');
  if (typeof value === 'object') return `${value.url}, ${value.description}`;
  return String(value);
}

export async function deleteListItem(sp: SPFI, listId: string, itemId: number, etag: string | undefined): Promise<void> {
  await spCall(() =>
    sp.web.lists
      .getById(listId)
      .items.getById(itemId)
      .delete(etag ?? '*'),
  );
}

/** Moves an item to the site's recycle bin (the REST `recycle()`), answering the recycle bin item's id. */
export async function recycleListItem(sp: SPFI, listId: string, itemId: number): Promise<string> {
  const token = await spCall(() => sp.web.lists.getById(listId).items.getById(itemId).recycle());
  if (token === null) throw new ItemNotFoundError(itemId);
  return String(token);
}

/**
 * Restores the recycle bin item `token` (the REST `RecycleBin('id')/Restore()`), and reads the item it was: SharePoint
 * shows a person only what they deleted themselves, and a restored or emptied item is not found.
 */
export async function restoreListItem(sp: SPFI, list: SpListSchema, itemId: number, token: string): Promise<ListItemRecord> {
  const restored = await spCall(() => sp.web.recycleBin.getById(token).restore());
  if (restored === null) throw new ItemNotFoundError(itemId);
  const record = await listItem(sp, list, itemId);
  if (!record) throw new ItemNotFoundError(itemId);
  return record;
}

/** The items a lookup field may point to: their ids and their titles (the lookup's show field). */
export async function lookupChoices(sp: SPFI, targetListId: string, showField: string): Promise<{ id: number; name: string }[]> {
  const choices: { id: number; name: string }[] = [];
  for await (const page of sp.web.lists.getById(targetListId).items.select('Id', showField).top(PAGE_SIZE)) {
    for (const item of page as SpItem[]) choices.push({ id: Number(item.Id), name: String(item[showField] ?? '') });
  }
  return choices;
}
