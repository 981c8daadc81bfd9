import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/views/index.js';
import type { SPFI } from '@pnp/sp';
import { HttpRequestError } from '@pnp/queryable';
import type { ListView } from '@listboard/shared';
import { type ItemQuery, type ListItemRecord, ListNeedsIndexError, UnsupportedViewError, ViewNotFoundError } from '../../ports/listHost';
import { spCall } from './spConnection';
import type { SpListSchema } from './spCounters';
import { PAGE_SIZE, isQueriedItem, recordOf } from './spItems';
import type { SpItem } from './spValues';
import { readViewQuery, whereOfAny } from './spViewQuery';

interface SpViewInfo {
  Id: string;
  Title: string;
  ViewQuery: string | null;
  Hidden: boolean;
}

const VIEW_PROPERTIES = ['Id', 'Title', 'ViewQuery', 'Hidden'];

function listViewOf(view: SpViewInfo): ListView {
  const { conditions, sort } = readViewQuery(view.ViewQuery ?? '', view.Title);
  return { id: view.Id, title: view.Title, conditions, sort, editable: false, etag: '' };
}

/**
 * The list's own views that people see (hidden ones serve SharePoint's pages), sorted by title. A view
 * whose filter Listboard cannot apply is left out: choosing it could only fail.
 */
export async function viewsOf(sp: SPFI, listId: string): Promise<ListView[]> {
  const views = await sp.web.lists.getById(listId).views.select(...VIEW_PROPERTIES)<SpViewInfo[]>();
  const usable: ListView[] = [];
  for (const view of views.filter((candidate) => !candidate.Hidden)) {
    try {
      usable.push(listViewOf(view));
    } catch (error) {
      if (!(error instanceof UnsupportedViewError)) throw error;
    }
  }
  return usable.sort((a, b) => a.title.localeCompare(b.title));
}

async function viewWhere(sp: SPFI, listId: string, viewId: string): Promise<string | null> {
  const view = await spCall(() =>
    sp.web.lists
      .getById(listId)
      .views.getById(viewId)
      .select(...VIEW_PROPERTIES)<SpViewInfo>(),
  );
  if (!view) throw new ViewNotFoundError(viewId);
  return readViewQuery(view.ViewQuery ?? '', view.Title).whereXml;
}

const columnsOf = (where: string) => [...new Set([...where.matchAll(/<FieldRef\s+Name=["']([^"']+)["']/g)].map(([, name]) => name))];

/**
 * The items that pass one of the views, filtered by SharePoint itself: GetItems with the views' own
 * `<Where>`, in pages of 5,000 by item id (ListItemCollectionPosition, "Paged=TRUE&p_ID=<last id>").
 * Past the list view threshold SharePoint refuses a filter on a column without an index, which is a
 * ListNeedsIndexError naming the views' columns (docs/sharepoint.md#list-views).
 */
export async function queryViewItems(
  sp: SPFI,
  list: SpListSchema,
  query: ItemQuery & { viewIds: readonly string[] },
  readAll: () => Promise<ListItemRecord[]>,
): Promise<ListItemRecord[]> {
  const where = whereOfAny(await Promise.all(query.viewIds.map((id) => viewWhere(sp, list.id, id))));
  if (where === null) return readAll();
  const wanted = Object.entries(query.fieldEquals ?? {});
  const holds = (stored: unknown, value: unknown) => (Array.isArray(stored) ? stored.includes(value) : stored === value);
  return (await itemsWhere(sp, list, where, query)).filter((record) => wanted.every(([name, value]) => holds(record.values[name], value)));
}

async function itemsWhere(sp: SPFI, list: SpListSchema, where: string, query: ItemQuery): Promise<ListItemRecord[]> {
  // Recursive: the items of every folder, not the folders; without a scope, the root folder's items and folders.
  const scope = query.rootFolderOnly ? '' : ' Scope="Recursive"';
  const viewXml = `<View${scope}><Query>${where}<OrderBy Override="TRUE"><FieldRef Name="ID" /></OrderBy></Query><RowLimit Paged="TRUE">${PAGE_SIZE}</RowLimit></View>`;
  const records: ListItemRecord[] = [];
  let after = 0;
  for (;;) {
    const position = after > 0 ? { ListItemCollectionPosition: { PagingInfo: `Paged=TRUE&p_ID=${after}` } } : {};
    let page: SpItem[];
    try {
      page = (await sp.web.lists.getById(list.id).getItemsByCAMLQuery({ ViewXml: viewXml, ...position })) as SpItem[];
    } catch (error) {
      if (error instanceof HttpRequestError && /SPQueryThrottledException|list view threshold/i.test(error.message)) {
        throw new ListNeedsIndexError(list.title, columnsOf(where));
      }
      throw error;
    }
    for (const item of page) if (isQueriedItem(list, item, query)) records.push(recordOf(list, item));
    if (page.length < PAGE_SIZE) return records;
    after = Number(page[page.length - 1].Id);
  }
}
