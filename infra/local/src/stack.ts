import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { DEMO_SITE_URL, apiGroups, createServices, loadSettings, resetServices } from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from './azurite';
import { DEMO_BOARD_ID } from './demo/demoData';
import { seedDemo } from './demo/seed';
import { createLocalHost } from './localHost';
import { type SupervisedEmulator, superviseEmulator } from './webpubsub/supervisor';
import type { StaticWebAppConfig } from './staticRules';

export interface StackOptions {
  root: string;
  dataDir: string;
  port: number;
  /** Keep storage in memory (benchmarks and tests that need no persistence). */
  inMemory?: boolean;
  /** Seed the demo site and board (default true). */
  seed?: boolean;
}

/** A child service of the stack that a test may take down and bring back (same ports, same keys). */
export interface RestartableService {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RunningStack {
  url: string;
  storageConnectionString: string;
  webPubSubConnectionString: string;
  /** Storage: with `inMemory: false` its data survives a restart. */
  azurite: RestartableService;
  webPubSub: RestartableService;
  stop(): Promise<void>;
}

/** The local sign-in secret: generated on first start, kept under the data folder. */
async function signInSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'signin-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(address && typeof address === 'object' ? address.port : port);
    });
  });
}

/** Starts Azurite, seeds the demo data and serves the page and the API on 127.0.0.1. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  await mkdir(options.dataDir, { recursive: true });
  let azurite: RunningAzurite | null = null;
  let emulator: SupervisedEmulator | null = null;
  try {
    // Azurite first: a start it refuses (its data folder in use) must not touch the running stack's emulator pid file.
    azurite = await startAzurite({ location: options.inMemory ? null : path.join(options.dataDir, 'azurite') });
    emulator = await superviseEmulator(options.root, options.dataDir);
    process.env.LISTBOARD_STORAGE_CONNECTION_STRING = azurite.connectionString;
    process.env.LISTBOARD_WEBPUBSUB_CONNECTION_STRING = emulator.connectionString;
    process.env.LISTBOARD_LIST_HOST = 'local';
    process.env.LISTBOARD_AUTH_MODE = 'local';
    process.env.LISTBOARD_LOCAL_SIGNIN_SECRET = await signInSecret(options.dataDir);
    process.env.LISTBOARD_DEMO_SITE_URL ||= DEMO_SITE_URL;
    process.env.LISTBOARD_DEMO_BOARD_ID ||= DEMO_BOARD_ID;
    const services = createServices(loadSettings());
    resetServices(services);
    if (options.seed !== false) await seedDemo(services.listHost, services.boards, services.settings.demoSiteUrl ?? DEMO_SITE_URL);
    const config = JSON.parse(await readFile(path.join(options.root, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
    const server = createLocalHost({ frontendDir: path.join(options.root, 'frontend', 'dist'), config, groups: apiGroups });
    const port = await listen(server, options.port);
    const running = { azurite, emulator };
    return {
      url: `http://localhost:${port}`,
      storageConnectionString: azurite.connectionString,
      webPubSubConnectionString: emulator.connectionString,
      azurite: { stop: () => running.azurite.stop(), start: () => running.azurite.start() },
      webPubSub: { stop: () => running.emulator.stop(), start: () => running.emulator.start() },
      async stop() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([running.azurite.stop(), running.emulator.stop()]);
      },
    };
  } catch (error) {
    await Promise.all([azurite?.stop(), emulator?.stop()]);
    throw error;
  }
}
