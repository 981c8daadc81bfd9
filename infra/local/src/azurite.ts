import type { ChildProcess } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { spawnNodeChild, stopChild } from './childProcesses';
import { pidFileHolderRuns } from './pidHolder';

const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
/** The account of the second data location (West Europe): Azurite serves several accounts from one process. */
const LOCATION_ACCOUNT = 'lbwesteurope';
const LOCATION_KEY = Buffer.from('listboard west europe local account key').toString('base64');

export interface AzuriteOptions {
  /** A folder for persistent data, or null to keep everything in memory. */
  location: string | null;
  blobPort?: number;
  tablePort?: number;
  queuePort?: number;
}

export interface RunningAzurite {
  connectionString: string;
  /** The second data location's account (docs/data-location.md), in the same Azurite. */
  locationConnectionString: string;
  stop(): Promise<void>;
  /**
   * Starts it again after stop(), on the same ports and data folder: how a test takes storage down
   * and back up. Only a data folder keeps the data over a restart; in memory it starts empty.
   */
  start(): Promise<void>;
}

/** A start refused because another Azurite still writes the same data folder. */
export class DataFolderInUse extends Error {}

/** Beside the data folder, the pid of the Azurite using it: two Azurites on one folder corrupt it. */
function pidFileOf(location: string): string {
  return `${location}.pid`;
}

async function refuseIfInUse(location: string): Promise<void> {
  const pid = await pidFileHolderRuns(pidFileOf(location), 'azurite');
  if (pid === null) return;
  throw new DataFolderInUse(
    `Azurite (pid ${pid}) is still using the data folder ${location}. Another \`npm start\` on this folder is ` +
      `running, or one ended without stopping it. Stop it (Ctrl+C in its terminal, or \`kill ${pid}\`) and start again.`,
  );
}

/** A port held by a listener of its own until its owner is about to listen on it. */
export interface ReservedPort {
  port: number;
  release(): Promise<void>;
}

/**
 * A free TCP port on 127.0.0.1, kept by a placeholder listener until `release`. A port only looked up is free for
 * anyone in the seconds until its owner listens: under parallel test files another process once took one in that
 * time, and the stack failed with EADDRINUSE. Releasing it right before listening leaves no such gap.
 */
export async function reservePort(): Promise<ReservedPort> {
  const placeholder = createServer();
  const port = await new Promise<number>((resolve, reject) => {
    placeholder.once('error', reject);
    placeholder.listen(0, '127.0.0.1', () => {
      const address = placeholder.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('no port'));
    });
  });
  let released: Promise<void> | null = null;
  return {
    port,
    release: () => (released ??= new Promise<void>((resolve) => placeholder.close(() => resolve()))),
  };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/**
 * `count` different free TCP ports on 127.0.0.1. They are held together until all are known: asked one after
 * the other, the system may hand out a port it just freed again (Azurite's blob and queue services once got
 * the same one, and Azurite exited with EADDRINUSE).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              if (address && typeof address === 'object') resolve(address.port);
              else reject(new Error('no port'));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))),
    );
  }
}

function waitForListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Azurite did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (['Table', 'Blob', 'Queue'].every((service) => output.includes(`${service} service is successfully listening`))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with code ${code}:\n${output}`));
    });
  });
}

/** Starts with free ports this many times at most, when another process takes one of them first. */
const PORT_RACE_ATTEMPTS = 3;

/**
 * Starts Azurite (the npm package) on 127.0.0.1 with the flags TOOLCHAIN.md says it needs; with a
 * data folder, only when no other Azurite is using it. A free port can be taken by another process between
 * finding it and Azurite listening on it (EADDRINUSE, seen in a full test run): with ports of its own choosing it
 * starts again on new ones.
 */
export async function startAzurite(options: AzuriteOptions): Promise<RunningAzurite> {
  const portsChosen = options.blobPort !== undefined || options.tablePort !== undefined || options.queuePort !== undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startAzuriteOnce(options);
    } catch (error) {
      const raced = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!raced || portsChosen || attempt >= PORT_RACE_ATTEMPTS) throw error;
    }
  }
}

async function startAzuriteOnce(options: AzuriteOptions): Promise<RunningAzurite> {
  if (options.location) await refuseIfInUse(options.location);
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'azurite.js');
  const [freeBlob, freeTable, freeQueue] = await freePorts(3);
  const blobPort = options.blobPort ?? freeBlob;
  const tablePort = options.tablePort ?? freeTable;
  const queuePort = options.queuePort ?? freeQueue;
  const args = [
    '--silent',
    '--disableTelemetry',
    '--skipApiVersionCheck',
    '--loose',
    '--blobHost',
    '127.0.0.1',
    '--blobPort',
    String(blobPort),
    '--tableHost',
    '127.0.0.1',
    '--tablePort',
    String(tablePort),
    '--queueHost',
    '127.0.0.1',
    '--queuePort',
    String(queuePort),
    ...(options.location ? ['--location', options.location] : ['--inMemoryPersistence']),
  ];
  const pidFile = options.location ? pidFileOf(options.location) : null;
  const launch = async (): Promise<ChildProcess> => {
    // Naming accounts turns off the default one unless it is named too.
    const env = { ...process.env, AZURITE_ACCOUNTS: `${ACCOUNT}:${KEY};${LOCATION_ACCOUNT}:${LOCATION_KEY}` };
    const child = spawnNodeChild(script, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await Promise.all([waitForListening(child), pidFile && writeFile(pidFile, String(child.pid))]);
    } catch (error) {
      await stopChild(child);
      throw error;
    }
    child.stdout?.resume();
    child.stderr?.resume();
    return child;
  };
  let child = await launch();
  const connectionStringOf = (account: string, key: string) =>
    `DefaultEndpointsProtocol=http;AccountName=${account};AccountKey=${key};` +
    `BlobEndpoint=http://127.0.0.1:${blobPort}/${account};TableEndpoint=http://127.0.0.1:${tablePort}/${account};QueueEndpoint=http://127.0.0.1:${queuePort}/${account};`;
  return {
    connectionString: connectionStringOf(ACCOUNT, KEY),
    locationConnectionString: connectionStringOf(LOCATION_ACCOUNT, LOCATION_KEY),
    async stop() {
      await stopChild(child);
      if (pidFile) await rm(pidFile, { force: true });
    },
    async start() {
      if (child.exitCode === null && child.signalCode === null) return;
      child = await launch();
    },
  };
}
