import { type CamlElement, findCaml, parseCaml } from '@listboard/functions/host-api';
import type { ModelItem, ModelList, ModelSite, ModelView, SharePointModel } from './model';
import { type SpAnswer, type SpRoute, json, notFound } from './answers';
import { THRESHOLD, indexed, itemJson, throttled } from './itemRoutes';

// Shapes: learn.microsoft.com, "View, ViewCollection" REST reference (lists(guid'..')/views, views('id'),
// SP.View's Id, Title, ViewQuery, Hidden, DefaultView), "SP.List.getItems" (POST lists(guid'..')/getitems with
// { query: { ViewXml, ListItemCollectionPosition: { PagingInfo } } }, answering the items as /items does) and the
// CAML query schema (Where, And, Or, Eq, Neq, Gt, Lt, Geq, Leq, Contains, BeginsWith, IsNull, IsNotNull, FieldRef
// with LookupId, Value Type). Assumptions: text compares without regard to letter case, as SharePoint's
// collation does; a filter on a column without an index in a list over 5,000 items is throttled, as /items is.
// The test server applies only the comparisons above: any other CAML element answers 400 naming it, never a 500.

type Scalar = string | number | boolean | null;

function viewJson(site: ModelSite, list: ModelList, view: ModelView) {
  return {
    'odata.type': 'SP.View',
    'odata.id': `${site.url}/_api/Web/Lists(guid'${list.Id}')/Views(guid'${view.Id}')`,
    ...view,
    ListViewXml: `<View Name="{${view.Id.toUpperCase()}}" DisplayName="${view.Title}"><Query>${view.ViewQuery}</Query><RowLimit Paged="TRUE">30</RowLimit></View>`,
  };
}

class UnsupportedCaml extends Error {}

/** What an item holds for a FieldRef: people and lookups by id, the system columns from the item itself. */
function storedOf(list: ModelList, item: ModelItem, fieldRef: CamlElement): unknown {
  const name = fieldRef.attributes.Name;
  if (name === 'ID') return item.Id;
  if (name === 'Created' || name === 'Modified') return item[name];
  if (name === 'Author' || name === 'Editor') return item[`${name}Id`];
  const type = list.fields.find((field) => field.InternalName === name)?.TypeAsString ?? '';
  return /^(User|Lookup)/.test(type) ? item.values[`${name}Id`] : item.values[name];
}

function typed(value: unknown, type: string): Scalar {
  if (value === null || value === undefined || value === '') return null;
  if (/^(Number|Integer|Counter|Currency|Lookup|User)$/.test(type)) return Number(value);
  if (type === 'DateTime') return Date.parse(String(value));
  if (type === 'Boolean') return value === true || value === 1 || value === '1' || String(value).toLowerCase() === 'true';
  return String(value).toLowerCase();
}

function compares(operator: string, stored: Scalar, wanted: Scalar): boolean {
  if (stored === null || wanted === null) return operator === 'Neq' && stored !== wanted;
  switch (operator) {
    case 'Eq':
      return stored === wanted;
    case 'Neq':
      return stored !== wanted;
    case 'Gt':
      return stored > wanted;
    case 'Lt':
      return stored < wanted;
    case 'Geq':
      return stored >= wanted;
    case 'Leq':
      return stored <= wanted;
    case 'Contains':
      return String(stored).includes(String(wanted));
    default:
      return String(stored).startsWith(String(wanted));
  }
}

function holds(list: ModelList, item: ModelItem, element: CamlElement): boolean {
  const [first, second] = element.children;
  if (element.name === 'And') return holds(list, item, first) && holds(list, item, second);
  if (element.name === 'Or') return holds(list, item, first) || holds(list, item, second);
  const fieldRef = element.children.find((child) => child.name === 'FieldRef');
  if (!fieldRef || !['Eq', 'Neq', 'Gt', 'Lt', 'Geq', 'Leq', 'Contains', 'BeginsWith', 'IsNull', 'IsNotNull'].includes(element.name)) {
    throw new UnsupportedCaml(element.name);
  }
  const stored = storedOf(list, item, fieldRef);
  const values = Array.isArray(stored) ? stored : [stored];
  if (element.name === 'IsNull' || element.name === 'IsNotNull')
    return values.every((v) => typed(v, 'Text') === null) === (element.name === 'IsNull');
  const value = element.children.find((child) => child.name === 'Value');
  if (!value || value.children.length > 0) throw new UnsupportedCaml(value?.children[0]?.name ?? `${element.name} without Value`);
  const type = value.attributes.Type ?? 'Text';
  const test = (v: unknown) => compares(element.name, typed(v, type), typed(value.text, type));
  return element.name === 'Neq' ? values.every(test) : values.some(test);
}

const badQuery = (message: string): SpAnswer => ({
  status: 400,
  body: { 'odata.error': { code: '-2147024809, System.ArgumentException', message: { lang: 'en-US', value: message } } },
});

/**
 * A CAML query's View Scope: the root folder's items and folders without one, every item in every folder with
 * Recursive, and the folders too with RecursiveAll (learn.microsoft.com, "View element (List)").
 */
function scopeOf(scope: string | undefined): (item: ModelItem) => boolean {
  if (scope === 'RecursiveAll') return () => true;
  if (scope === 'Recursive') return (item) => !item.isFolder;
  return (item) => !item.folder;
}

function getItems(site: ModelSite, list: ModelList, body: unknown): SpAnswer {
  const query = (body as { query?: { ViewXml?: string; ListItemCollectionPosition?: { PagingInfo?: string } } }).query ?? {};
  let elements: CamlElement[];
  try {
    elements = parseCaml(query.ViewXml ?? '<View />');
  } catch (error) {
    return badQuery(`Cannot complete this action. The query is not valid CAML: ${(error as Error).message}`);
  }
  const where = findCaml(elements, 'Where')?.children[0];
  const columns = [...(query.ViewXml ?? '').matchAll(/<Where>[\s\S]*<\/Where>/g)].flatMap(([text]) =>
    [...text.matchAll(/<FieldRef\s+Name=["']([^"']+)["']/g)].map(([, name]) => name),
  );
  if (list.items.length > THRESHOLD && columns.some((column) => !indexed(list, column))) return throttled;
  const rowLimit = Math.min(Number(findCaml(elements, 'RowLimit')?.text || 100), THRESHOLD);
  const after = Number(/p_ID=(\d+)/.exec(query.ListItemCollectionPosition?.PagingInfo ?? '')?.[1] ?? 0);
  try {
    const inScope = scopeOf(findCaml(elements, 'View')?.attributes.Scope);
    const matching = list.items.filter((item) => item.Id > after && inScope(item) && (!where || holds(list, item, where)));
    return json({ value: matching.slice(0, rowLimit).map((item) => itemJson(site, list, item)) });
  } catch (error) {
    if (error instanceof UnsupportedCaml) return badQuery(`The test server does not apply the CAML element <${error.message}>.`);
    throw error;
  }
}

const listOf = (model: SharePointModel, site: ModelSite, id: string) => model.list(site, id.replace(/^guid/i, '').replace(/'/g, ''));

export const viewRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists\(([^)]+)\)\/views$/i,
    verbs: ['GET'],
    answer: (request, match, model) => {
      const list = listOf(model, request.site, match[1]);
      return list ? json({ value: list.views.map((view) => viewJson(request.site, list, view)) }) : notFound('List does not exist.');
    },
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/views\(([^)]+)\)$/i,
    verbs: ['GET'],
    answer: (request, match, model) => {
      const list = listOf(model, request.site, match[1]);
      const id = match[2].replace(/^guid/i, '').replace(/['{}]/g, '').toLowerCase();
      const view = list?.views.find((candidate) => candidate.Id.toLowerCase() === id);
      return list && view
        ? json(viewJson(request.site, list, view))
        : notFound('The view does not exist. It may have been deleted by another user.');
    },
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/getitems$/i,
    verbs: ['POST'],
    answer: (request, match, model) => {
      const list = listOf(model, request.site, match[1]);
      return list ? getItems(request.site, list, request.body) : notFound('List does not exist.');
    },
  },
];
