import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4381);
// The second stack signs people in through the local OpenID provider (openIdSignIn.spec.ts); E2E_OIDC_PORT tells the specs.
process.env.E2E_OIDC_PORT ??= String(port + 1);
// teamsTab.spec.ts serves its Teams host page here; the OpenID stack trusts this origin as a Teams host.
process.env.E2E_TEAMS_HOST_PORT ??= String(port + 2);
// The third stack keeps its boards on the SharePoint test server (sharePointBoard.spec.ts).
process.env.E2E_SHAREPOINT_PORT ??= String(port + 3);
// The main stack's MailDev inbox, which notifications.spec.ts reads.
process.env.E2E_MAIL_INBOX_PORT ??= String(port + 4);
// One fresh data folder per run, shared by the runner and its workers through the environment.
process.env.LISTBOARD_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'listboard-e2e-'));

/**
 * Debian's headless build of the same Chromium release, when installed: it draws no browser interface of its own
 * and spent a third less CPU per test than the full browser in headless mode (docs/local-stack.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Specs that change what every board of the demo tenant shows (its data location, its licence, its avatar source):
 * each runs alone, after the others, one after the other.
 */
const TENANT_WIDE = ['dataLocation', 'licenses', 'avatarSource'];
const specFile = (name: string) => new RegExp(`/${name}\\.spec\\.ts$`);

export default defineConfig({
  testDir: './e2e',
  // Three spec files at a time on two cores, each test in order within its file: a test waits on its stack and its
  // page part of the time, so the cores were busy two thirds of a run with two (docs/local-stack.md).
  // E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.round(availableParallelism() * 1.5))),
  projects: [
    { name: 'boards', testIgnore: TENANT_WIDE.map(specFile) },
    ...TENANT_WIDE.map((name, index) => ({
      name,
      testMatch: specFile(name),
      dependencies: [index === 0 ? 'boards' : TENANT_WIDE[index - 1]],
    })),
  ],
  // One retry, traced: a test that fails once under a load spike and then passes is listed as flaky, while a defect
  // fails both runs. E2E_NO_RETRY=1 turns the retry off when hunting flakes.
  retries: process.env.E2E_NO_RETRY ? 0 : 1,
  // A story of several steps runs a minute on a quiet machine and twice that on a busy CI machine; an expect
  // still fails within its own 10 s, so a real defect is found as fast as before.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // After the stacks have started (Playwright starts its web servers before the global setup).
  globalSetup: './e2e/warmUp.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // Every test starts past the welcome slider through tests/e2e/base.ts.
    // Pages open their dialogs, menus and panels without motion, as for a person who asks for less of it: an
    // action then waits for no transition to end (a sixth less time a test, docs/local-stack.md). The drag specs
    // keep the motion, so its path stays tested.
    reducedMotion: 'reduce',
    // Only a retried test is traced (DOM snapshots, no screencast): tracing every first run cost a tenth of the
    // suite's time on two cores, and a failure that does not repeat is the flake the trace is wanted for.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Started one after the other, so the first builds what is stale and the second finds it built.
  webServer: [
    {
      command: 'node infra/local/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/auth/config`,
      // appPart.spec.ts frames the page from a host page of its own on 127.0.0.1.
      env: {
        PORT: String(port),
        LISTBOARD_DATA_DIR: process.env.LISTBOARD_E2E_DATA,
        LISTBOARD_FRAME_ANCESTORS: 'http://127.0.0.1:*',
        LISTBOARD_MAIL_INBOX_PORT: process.env.E2E_MAIL_INBOX_PORT,
        LISTBOARD_MAIL_COMBINE_SECONDS: '2',
        // A data transfer keeps its tenant's boards read-only a moment longer than it needs on one process, so the page's busy state is seen.
        LISTBOARD_TRANSFER_SETTLE_SECONDS: '2',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node infra/local/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/api/auth/config`,
      env: {
        PORT: process.env.E2E_OIDC_PORT,
        LISTBOARD_DATA_DIR: `${process.env.LISTBOARD_E2E_DATA}-oidc`,
        LISTBOARD_AUTH_MODE: 'oidc',
        LISTBOARD_FRAME_ANCESTORS: 'http://127.0.0.1:*',
        LISTBOARD_TEAMS_HOST_ORIGINS: `http://127.0.0.1:${process.env.E2E_TEAMS_HOST_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node tests/sharepoint/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_SHAREPOINT_PORT}/api/auth/config`,
      env: { PORT: process.env.E2E_SHAREPOINT_PORT, LISTBOARD_DATA_DIR: `${process.env.LISTBOARD_E2E_DATA}-sharepoint` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
