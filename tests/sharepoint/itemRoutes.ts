import { randomUUID } from 'node:crypto';
import { type ModelItem, type ModelList, type ModelSite, rootFolderUrl } from './model';
import { type SpAnswer, type SpRoute, json, notFound, withItem } from './answers';

// Shapes: learn.microsoft.com, "Working with lists and list items with REST" (items, IF-MATCH, MERGE and
// DELETE through X-HTTP-Method, ValidateUpdateListItem) and "Use OData query operations in SharePoint
// REST requests" ($top up to 5,000; paging through odata.nextLink with $skiptoken=Paged=TRUE&p_ID=n).
// Assumptions: the item's odata.etag is its version counter quoted ("1"), which every change raises,
// system updates too; a filter on a column without an index in a list over 5,000 items fails with
// SPQueryThrottledException (HTTP 500), as SharePoint Online answers past the list view threshold.

export const THRESHOLD = 5_000;

export function itemJson(site: ModelSite, list: ModelList, item: ModelItem) {
  return {
    'odata.type': `SP.Data.${list.Title.replace(/\W/g, '')}ListItem`,
    'odata.id': `${site.url}/_api/Web/Lists(guid'${list.Id}')/Items(${item.Id})`,
    'odata.etag': `"${item.etagVersion}"`,
    Id: item.Id,
    ID: item.Id,
    Created: item.Created,
    Modified: item.Modified,
    AuthorId: item.AuthorId,
    EditorId: item.EditorId,
    OData__UIVersionString: `${item.uiVersion}.0`,
    // Assumption: SharePoint answers no count (null) for an item nobody commented on.
    OData__CommentCount: item.comments?.length || null,
    Attachments: (item.attachments?.size ?? 0) > 0,
    FSObjType: item.isFolder ? 1 : 0,
    FileDirRef: item.folder ? `${rootFolderUrl(site, list)}/${item.folder}` : rootFolderUrl(site, list),
    ...item.values,
  };
}

/** Keeps the item's state as a version: a new one when the list keeps versions and the change makes one, else the last one changes. */
/** A change by a person: a new ETag, a new version where the list keeps them, the person and the time as Editor and Modified. */
export function versionChanged(list: ModelList, item: ModelItem, editorId: number): void {
  item.etagVersion += 1;
  if (list.EnableVersioning) item.uiVersion += 1;
  item.Modified = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  item.EditorId = editorId;
  snapshot(list, item, true);
}

function snapshot(list: ModelList, item: ModelItem, newVersion: boolean): void {
  const entry = { uiVersion: item.uiVersion, values: { ...item.values }, editorId: item.EditorId, at: item.Modified };
  item.history ??= [];
  if (newVersion && list.EnableVersioning) item.history.push(entry);
  else item.history[Math.max(0, item.history.length - 1)] = { ...entry, uiVersion: item.history.at(-1)?.uiVersion ?? item.uiVersion };
}

/** `Status eq 'Open' and ParentId eq 1`: the equality filters the adapter sends. */
function matcher(filter: string | null): { columns: string[]; test: (item: ModelItem) => boolean } {
  if (!filter) return { columns: [], test: () => true };
  const clauses = filter.split(/\s+and\s+/i).map((clause) => {
    const [, column, literal] = /^(\w+) eq (.+)$/.exec(clause.trim()) ?? [];
    const value = literal?.startsWith("'")
      ? literal.slice(1, -1).replace(/''/g, "'")
      : literal === 'true' || literal === 'false'
        ? literal === 'true'
        : Number(literal);
    return { column, value };
  });
  return {
    columns: clauses.map((clause) => clause.column),
    test: (item) =>
      clauses.every(({ column, value }) => {
        const stored = item.values[column];
        return Array.isArray(stored) ? stored.includes(value) : stored === value;
      }),
  };
}

export function indexed(list: ModelList, column: string): boolean {
  const name = column.replace(/Id$/, '');
  return (
    list.fields.some((field) => (field.InternalName === column || field.InternalName === name) && field.Indexed === true) || column === 'Id'
  );
}

export const throttled: SpAnswer = {
  status: 500,
  body: {
    'odata.error': {
      code: '-2147024860, Microsoft.SharePoint.SPQueryThrottledException',
      message: { lang: 'en-US', value: 'The attempted operation is prohibited because it exceeds the list view threshold.' },
    },
  },
};

function page(site: ModelSite, list: ModelList, query: URLSearchParams): SpAnswer {
  const top = Math.min(Number(query.get('$top') ?? 100), THRESHOLD);
  const filter = matcher(query.get('$filter'));
  if (list.items.length > THRESHOLD && filter.columns.some((column) => !indexed(list, column))) {
    return throttled;
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

/** SharePoint's answer to a new item of a content type its list does not have. */
const outOfRange: SpAnswer = {
  status: 400,
  body: {
    'odata.error': {
      code: '-2147024809, System.ArgumentException',
      message: { lang: 'en-US', value: 'Value does not fall within the expected range.' },
    },
  },
};

const hasContentType = (list: ModelList, id: unknown) => list.contentTypes.some((own) => own.toLowerCase() === String(id).toLowerCase());

const preconditionFailed: SpAnswer = {
  status: 412,
  body: {
    'odata.error': {
      code: '-1, Microsoft.SharePoint.Client.ClientServiceException',
      message: { lang: 'en-US', value: "The request ETag value '\"1\"' does not match the object's ETag value." },
    },
  },
};

function etagMatches(item: ModelItem, ifMatch: string | string[] | undefined): boolean {
  const wanted = String(ifMatch ?? '*');
  return wanted === '*' || wanted === `"${item.etagVersion}"`;
}

/** A version's values as SP.ListItemVersion has them: people and lookups as { LookupId, LookupValue } under the field's own name. */
function versionValues(site: ModelSite, list: ModelList, values: Record<string, unknown>): Record<string, unknown> {
  const converted: Record<string, unknown> = { ...values };
  for (const field of list.fields.filter((candidate) => /^(User|Lookup)/.test(candidate.TypeAsString))) {
    const ids = converted[`${field.InternalName}Id`];
    delete converted[`${field.InternalName}Id`];
    if (ids === undefined || ids === null) continue;
    const lookup = (id: number) => ({ LookupId: id, LookupValue: site.users.find((user) => user.Id === id)?.Title ?? String(id) });
    converted[field.InternalName] = Array.isArray(ids) ? ids.map(lookup) : lookup(Number(ids));
  }
  return converted;
}

/**
 * A form value as the item keeps it: numbers for number fields, '' as null, text otherwise; a lookup's
 * ids ("3", or "3;#;#4" for several) under `{name}Id`, where an item answer carries them.
 */
function formEntry(list: ModelList, name: string, value: string): Record<string, unknown> {
  const type = list.fields.find((field) => field.InternalName === name)?.TypeAsString;
  if (type === 'Lookup' || type === 'LookupMulti') {
    const ids = value
      .split(';#')
      .filter((part) => part !== '')
      .map(Number);
    return { [`${name}Id`]: type === 'LookupMulti' ? ids : (ids[0] ?? null) };
  }
  if (value === '') return { [name]: null };
  return { [name]: type === 'Number' || type === 'Currency' ? Number(value) : value };
}

export const itemRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/versions$/i,
    verbs: ['GET'],
    answer: withItem((site, list, item) =>
      json({
        value: [...(item.history ?? [])].reverse().map((version, index) => ({
          'odata.type': 'SP.ListItemVersion',
          VersionId: version.uiVersion * 512,
          VersionLabel: `${version.uiVersion}.0`,
          IsCurrentVersion: index === 0,
          // SharePoint Online writes a version's Created without a zone (it is UTC), the item's Modified with its Z.
          Created: version.at.replace(/Z$/, ''),
          Editor: { LookupId: version.editorId, LookupValue: site.users.find((user) => user.Id === version.editorId)?.Title ?? '' },
          ...versionValues(site, list, version.values),
        })),
      }),
    ),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items$/i,
    verbs: ['GET', 'POST'],
    answer: (request, match, model) => {
      const list = model.list(request.site, match[1].replace(/^guid/i, '').replace(/'/g, ''));
      if (!list) return notFound('List does not exist.');
      if (request.verb === 'GET') return page(request.site, list, request.query);
      if (list.BaseType === 1) {
        return {
          status: 400,
          body: {
            'odata.error': {
              code: '-2147024809, System.ArgumentException',
              message: { lang: 'en-US', value: 'To add an item to a document library, use SPFileCollection.Add()' },
            },
          },
        };
      }
      if (model.refuseItem?.(request.body as Record<string, unknown>)) {
        return {
          status: 400,
          body: {
            'odata.error': {
              code: '-2130575169, Microsoft.SharePoint.SPDuplicateValuesFoundException',
              message: { lang: 'en-US', value: 'This value already exists in the list.' },
            },
          },
        };
      }
      const values = request.body as Record<string, unknown>;
      // An item is of one of its list's content types, the list's default unless the body names another.
      const contentTypeId = values.ContentTypeId ?? list.contentTypes[0];
      if (!hasContentType(list, contentTypeId)) return outOfRange;
      const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      const author = model.userOfToken(request.site, request.headers.authorization);
      const item: ModelItem = {
        Id: list.nextItemId++,
        values: { ...values, ContentTypeId: contentTypeId },
        Created: now,
        Modified: now,
        AuthorId: author,
        EditorId: author,
        etagVersion: 1,
        uiVersion: 1,
      };
      list.items.push(item);
      snapshot(list, item, true);
      return json(itemJson(request.site, list, item));
    },
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i,
    verbs: ['GET'],
    answer: withItem((site, list, item) => json(itemJson(site, list, item))),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i,
    verbs: ['MERGE'],
    answer: withItem((site, list, item, request, model) => {
      if (!etagMatches(item, request.headers['if-match'])) return preconditionFailed;
      const changes = request.body as Record<string, unknown>;
      if (changes.ContentTypeId !== undefined && !hasContentType(list, changes.ContentTypeId)) return outOfRange;
      Object.assign(item.values, changes);
      versionChanged(list, item, model.userOfToken(site, request.headers.authorization));
      return { status: 204 };
    }),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)$/i,
    verbs: ['DELETE'],
    answer: withItem((_site, list, item, request) => {
      if (!etagMatches(item, request.headers['if-match'])) return preconditionFailed;
      list.items.splice(list.items.indexOf(item), 1);
      return { status: 200 };
    }),
  },
  {
    // Recycle: the item leaves the list for the site's recycle bin, with its comments, attachments and versions,
    // and the answer is the recycle bin item's id (SP.ListItem.recycle, an Edm.Guid).
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/recycle$/i,
    verbs: ['POST'],
    answer: withItem((site, list, item, request, model) => {
      const id = randomUUID();
      list.items.splice(list.items.indexOf(item), 1);
      model.recycleBin.set(id, { site, list, item, deletedBy: model.userOfToken(site, request.headers.authorization) });
      return json({ 'odata.metadata': `${site.url}/_api/$metadata#Edm.Guid`, value: id });
    }),
  },
  {
    // Restore (SP.RecycleBinItem.Restore): a person sees only what they deleted themselves in the first-stage
    // recycle bin, so another's item, or one restored already, is not found.
    pattern: /^web\/recyclebin\('([^']+)'\)\/restore$/i,
    verbs: ['POST'],
    answer: (request, match, model) => {
      const kept = model.recycleBin.get(match[1].toLowerCase());
      if (!kept || kept.site !== request.site || kept.deletedBy !== model.userOfToken(request.site, request.headers.authorization))
        return notFound('Item does not exist. It may have been deleted by another user.');
      model.recycleBin.delete(match[1].toLowerCase());
      kept.list.items.push(kept.item);
      kept.list.items.sort((a, b) => a.Id - b.Id);
      return json({ 'odata.null': true });
    },
  },
  {
    // A new-document update (bNewDocumentUpdate): values change, no version, Modified and Editor stay.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/validateupdatelistitem$/i,
    verbs: ['POST'],
    answer: withItem((_site, list, item, request) => {
      const { formValues } = request.body as { formValues: { FieldName: string; FieldValue: string }[] };
      for (const { FieldName, FieldValue } of formValues) Object.assign(item.values, formEntry(list, FieldName, FieldValue));
      item.etagVersion += 1;
      snapshot(list, item, false);
      return json({
        value: formValues.map(({ FieldName, FieldValue }) => ({
          FieldName,
          FieldValue,
          HasException: false,
          ErrorMessage: null,
          ItemId: item.Id,
        })),
      });
    }),
  },
];
