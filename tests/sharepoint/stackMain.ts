import path from 'node:path';
import { SharePointListHost } from '@listboard/functions/host-api';
import { DEMO_USERS, startStack } from '@listboard/local';
import { SharePointModel } from './model';
import { SharePointTestServer } from './server';

/**
 * The local stack with its boards on SharePoint: the SharePoint test server holds the demo site, the
 * functions reach it as each signed-in person (on-behalf-of through the local OpenID provider). For the
 * end-to-end suite of the SharePoint list host (tests/e2e/sharePointBoard.spec.ts) and for a look by hand.
 */
export async function main(root: string): Promise<void> {
  const model = new SharePointModel();
  const server = new SharePointTestServer(model);
  const origin = await server.start();
  const siteUrl = `${origin}/sites/team`;
  const site = model.addSite(siteUrl, 'Team site', 'The demo site on SharePoint');
  // The site's people are SharePoint's: its admins and members exist before Listboard comes.
  for (const user of DEMO_USERS) model.addUser(site, user.login, user.name, { isSiteAdmin: user.isSiteAdmin, groups: ['Team site Members'] });
  // The seed writes as the site's administrator, on a token of its own.
  model.tokens.set('seed-of-the-local-stack', DEMO_USERS[0].login);
  const seedInto = new SharePointListHost({ origin, token: async () => 'seed-of-the-local-stack' });
  const port = Number(process.env.PORT ?? 4283);
  const dataDir = path.resolve(root, process.env.LISTBOARD_DATA_DIR ?? '.data/sharepoint');
  const stack = await startStack({ root, dataDir, port, inMemory: true, sharePoint: { siteUrl, seedInto } });
  console.log(`Listboard on the SharePoint test server (${siteUrl}) is running at ${stack.url}/`);
  const stop = async () => {
    await stack.stop();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
