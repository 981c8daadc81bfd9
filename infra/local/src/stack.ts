import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import {
  DEMO_SITE_URL,
  type ListHost,
  QueuePoller,
  REMINDER_TICK_MS,
  apiGroups,
  changeJob,
  createServices,
  feedbackJob,
  loadSettings,
  queueService,
  reminderJob,
  resetServices,
  transferJob,
  trashJob,
} from '@listboard/functions/host-api';
import { type ReservedPort, reservePort } from './azurite';
import { type StackChildren, startStackChildren } from './stackChildren';
import { startTimerClock } from './timerClock';
import { DEMO_BOARD_ID, DEMO_USERS } from './demo/demoData';
import {
  LOCAL_API_AUDIENCE,
  LOCAL_CLIENT_ID,
  LOCAL_TEAMS_AUDIENCE,
  LOCAL_TENANT_ID,
  type RunningProvider,
  startOidcProvider,
} from './oidc/provider';
import { fetchTrusting } from './oidc/trustingFetch';
import { nameDemoManagers, seedDemo, seedPartnerSite } from './demo/seed';
import { createLocalHost } from './localHost';
import { withTestHooks } from './testHooks';
import type { StaticWebAppConfig } from './staticRules';
import { withFrameAncestors } from '../../tooling/frameAncestors.mjs';

export interface StackOptions {
  root: string;
  dataDir: string;
  port: number;
  /** Keep storage in memory (benchmarks and tests that need no persistence). */
  inMemory?: boolean;
  /** Seed the demo site and board (default true). */
  seed?: boolean;
  /**
   * local: the quick demo sign-in page; oidc: a local OpenID provider in Entra's stead, which the page
   * signs in with through MSAL. Default: LISTBOARD_AUTH_MODE, else local.
   */
  authMode?: 'local' | 'oidc';
  /**
   * The boards on SharePoint instead of the built-in store (LISTBOARD_LIST_HOST=sharepoint, which needs
   * the OpenID provider for its on-behalf-of exchange): the demo is seeded into `seedInto`, the site at
   * `siteUrl` as a caller of its own. The tests point it at their SharePoint test server.
   */
  sharePoint?: { siteUrl: string; seedInto: ListHost };
  /** Run the timers (reminders every 5 minutes, the trash bin's retention hourly, waiting feedback every 15 minutes; default true); tests that run them themselves turn them off. */
  timers?: boolean;
  /**
   * The mail's combining window in seconds. Default: LISTBOARD_MAIL_COMBINE_SECONDS, else LOCAL_COMBINE_SECONDS,
   * shorter than a deployment's 60 so that a newcomer trying the demo sees its mail soon.
   */
  combineSeconds?: number;
  /**
   * Children already running (storage, the emulator, the mail sink, Graph's stand-in), clear of any earlier stack's
   * state: the stack uses them and leaves them running when it stops. Without them it starts and stops its own.
   */
  children?: StackChildren;
}

const LOCAL_COMBINE_SECONDS = 10;

/** A child service of the stack that a test may take down and bring back (same ports, same keys). */
export interface RestartableService {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RunningStack {
  url: string;
  /** The local OpenID provider (oidc mode): its issuer and its self-signed certificate. */
  identityProvider: { issuer: string; certificate: string } | null;
  storageConnectionString: string;
  /** The second data location's account (West Europe). */
  locationConnectionString: string;
  webPubSubConnectionString: string;
  /** MailDev's web inbox, where every message the stack sends arrives (its API below, at /api/email). */
  mailInbox: string;
  /** Storage: with `inMemory: false` its data survives a restart. */
  azurite: RestartableService;
  webPubSub: RestartableService;
  /** The change queue's handler (the queue trigger's stand-in); the bench holds it to time the writes alone. */
  changeHandler: RestartableService;
  stop(): Promise<void>;
}

/** The local sign-in secret: generated on first start, kept under the data folder. */
/** A secret of the local stack, made once and kept in its data folder, so sessions and mailed links outlive a restart. */
async function storedSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
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

/**
 * The local OpenID provider, and the settings that make the functions trust it as they trust Entra:
 * its issuer, our API's audience, and the demo organisation owning the demo site's host (the stack
 * plays the deployment, which states that binding in its settings).
 */
async function startIdentityProvider(dataDir: string): Promise<RunningProvider> {
  const provider = await startOidcProvider(
    dataDir,
    DEMO_USERS.map((user) => ({ login: user.login, name: user.name, isAdmin: user.isSiteAdmin })),
  );
  process.env.LISTBOARD_AUTH_MODE = 'oidc';
  process.env.LISTBOARD_CLIENT_ID = LOCAL_CLIENT_ID;
  process.env.LISTBOARD_OIDC_AUTHORITY = provider.issuer;
  process.env.LISTBOARD_OIDC_ISSUER = provider.issuer;
  process.env.LISTBOARD_API_AUDIENCE = `${LOCAL_API_AUDIENCE},${LOCAL_TEAMS_AUDIENCE}`;
  process.env.LISTBOARD_TENANT_BINDINGS = `${LOCAL_TENANT_ID}=${new URL(process.env.LISTBOARD_DEMO_SITE_URL || DEMO_SITE_URL).origin}`;
  return provider;
}

/** The trash bin's retention runs hourly, as its Functions timer does. */
const TRASH_TICK_MS = 60 * 60 * 1000;
/** Feedback waiting for mail is sent every 15 minutes, as its Functions timer does. */
const FEEDBACK_TICK_MS = 15 * 60 * 1000;
/** Transfers of a tenant's data whose runner stopped are taken up every 15 seconds, as their Functions timer does. */
const TRANSFER_TICK_MS = 15_000;
/** Where the local stack mails feedback (MailDev keeps every address's mail). */
export const LOCAL_FEEDBACK_ADDRESS = 'feedback@listboard.local';

/** The public half of the test vendor key: the local stack and the tests trust licences it signed. */
export const LOCAL_LICENSE_KEY = 'infra/vendor/test-keys/public.jwk.json';

/** Starts Azurite, seeds the demo data and serves the page and the API on 127.0.0.1. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  // The stack configures the services through the process's environment; a stopped stack gives it back, so the
  // next stack of the same process (the integration files share one) starts from the same settings.
  const environmentBefore = { ...process.env };
  await mkdir(options.dataDir, { recursive: true });
  let children: StackChildren | null = null;
  let identityProvider: RunningProvider | null = null;
  let changes: QueuePoller | null = null;
  let reserved: ReservedPort | null = null;
  const timers: { stop(): Promise<void> }[] = [];
  const ownsChildren = !options.children;
  try {
    children = options.children ?? (await startStackChildren(options));
    const { azurite, emulator, mail, graph } = children;
    process.env.LISTBOARD_GRAPH_URL = graph.url;
    // The page's address is in the mail's links: it is known before the services are made.
    reserved = options.port ? null : await reservePort();
    const port = options.port || (reserved?.port ?? 0);
    process.env.LISTBOARD_MAIL_TRANSPORT = 'smtp';
    process.env.LISTBOARD_SMTP_URL = mail.smtpUrl;
    process.env.LISTBOARD_MAIL_FROM = 'Listboard <listboard@demo.listboard.local>';
    // Feedback from the navigation bar arrives in MailDev's inbox too.
    process.env.LISTBOARD_FEEDBACK_ADDRESS ||= LOCAL_FEEDBACK_ADDRESS;
    process.env.LISTBOARD_APP_URL = `http://localhost:${port}`;
    // Licences the vendor script signs with the test key (infra/vendor/test-keys) install on the local stack.
    process.env.LISTBOARD_LICENSE_PUBLIC_KEY ||= await readFile(path.join(options.root, LOCAL_LICENSE_KEY), 'utf8');
    process.env.LISTBOARD_MAIL_COMBINE_SECONDS = String(
      options.combineSeconds ?? (process.env.LISTBOARD_MAIL_COMBINE_SECONDS || LOCAL_COMBINE_SECONDS),
    );
    process.env.LISTBOARD_STORAGE_CONNECTION_STRING = azurite.connectionString;
    // The main account plays West USA; the second account of the same Azurite, West Europe.
    process.env.LISTBOARD_DATA_LOCATION = 'westus';
    process.env.LISTBOARD_STORAGE_WESTEUROPE_CONNECTION_STRING = azurite.locationConnectionString;
    // One process: the transfer updates the only directory cache there is, so it need not wait for others to see it.
    process.env.LISTBOARD_TRANSFER_SETTLE_SECONDS ||= '0';
    process.env.LISTBOARD_WEBPUBSUB_CONNECTION_STRING = emulator.connectionString;
    process.env.LISTBOARD_LIST_HOST = options.sharePoint ? 'sharepoint' : 'local';
    process.env.LISTBOARD_LOCAL_SIGNIN_SECRET = await storedSecret(options.dataDir, 'signin-secret');
    process.env.LISTBOARD_LINK_SECRET = await storedSecret(options.dataDir, 'link-secret');
    if (options.sharePoint) process.env.LISTBOARD_DEMO_SITE_URL = options.sharePoint.siteUrl;
    process.env.LISTBOARD_DEMO_SITE_URL ||= DEMO_SITE_URL;
    process.env.LISTBOARD_DEMO_BOARD_ID ||= DEMO_BOARD_ID;
    const authMode = options.sharePoint ? 'oidc' : (options.authMode ?? (process.env.LISTBOARD_AUTH_MODE === 'oidc' ? 'oidc' : 'local'));
    if (authMode === 'oidc') identityProvider = await startIdentityProvider(options.dataDir);
    else process.env.LISTBOARD_AUTH_MODE = 'local';
    if (identityProvider && options.sharePoint) {
      process.env.LISTBOARD_OBO_CLIENT_ID = identityProvider.functionsClient.id;
      process.env.LISTBOARD_CLIENT_CERTIFICATE = identityProvider.functionsClient.certificate;
    }
    const services = withTestHooks(
      createServices(loadSettings(), identityProvider ? { fetch: fetchTrusting(identityProvider.certificate) } : {}),
    );
    resetServices(services);
    // The queue trigger as the Functions host would run it: the same handler module, polling Azurite.
    changes = new QueuePoller(queueService(azurite.connectionString), changeJob, services.log);
    changes.start();
    if (options.seed !== false)
      await seedDemo(options.sharePoint?.seedInto ?? services.listHost, services.boards, services.settings.demoSiteUrl ?? DEMO_SITE_URL);
    if (options.seed !== false && authMode === 'local') await nameDemoManagers(services, services.settings.demoSiteUrl ?? DEMO_SITE_URL);
    // The partner site is the built-in store's (a host of its own, which SharePoint's seed cannot reach).
    if (options.seed !== false && identityProvider && !options.sharePoint) await seedPartnerSite(services.listHost);
    const stored = JSON.parse(await readFile(path.join(options.root, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
    const config = withFrameAncestors(stored, process.env.LISTBOARD_FRAME_ANCESTORS);
    if (options.timers !== false) {
      timers.push(
        startTimerClock('reminder', reminderJob, REMINDER_TICK_MS, services.log),
        startTimerClock('trash retention', trashJob, TRASH_TICK_MS, services.log),
        startTimerClock('feedback', feedbackJob, FEEDBACK_TICK_MS, services.log),
        startTimerClock('data transfer', transferJob, TRANSFER_TICK_MS, services.log),
      );
    }
    const server = createLocalHost({ frontendDir: path.join(options.root, 'frontend', 'dist'), config, groups: apiGroups });
    await reserved?.release();
    await listen(server, port);
    identityProvider?.allowPages([`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
    const running = { azurite, emulator, identityProvider, changes };
    const ownChildren = children;
    return {
      url: `http://localhost:${port}`,
      identityProvider: identityProvider && { issuer: identityProvider.issuer, certificate: identityProvider.certificate },
      storageConnectionString: azurite.connectionString,
      locationConnectionString: azurite.locationConnectionString,
      webPubSubConnectionString: emulator.connectionString,
      mailInbox: mail.inboxUrl,
      azurite: { stop: () => running.azurite.stop(), start: () => running.azurite.start() },
      webPubSub: { stop: () => running.emulator.stop(), start: () => running.emulator.start() },
      changeHandler: { stop: () => running.changes.stop(), start: async () => running.changes.start() },
      async stop() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([services.changeRecorder?.drain(), services.digestPasses.drain()]);
        await Promise.all([running.changes.stop(), ...timers.map((timer) => timer.stop())]);
        await Promise.all([ownsChildren && ownChildren.stop(), running.identityProvider?.stop()]);
        restoreEnvironment(environmentBefore);
      },
    };
  } catch (error) {
    await Promise.all([reserved?.release(), changes?.stop(), ...timers.map((timer) => timer.stop())]);
    await Promise.all([ownsChildren && children?.stop(), identityProvider?.stop()]);
    restoreEnvironment(environmentBefore);
    throw error;
  }
}

function restoreEnvironment(before: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
}
