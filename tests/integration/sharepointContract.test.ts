import { afterAll } from 'vitest';
import { SharePointListHost } from '@listboard/functions/host-api';
import { listHostContract } from '../contract/listHostContract';
import { SharePointModel } from '../sharepoint/model';
import { SharePointTestServer } from '../sharepoint/server';

// SharePoint writes some times without a zone, which are UTC: the adapter runs in a zone far from UTC, and not a whole hour off it.
const serverZone = process.env.TZ;
process.env.TZ = 'Asia/Kolkata';
afterAll(() => {
  process.env.TZ = serverZone;
});

// The SharePoint adapter against the SharePoint test server; the built-in store runs the same suite in listHostContract.test.ts.
listHostContract('SharePoint Online', async () => {
  const model = new SharePointModel();
  const server = new SharePointTestServer(model);
  const origin = await server.start();
  const site = `${origin}/sites/ops`;
  const web = model.addSite(site, 'Ops', '', 1031);
  // The people the suite writes as, and the ones it expects on the site (SharePoint's ensureUser adds
  // directory people with no groups; a site's admins and groups are SharePoint's own business).
  for (const login of ['first', 'second', 'third']) model.addUser(web, `${login}@contoso.test`, login);
  model.addUser(web, 'ann@contoso.test', 'Ann', { groups: ['Ops'] });
  model.addUser(web, 'admin@contoso.test', 'Admin', { isSiteAdmin: true });
  for (const [login, name] of [
    ['member', 'Member'],
    ['nora.lindqvist', 'Nora Lindqvist'],
    ['noah.lindqvist', 'Noah Lindqvist'],
  ]) {
    model.directory.set(`${login}@contoso.test`, { name, email: `${login}@contoso.test` });
  }
  const as = (userId: number) => {
    const user = web.users.find((candidate) => candidate.Id === userId);
    if (!user) throw new Error(`The test site has no user ${userId}.`);
    model.tokens.set(`token-of-${userId}`, user.LoginName.slice(user.LoginName.lastIndexOf('|') + 1));
    return new SharePointListHost({ origin, token: async () => `token-of-${userId}` }, fetch, { maxWaitMs: 50, budgetMs: 200 });
  };
  const indexColumn = (listId: string, column: string) => {
    const field = model.list(web, listId)?.fields.find((candidate) => candidate.InternalName === column);
    if (field) field.Indexed = true;
  };
  const makeView = async (listId: string, view: { title: string; caml: string }) => {
    const list = model.list(web, listId);
    if (!list) throw new Error(`The test site has no list ${listId}.`);
    return model.addView(list, view.title, view.caml).Id;
  };
  return { host: as(1), as, indexColumn, makeView, savesViews: false, site, stop: () => server.stop() };
});
