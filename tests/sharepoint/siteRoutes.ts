import type { ModelSite, ModelUser } from './model';
import { type SpRoute, json, notFound } from './answers';

// Shapes: learn.microsoft.com, "Complete basic operations using SharePoint REST endpoints" (web),
// "SharePoint Search REST API overview" (postquery: PrimaryQueryResult.RelevantResults.Table.Rows[].Cells[]),
// "Users, groups, and roles REST API reference" (siteusers, ensureuser). Answered as odata=minimalmetadata.

const userJson = (site: ModelSite, user: ModelUser) => ({
  'odata.type': 'SP.User', 'odata.id': `${site.url}/_api/Web/GetUserById(${user.Id})`,
  Id: user.Id, Title: user.Title, Email: user.Email, LoginName: user.LoginName, IsSiteAdmin: user.IsSiteAdmin, PrincipalType: 1,
  Groups: user.groups.map((title, index) => ({ 'odata.type': 'SP.Group', Id: index + 3, Title: title })),
});

/** `@v='i:0#.f|membership|ann@contoso.com'`: a parameter alias, quoted, with quotes doubled inside. */
const aliasValue = (query: URLSearchParams, name: string) => (query.get(name) ?? '').replace(/^'|'$/g, '').replace(/''/g, "'");

const cell = (Key: string, Value: string) => ({ Key, Value, ValueType: 'Edm.String' });

export const siteRoutes: SpRoute[] = [
  {
    pattern: /^web$/i, verbs: ['GET'],
    answer: ({ site }) => json({ 'odata.type': 'SP.Web', 'odata.id': `${site.url}/_api/Web`, Title: site.title, Url: site.url, Description: site.description }),
  },
  {
    // Every site of the tenant is a search result for its own users (the test tenant does not trim by rights).
    pattern: /^search\/postquery$/i, verbs: ['POST'],
    answer: (_request, _match, model) => {
      const rows = [...model.sites.values()].map((site) => ({ Cells: [cell('Title', site.title), cell('Path', site.url), cell('Description', site.description)] }));
      return json({ ElapsedTime: 12, PrimaryQueryResult: { RelevantResults: { RowCount: rows.length, TotalRows: rows.length, TotalRowsIncludingDuplicates: rows.length, Table: { Rows: rows } } } });
    },
  },
  {
    // The site's own content types and the ones it inherits (SP.Web.AvailableContentTypes).
    pattern: /^web\/availablecontenttypes$/i, verbs: ['GET'],
    answer: () => json({ value: [['0x01', 'Item'], ['0x0101', 'Document'], ['0x0108', 'Task']].map(([StringId, Name]) => ({ 'odata.type': 'SP.ContentType', StringId, Name })) }),
  },
  {
    pattern: /^web\/siteusers$/i, verbs: ['GET'],
    answer: ({ site }) => json({ value: site.users.map((user) => userJson(site, user)) }),
  },
  {
    pattern: /^web\/siteusers\(@v\)$/i, verbs: ['GET'],
    answer: ({ site, query }) => {
      const login = aliasValue(query, '@v').toLowerCase();
      const user = site.users.find((candidate) => candidate.LoginName.toLowerCase() === login);
      return user ? json(userJson(site, user)) : notFound('User cannot be found.');
    },
  },
  {
    pattern: /^web\/ensureuser$/i, verbs: ['POST'],
    answer: ({ site, body }, _match, model) => {
      const claim = String((body as { logonName?: string }).logonName ?? '');
      const login = claim.slice(claim.lastIndexOf('|') + 1).toLowerCase();
      const person = model.directory.get(login);
      if (!person) return notFound(`The specified user ${claim} could not be found.`);
      return json(userJson(site, model.addUser(site, login, person.name)));
    },
  },
];
