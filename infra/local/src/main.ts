import path from 'node:path';
import { DataFolderInUse } from './azurite';
import { startStack } from './stack';

/** `npm start`: the whole app on 127.0.0.1 until Ctrl+C. */
export async function main(root: string): Promise<void> {
  const port = Number(process.env.PORT ?? 4280);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number; it is '${process.env.PORT}'.`);
  const dataDir = path.resolve(root, process.env.LISTBOARD_DATA_DIR ?? '.data');
  console.log(`Starting Listboard (data in ${dataDir}) ...`);
  const stack = await startStack({ root, dataDir, port }).catch((error: unknown) => {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return null;
  });
  if (!stack) return;
  console.log(`Listboard is running at ${stack.url}/  (Ctrl+C stops it)`);
  console.log(`Mail the demo sends arrives in the inbox at ${stack.mailInbox}/`);
  if (stack.identityProvider) {
    console.log(
      `Sign-in goes through the local OpenID provider at ${stack.identityProvider.issuer}: its certificate is self-signed, so open it once and let the browser proceed.`,
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping Listboard ...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export { startStack } from './stack';
