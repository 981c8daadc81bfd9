import path from 'node:path';
import { startStack } from '@listboard/local';
import { demoTenant } from './demoTenant';

/**
 * The local stack with its boards on SharePoint: the SharePoint test server holds the demo site, the
 * functions reach it as each signed-in person (on-behalf-of through the local OpenID provider). For the
 * end-to-end suite of the SharePoint list host (tests/e2e/sharePointBoard.spec.ts) and for a look by hand.
 */
export async function main(root: string): Promise<void> {
  const { server, siteUrl, seedInto } = await demoTenant();
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
