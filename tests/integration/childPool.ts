import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TableServiceClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { WebPubSubServiceClient } from '@azure/web-pubsub';
import { type StackChildren, startStackChildren } from '@listboard/local';

/**
 * The stack's children (Azurite in memory, the Web PubSub emulator, MailDev, Graph's stand-in) kept across the
 * integration files of one worker: starting them took about 4 s of each file. Each file gets them cleared (every
 * table, blob container and queue of both storage accounts, every mail, every live connection), so its stack
 * seeds the demo anew as on fresh children, while the host, its settings and caches are still made per file.
 * They are kept on the process rather than in this module, which an isolated file loads anew; they end with the
 * worker (childProcesses.ts).
 */
interface Pool {
  children: StackChildren;
  dataDir: string;
  /** A test stopped Azurite or the emulator: the children go with its stack instead of back to the pool. */
  tainted: boolean;
  leased: boolean;
}

const POOL = Symbol.for('listboard.integration.childPool');
const holder = globalThis as { [POOL]?: Pool };

/** The hub the functions publish on (LISTBOARD_WEBPUBSUB_HUB, unset in the tests). */
const HUB = 'listboard';

async function clearStorage(connectionString: string): Promise<void> {
  const options = { allowInsecureConnection: true };
  const tables = TableServiceClient.fromConnectionString(connectionString, options);
  const blobs = BlobServiceClient.fromConnectionString(connectionString);
  const queues = QueueServiceClient.fromConnectionString(connectionString);
  const deletions: Promise<unknown>[] = [];
  for await (const table of tables.listTables()) if (table.name) deletions.push(tables.deleteTable(table.name));
  for await (const container of blobs.listContainers()) deletions.push(blobs.deleteContainer(container.name));
  for await (const queue of queues.listQueues()) deletions.push(queues.deleteQueue(queue.name));
  await Promise.all(deletions);
}

async function clear(children: StackChildren): Promise<void> {
  const mailCleared = await fetch(`${children.mail.inboxUrl}/api/email/all`, { method: 'DELETE' });
  if (!mailCleared.ok) throw new Error(`MailDev did not delete its mail: ${mailCleared.status}`);
  await Promise.all([
    clearStorage(children.azurite.connectionString),
    clearStorage(children.azurite.locationConnectionString),
    new WebPubSubServiceClient(children.emulator.connectionString, HUB, { allowInsecureConnection: true }).closeAllConnections(),
  ]);
}

async function startPool(root: string): Promise<Pool> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-it-children-'));
  return { children: await startStackChildren({ root, dataDir, inMemory: true }), dataDir, tainted: false, leased: false };
}

/** A stop or start of Azurite or the emulator by a test marks the children as no longer fit to share. */
function tainting(pool: Pool): StackChildren {
  const { azurite, emulator } = pool.children;
  const taint =
    <T>(run: () => Promise<T>) =>
    () => {
      pool.tainted = true;
      return run();
    };
  return {
    ...pool.children,
    azurite: { ...azurite, stop: taint(() => azurite.stop()), start: taint(() => azurite.start()) },
    emulator: { ...emulator, stop: taint(() => emulator.stop()), start: taint(() => emulator.start()) },
  };
}

/** Stops children the pool no longer holds, and their folder. */
async function discard(pool: Pool): Promise<void> {
  if (holder[POOL] === pool) delete holder[POOL];
  await pool.children.stop();
  await rm(pool.dataDir, { recursive: true, force: true });
}

/**
 * The worker's children, cleared for one stack; give them back with `release` once the stack has stopped. A second
 * stack while they are lent out gets children of its own, stopped on release.
 */
export async function leaseChildren(root: string): Promise<{ children: StackChildren; release(): Promise<void> }> {
  const pooled = holder[POOL];
  let lent: Pool;
  if (pooled && !pooled.leased) {
    await clear(pooled.children);
    lent = pooled;
  } else {
    lent = await startPool(root);
    if (!pooled) holder[POOL] = lent;
  }
  lent.leased = true;
  return {
    children: tainting(lent),
    async release() {
      lent.leased = false;
      if (lent.tainted || holder[POOL] !== lent) await discard(lent);
    },
  };
}
