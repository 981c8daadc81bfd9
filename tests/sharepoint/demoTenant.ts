import { SharePointListHost } from '@listboard/functions/host-api';
import { DEMO_USERS, LOCAL_FUNCTIONS_CLIENT_ID, demoPhoto } from '@listboard/local';
import { SharePointModel } from './model';
import { SharePointTestServer } from './server';

/**
 * The SharePoint test server with the demo site and its people (SharePoint's own: its admins and members
 * exist before Listboard comes), two people of the directory who are not on the site yet, Listboard's
 * app granted to read the site on its own, and a list host that writes there as the site's administrator
 * on a token of its own, for seeding.
 */
export async function demoTenant(): Promise<{
  server: SharePointTestServer;
  model: SharePointModel;
  siteUrl: string;
  seedInto: SharePointListHost;
}> {
  const model = new SharePointModel();
  const server = new SharePointTestServer(model);
  const origin = await server.start();
  const siteUrl = `${origin}/sites/team`;
  const site = model.addSite(siteUrl, 'Team site', 'The demo site on SharePoint');
  for (const user of DEMO_USERS)
    model.addUser(site, user.login, user.name, { isSiteAdmin: user.isSiteAdmin, groups: ['Team site Members', ...user.groups] });
  // Their profile pictures, as SharePoint's user photo page shows them (the 'site' avatar source); Pradeep has none.
  for (const user of DEMO_USERS) {
    const photo = demoPhoto(user.login, 'site');
    if (photo) model.photos.set(user.email, photo);
  }
  // People of the organisation who have never opened the site: the people picker finds them in the directory.
  const domain = DEMO_USERS[0].login.slice(DEMO_USERS[0].login.indexOf('@'));
  for (const [alias, name] of [
    ['johanna', 'Johanna Lorenz'],
    ['grady', 'Grady Archie'],
  ])
    model.directory.set(`${alias}${domain}`, { name, email: `${alias}${domain}` });
  model.tokens.set('seed-of-the-local-stack', DEMO_USERS[0].login);
  // The organisation lets Listboard's app read the demo site on its own (Sites.Selected): the reminder timer does.
  model.grantSite(LOCAL_FUNCTIONS_CLIENT_ID, siteUrl, 'read');
  return { server, model, siteUrl, seedInto: new SharePointListHost({ origin, token: async () => 'seed-of-the-local-stack' }) };
}
