import { FIELD_TYPE_ENUMERATION } from '@listboard/shared';
import { type ModelField, type ModelList, type ModelSite, type SharePointModel, rootFolderUrl } from './model';
import { type SpAnswer, type SpRoute, json, notFound } from './answers';

// Shapes: learn.microsoft.com, "Working with lists and list items with REST" (lists, $expand=Fields),
// "Field, FieldCollection" REST reference (createfieldasxml, getbyinternalnameortitle, MERGE of a field),
// "SP.SecurableObject.getUserEffectivePermissions" (a BasePermissions { High, Low }).
// Assumption: MERGE of a choice field takes `Choices` as a plain array with odata=nometadata, as PnP sends it.

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A field from its schema XML, the way SharePoint stores what createfieldasxml is given. */
export function fieldFromXml(xml: string): ModelField {
  const attributes = Object.fromEntries(
    [...xml.slice(0, xml.indexOf('>')).matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, unescape(value)]),
  );
  const declared = attributes.Type;
  const typeName = declared === 'UserMulti' ? 'User' : declared === 'LookupMulti' ? 'Lookup' : declared;
  const kind = FIELD_TYPE_ENUMERATION.indexOf(typeName as (typeof FIELD_TYPE_ENUMERATION)[number]);
  const choices = [...xml.matchAll(/<CHOICE>(.*?)<\/CHOICE>/g)].map(([, choice]) => unescape(choice));
  const defaultValue = /<Default>(.*?)<\/Default>/.exec(xml)?.[1];
  const field: ModelField = {
    InternalName: attributes.Name,
    Title: attributes.DisplayName ?? attributes.Name,
    FieldTypeKind: kind,
    TypeAsString: declared,
    Required: attributes.Required === 'TRUE',
    ReadOnlyField: false,
    Hidden: attributes.Hidden === 'TRUE',
    AllowMultipleValues: attributes.Mult === 'TRUE' || declared === 'MultiChoice',
  };
  if (choices.length > 0 || typeName === 'Choice' || typeName === 'MultiChoice')
    Object.assign(field, { Choices: choices, FillInChoice: attributes.FillInChoice === 'TRUE' });
  if (defaultValue !== undefined) field.DefaultValue = unescape(defaultValue);
  if (typeName === 'Note') Object.assign(field, { RichText: attributes.RichText === 'TRUE', AppendOnly: attributes.AppendOnly === 'TRUE' });
  if (typeName === 'DateTime') field.DisplayFormat = attributes.Format === 'DateOnly' ? 0 : 1;
  if (typeName === 'Number' || typeName === 'Currency') {
    Object.assign(field, {
      MinimumValue: attributes.Min ? Number(attributes.Min) : -Number.MAX_VALUE,
      MaximumValue: attributes.Max ? Number(attributes.Max) : Number.MAX_VALUE,
      ShowAsPercentage: attributes.Percentage === 'TRUE',
    });
  }
  if (typeName === 'Currency' && attributes.LCID) field.CurrencyLocaleId = Number(attributes.LCID);
  if (typeName === 'Lookup') Object.assign(field, { LookupList: attributes.List, LookupField: attributes.ShowField ?? 'Title' });
  if (typeName === 'User') field.SelectionMode = attributes.UserSelectionMode === 'PeopleAndGroups' ? 1 : 0;
  return field;
}

const fieldJson = (field: ModelField) => ({ 'odata.type': `SP.Field${field.TypeAsString === 'Text' ? 'Text' : ''}`, ...field });

function listJson(site: ModelSite, list: ModelList) {
  return {
    'odata.type': 'SP.List',
    'odata.id': `${site.url}/_api/Web/Lists(guid'${list.Id}')`,
    'odata.etag': '"1"',
    Id: list.Id,
    Title: list.Title,
    Description: list.Description,
    BaseType: list.BaseType,
    BaseTemplate: list.BaseTemplate,
    EnableVersioning: list.EnableVersioning,
    Hidden: list.Hidden,
    ItemCount: list.items.length,
    Fields: list.fields.map(fieldJson),
    ContentTypes: list.contentTypes.map((StringId) => ({ 'odata.type': 'SP.ContentType', StringId })),
    RootFolder: { 'odata.type': 'SP.Folder', ServerRelativeUrl: rootFolderUrl(site, list) },
  };
}

/** The list of a route's `lists('id')` (PnP names lists by id in quotes, SharePoint also by guid'id'). */
function listAt(model: SharePointModel, site: ModelSite, id: string): ModelList | undefined {
  return model.list(site, id.replace(/^guid/i, '').replace(/'/g, ''));
}

const withList =
  (
    answer: (
      site: ModelSite,
      list: ModelList,
      match: RegExpMatchArray,
      body: unknown,
      model: SharePointModel,
      query: URLSearchParams,
    ) => SpAnswer,
  ): SpRoute['answer'] =>
  ({ site, body, query }, match, model) => {
    const list = listAt(model, site, match[1]);
    return list ? answer(site, list, match, body, model, query) : notFound('List does not exist.');
  };

function fieldIn(list: ModelList, name: string): ModelField | undefined {
  return (
    list.fields.find((field) => field.InternalName.toLowerCase() === name.toLowerCase()) ??
    list.fields.find((field) => field.Title === name)
  );
}

export const listRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists$/i,
    verbs: ['GET'],
    answer: ({ site, query }) =>
      json({
        value: site.lists
          .filter((list) => !/Hidden eq false/i.test(query.get('$filter') ?? '') || !list.Hidden)
          .map((list) => listJson(site, list)),
      }),
  },
  {
    pattern: /^web\/lists$/i,
    verbs: ['POST'],
    answer: ({ site, body }, _match, model) => {
      const { Title, Description, BaseTemplate, EnableVersioning } = body as {
        Title: string;
        Description?: string;
        BaseTemplate?: number;
        EnableVersioning?: boolean;
      };
      if (site.lists.some((list) => list.Title.toLowerCase() === Title.toLowerCase())) {
        return {
          status: 500,
          body: {
            'odata.error': {
              code: '-2130575342, Microsoft.SharePoint.SPException',
              message: {
                lang: 'en-US',
                value: `A list, survey, discussion board, or document library with the specified title already exists in this Web site.  Please choose another title.`,
              },
            },
          },
        };
      }
      return json(
        listJson(
          site,
          model.addList(site, Title, { library: BaseTemplate === 101, description: Description, versioning: EnableVersioning }),
        ),
      );
    },
  },
  { pattern: /^web\/lists\(([^)]+)\)$/i, verbs: ['GET'], answer: withList((site, list) => json(listJson(site, list))) },
  {
    pattern: /^web\/lists\(([^)]+)\)$/i,
    verbs: ['MERGE'],
    answer: withList((_site, list, _match, body) => {
      Object.assign(list, body as Partial<ModelList>);
      return { status: 204 };
    }),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/fields\/createfieldasxml$/i,
    verbs: ['POST'],
    answer: withList((_site, list, _match, body) => {
      const field = fieldFromXml((body as { parameters: { SchemaXml: string } }).parameters.SchemaXml);
      if (fieldIn(list, field.InternalName))
        return {
          status: 500,
          body: {
            'odata.error': {
              code: '-2130575340, Microsoft.SharePoint.SPException',
              message: { lang: 'en-US', value: `A duplicate field name "${field.InternalName}" was found.` },
            },
          },
        };
      list.fields.push(field);
      return json(fieldJson(field));
    }),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/fields\/getbyinternalnameortitle\('(.+)'\)$/i,
    verbs: ['GET', 'MERGE'],
    answer: (request, match, model) =>
      withList((_site, list) => {
        const field = fieldIn(list, match[2].replace(/''/g, "'"));
        if (!field) return notFound(`Column '${match[2]}' does not exist.`);
        if (request.verb === 'GET') return json(fieldJson(field));
        Object.assign(field, request.body as Partial<ModelField>);
        return { status: 204 };
      })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/getusereffectivepermissions\(@user\)$/i,
    verbs: ['GET'],
    answer: withList((site, list, _match, _body, model, query) => {
      const claim = (query.get('@user') ?? '').replace(/^'|'$/g, '');
      return json({ 'odata.type': 'SP.BasePermissions', ...model.permissionsOf(site, list, claim.slice(claim.lastIndexOf('|') + 1)) });
    }),
  },
];
