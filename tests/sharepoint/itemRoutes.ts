import type { ModelItem, ModelList, ModelSite, SharePointModel } from './model';
import { type SpAnswer, type SpRoute, json, notFound } from './server';

// Shapes: learn.microsoft.com, "Working with lists and list items with REST" (items, IF-MATCH, MERGE and
// DELETE through X-HTTP-Method, ValidateUpdateListItem) and "Use OData query operations in SharePoint
// REST requests" ($top up to 5,000; paging through odata.nextLink with $skiptoken=Paged=TRUE&p_ID=n).
// Assumptions: the item's odata.etag is its version counter quoted ("1"), which every change raises,
// system updates too; a filter on a column without an index in a list over 5,000 items fails with
// SPQueryThrottledException (HTTP 500), as SharePoint Online answers past the list view threshold.

const THRESHOLD = 5_000;

function itemJson(site: ModelSite, list: ModelList, item: ModelItem) {
  return {
    'odata.type': `SP.Data.${list.Title.replace(/\W/g, '')}ListItem`, 'odata.id': `${site.url}/_api/Web/Lists(guid'${list.Id}')/Items(${item.Id})`,
    'odata.etag': `"${item.etagVersion}"`, Id: item.Id, ID: item.Id, Created: item.Created, Modified: item.Modified,
    AuthorId: item.AuthorId, EditorId: item.EditorId, OData__UIVersionString: `${item.uiVersion}.0`, Attachments: false, ...item.values,
  };
}

/** `Status eq 'Open' and ParentId eq 1`: the equality filters the adapter sends. */
function matcher(filter: string | null): { columns: string[]; test: (item: ModelItem) => boolean } {
  if (!filter) return { columns: [], test: () => true };
  const clauses = filter.split(/\s+and\s+/i).map((clause) => {
    const [, column, literal] = /^(\w+) eq (.+)$/.exec(clause.trim()) ?? [];
    const value = literal?.startsWith("'") ? literal.slice(1, -1).replace(/''/g, "'") : literal === 'true' || literal === 'false' ? literal === 'true' : Number(literal);
    return { column, value };
  });
  return {
    columns: clauses.map((clause) => clause.column),
    test: (item) => clauses.every(({ column, value }) => {
      const stored = item.values[column];
      return Array.isArray(stored) ? stored.includes(value) : stored === value;
    }),
  };
}

function indexed(list: ModelList, column: string): boolean {
  const name = column.replace(/Id$/, '');
  return list.fields.some((field) => (field.InternalName === column || field.InternalName === name) && field.Indexed === true) || column === 'Id';
}

function page(site: ModelSite, list: ModelList, query: URLSearchParams): SpAnswer {
  const top = Math.min(Number(query.get('$top') ?? 100), THRESHOLD);
  const filter = matcher(query.get('$filter'));
  if (list.items.length > THRESHOLD && filter.columns.some((column) => !indexed(list, column))) {
    return { status: 500, body: { 'odata.error': { code: '-2147024860, Microsoft.SharePoint.SPQueryThrottledException', message: { lang: 'en-US', value: 'The attempted operation is prohibited because it exceeds the list view threshold.' } } } };
  }
  const after = Number(/p_ID=(\d+)/.exec(query.get('$skiptoken') ?? '')?.[1] ?? 0);
  const matching = list.items.filter((item) => item.Id > after && filter.test(item));
  const rows = matching.slice(0, top);
  const body: Record<string, unknown> = { value: rows.map((item) => itemJson(site, list, item)) };
  if (matching.length > top) {
    const next = new URLSearchParams(query);
    next.set('$skiptoken', `Paged=TRUE&p_ID=${rows[rows.length - 1].Id}`);
    body['odata.nextLink'] = `${site.url}/_api/Web/Lists(guid'${list.Id}')/Items?${next.toString()}`;
  }
  return json(body);
}

const preconditionFailed: SpAnswer = { status: 412, body: { 'odata.error': { code: '-1, Microsoft.SharePoint.Client.ClientServiceException', message: { lang: 'en-US', value: 'The request ETag value \'"1"\' does not match the object\'s ETag value.' } } } };

function etagMatches(item: ModelItem, ifMatch: string | string[] | undefined): boolean {
  const wanted = String(ifMatch ?? '*');
  return wanted === '*' || wanted === `"${item.etagVersion}"`;
}

const withItem = (answer: (site: ModelSite, list: ModelList, item: ModelItem, request: Parameters<SpRoute['answer']>[0], model: SharePointModel) => SpAnswer): SpRoute['answer'] =>
  (request, match, model) => {
    const list = model.list(request.site, match[1].replace(/^guid/i, '').replace(/'/g, ''));
    const item = list?.items.find((candidate) => candidate.Id === Number(match[2]));
    return list && item ? answer(request.site, list, item, request, model) : notFound('Item does not exist. It may have been deleted by another user.');
  };

export const itemRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists\(([^)]+)\)\/items$/i, verbs: ['GET', 'POST'],
    answer: (request, match, model) => {
      const list = model.list(request.site, match[1].replace(/^guid/i, '').replace(/'/g, ''));
      if (!list) return notFound('List does not exist.');
      if (request.verb === 'GET') return page(request.site, list, request.query);
      const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      const author = model.userOfToken(request.site, request.headers.authorization);
      const item: ModelItem = { Id: list.nextItemId++, values: { ...(request.body as Record<string, unknown>) }, Created: now, Modified: now, AuthorId: author, EditorId: author, etagVersion: 1, uiVersion: 1 };
      list.items.push(item);
      return json(itemJson(request.site, list, item));
    },
  },
  { pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i, verbs: ['GET'], answer: withItem((site, list, item) => json(itemJson(site, list, item))) },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i, verbs: ['MERGE'],
    answer: withItem((site, list, item, request, model) => {
      if (!etagMatches(item, request.headers['if-match'])) return preconditionFailed;
      Object.assign(item.values, request.body as Record<string, unknown>);
      item.etagVersion += 1;
      if (list.EnableVersioning) item.uiVersion += 1;
      item.Modified = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      item.EditorId = model.userOfToken(site, request.headers.authorization);
      return { status: 204 };
    }),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i, verbs: ['DELETE'],
    answer: withItem((_site, list, item, request) => {
      if (!etagMatches(item, request.headers['if-match'])) return preconditionFailed;
      list.items.splice(list.items.indexOf(item), 1);
      return { status: 200 };
    }),
  },
  {
    // A new-document update (bNewDocumentUpdate): values change, no version, Modified and Editor stay.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/validateupdatelistitem$/i, verbs: ['POST'],
    answer: withItem((_site, _list, item, request) => {
      const { formValues } = request.body as { formValues: { FieldName: string; FieldValue: string }[] };
      for (const { FieldName, FieldValue } of formValues) item.values[FieldName] = Number.isNaN(Number(FieldValue)) || FieldValue === '' ? FieldValue : Number(FieldValue);
      item.etagVersion += 1;
      return json({ value: formValues.map(({ FieldName, FieldValue }) => ({ FieldName, FieldValue, HasException: false, ErrorMessage: null, ItemId: item.Id })) });
    }),
  },
];
