import { FIELD_TYPE_ENUMERATION } from '@listboard/shared';
import type { ModelField, ModelGroup, ModelSite, ModelUser } from './model';
import { type SpRoute, json, notFound } from './answers';

// Shapes: learn.microsoft.com, "Complete basic operations using SharePoint REST endpoints" (web),
// "SharePoint Search REST API overview" (postquery: PrimaryQueryResult.RelevantResults.Table.Rows[].Cells[]),
// "Users, groups, and roles REST API reference" (siteusers, ensureuser). Answered as odata=minimalmetadata.

const userJson = (site: ModelSite, user: ModelUser) => ({
  'odata.type': 'SP.User',
  'odata.id': `${site.url}/_api/Web/GetUserById(${user.Id})`,
  Id: user.Id,
  Title: user.Title,
  Email: user.Email,
  LoginName: user.LoginName,
  IsSiteAdmin: user.IsSiteAdmin,
  PrincipalType: 1,
  Groups: user.groups.flatMap((title) => {
    const group = site.groups.find((candidate) => candidate.Title === title);
    return group ? [groupJson(site, group)] : [];
  }),
});

/** SP.Group as "Users, groups, and roles REST API reference" lists its properties (PrincipalType 8: a SharePoint group). */
const groupJson = (site: ModelSite, group: ModelGroup) => ({
  'odata.type': 'SP.Group',
  'odata.id': `${site.url}/_api/Web/SiteGroups/GetById(${group.Id})`,
  Id: group.Id,
  IsHiddenInUI: group.IsHiddenInUI,
  LoginName: group.Title,
  Title: group.Title,
  PrincipalType: 8,
  AllowMembersEditMembership: false,
  AllowRequestToJoinLeave: false,
  AutoAcceptRequestToJoinLeave: false,
  Description: group.Description,
  OnlyAllowMembersViewMembership: false,
  OwnerTitle: `${site.title} Owners`,
  RequestToJoinLeaveEmailSetting: null,
});

/** `@v='i:0#.f|membership|ann@contoso.com'`: a parameter alias, quoted, with quotes doubled inside. */
const aliasValue = (query: URLSearchParams, name: string) => (query.get(name) ?? '').replace(/^'|'$/g, '').replace(/''/g, "'");

/**
 * One people picker suggestion, as SharePoint Online's tenant provider gives it (Key is the person's
 * claim; EntityData carries the mail). The service answers a JSON *string* of these: an Edm.String,
 * so `value` in minimal metadata ("d": {"ClientPeoplePickerSearchUser": ...} in verbose). Assumption,
 * the shape being documented only by example: SharePoint matches the start of any word of the
 * display name, or the start of the mail.
 */
const pickerEntity = (login: string, person: { name: string; email: string }) => ({
  Key: `i:0#.f|membership|${login}`,
  Description: person.email,
  DisplayText: person.name,
  EntityType: 'User',
  ProviderDisplayName: 'Tenant',
  ProviderName: 'Tenant',
  IsResolved: true,
  MultipleMatches: [],
  EntityData: { IsAltSecIdPresent: 'False', Title: '', Email: person.email, MobilePhone: '', ObjectId: '', Department: '' },
});

const pickerMatches = (text: string, person: { name: string; email: string }) => {
  const wanted = text.toLowerCase();
  return (
    person.email.toLowerCase().startsWith(wanted) ||
    person.name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(wanted)) ||
    person.name.toLowerCase().startsWith(wanted)
  );
};

const contentTypeField = (InternalName: string, Title: string, TypeAsString: string, extra: Partial<ModelField> = {}): ModelField => ({
  InternalName,
  Title,
  FieldTypeKind: FIELD_TYPE_ENUMERATION.indexOf(TypeAsString as (typeof FIELD_TYPE_ENUMERATION)[number]),
  TypeAsString,
  Required: false,
  ReadOnlyField: false,
  Hidden: false,
  ...extra,
});

/** SharePoint's built-in Item, Document and Task content types, with the fields a board sees of each (Task's as SharePoint ships them). */
const TITLE = contentTypeField('Title', 'Title', 'Text', { Required: true });
const CONTENT_TYPES: { StringId: string; Name: string; fields: ModelField[] }[] = [
  { StringId: '0x01', Name: 'Item', fields: [TITLE] },
  {
    StringId: '0x0101',
    Name: 'Document',
    fields: [contentTypeField('FileLeafRef', 'Name', 'File', { Required: true }), { ...TITLE, Required: false }],
  },
  {
    StringId: '0x0108',
    Name: 'Task',
    fields: [
      TITLE,
      contentTypeField('Priority', 'Priority', 'Choice', { Choices: ['(1) High', '(2) Normal', '(3) Low'], DefaultValue: '(2) Normal' }),
      contentTypeField('Status', 'Task Status', 'Choice', {
        Choices: ['Not Started', 'In Progress', 'Completed', 'Deferred', 'Waiting on someone else'],
        DefaultValue: 'Not Started',
      }),
      contentTypeField('AssignedTo', 'Assigned To', 'User', { AllowMultipleValues: true, SelectionMode: 1 }),
      contentTypeField('DueDate', 'Due Date', 'DateTime', { DisplayFormat: 0 }),
      contentTypeField('Body', 'Description', 'Note', { RichText: true }),
      contentTypeField('ContentType', 'Content Type', 'Computed', { Hidden: false }),
    ],
  },
];

const cell = (Key: string, Value: string) => ({ Key, Value, ValueType: 'Edm.String' });

export const siteRoutes: SpRoute[] = [
  {
    pattern: /^web$/i,
    verbs: ['GET'],
    answer: ({ site }) =>
      json({
        'odata.type': 'SP.Web',
        'odata.id': `${site.url}/_api/Web`,
        Title: site.title,
        Url: site.url,
        Description: site.description,
        Language: site.language,
      }),
  },
  {
    // Every site of the tenant is a search result for its own users (the test tenant does not trim by rights).
    pattern: /^search\/postquery$/i,
    verbs: ['POST'],
    answer: (_request, _match, model) => {
      const rows = [...model.sites.values()].map((site) => ({
        Cells: [cell('Title', site.title), cell('Path', site.url), cell('Description', site.description)],
      }));
      return json({
        ElapsedTime: 12,
        PrimaryQueryResult: {
          RelevantResults: {
            RowCount: rows.length,
            TotalRows: rows.length,
            TotalRowsIncludingDuplicates: rows.length,
            Table: { Rows: rows },
          },
        },
      });
    },
  },
  {
    // The site's own content types and the ones it inherits (SP.Web.AvailableContentTypes).
    pattern: /^web\/availablecontenttypes$/i,
    verbs: ['GET'],
    answer: () => json({ value: CONTENT_TYPES.map(({ StringId, Name }) => ({ 'odata.type': 'SP.ContentType', StringId, Name })) }),
  },
  {
    // One of them by id, with its fields when $expand=Fields asks (SP.ContentType.Fields, the same SP.Field shape as a list's).
    // Assumption: an id the web does not have is a null entity, as SharePoint answers a missing member of a collection.
    pattern: /^web\/availablecontenttypes\('(.*)'\)$/i,
    verbs: ['GET'],
    answer: ({ query }, match) => {
      const type = CONTENT_TYPES.find((candidate) => candidate.StringId.toLowerCase() === match[1].toLowerCase());
      if (!type) return json({ 'odata.null': true });
      const expanded = /\bFields\b/i.test(query.get('$expand') ?? '');
      return json({
        'odata.type': 'SP.ContentType',
        StringId: type.StringId,
        Name: type.Name,
        ...(expanded && { Fields: type.fields.map((field) => ({ 'odata.type': 'SP.Field', ...field })) }),
      });
    },
  },
  {
    pattern: /^web\/siteusers$/i,
    verbs: ['GET'],
    answer: ({ site }) => json({ value: site.users.map((user) => userJson(site, user)) }),
  },
  {
    pattern: /^web\/sitegroups$/i,
    verbs: ['GET'],
    answer: ({ site }) => json({ value: site.groups.map((group) => groupJson(site, group)) }),
  },
  {
    // PnP's getById addresses a group as sitegroups(5); SharePoint also answers sitegroups/getbyid(5).
    // A group that is not there: "Group cannot be found." (SharePoint's 404 for a missing principal).
    pattern: /^web\/sitegroups(?:\/getbyid)?\((\d+)\)\/users$/i,
    verbs: ['GET'],
    answer: ({ site }, match) => {
      const group = site.groups.find((candidate) => candidate.Id === Number(match[1]));
      if (!group) return notFound('Group cannot be found.');
      return json({ value: site.users.filter((user) => user.groups.includes(group.Title)).map((user) => userJson(site, user)) });
    },
  },
  {
    pattern: /^web\/siteusers\(@v\)$/i,
    verbs: ['GET'],
    answer: ({ site, query }) => {
      const login = aliasValue(query, '@v').toLowerCase();
      const user = site.users.find((candidate) => candidate.LoginName.toLowerCase() === login);
      return user ? json(userJson(site, user)) : notFound('User cannot be found.');
    },
  },
  {
    pattern: /^sp\.ui\.applicationpages\.clientpeoplepickerwebserviceinterface\.clientpeoplepickersearchuser$/i,
    verbs: ['POST'],
    answer: ({ body }, _match, model) => {
      const params = (body as { queryParams?: { QueryString?: string; MaximumEntitySuggestions?: number } }).queryParams ?? {};
      const text = String(params.QueryString ?? '');
      const found = [...model.directory.entries()].filter(([, person]) => text.length > 0 && pickerMatches(text, person));
      const entities = found.slice(0, params.MaximumEntitySuggestions ?? 30).map(([login, person]) => pickerEntity(login, person));
      return json({ 'odata.metadata': 'https://contoso.sharepoint.com/_api/$metadata#Edm.String', value: JSON.stringify(entities) });
    },
  },
  {
    pattern: /^web\/ensureuser$/i,
    verbs: ['POST'],
    answer: ({ site, body }, _match, model) => {
      const claim = String((body as { logonName?: string }).logonName ?? '');
      const login = claim.slice(claim.lastIndexOf('|') + 1).toLowerCase();
      const person = model.directory.get(login);
      if (!person) return notFound(`The specified user ${claim} could not be found.`);
      return json(userJson(site, model.addUser(site, login, person.name)));
    },
  },
];
