// The local host as `npm start` runs it, in its own process: its children (Azurite, the Web PubSub
// emulator) end with it however it ends, and a second start beside a live Azurite is refused.
// How the host answers malformed requests is in infra/local/src/localHost.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './stackFixture';

const STACK_BUNDLE = pathToFileURL(path.join(repoRoot, 'infra', 'local', 'dist', 'stack.mjs')).href;
/** `npm start` without the page build: the stack bundle's main(), plus a way to make it crash on SIGUSR2. */
const HOST_SCRIPT = `const { main } = await import(${JSON.stringify(STACK_BUNDLE)});
await main(${JSON.stringify(repoRoot)});
process.on('SIGUSR2', () => { throw new Error('An uncaught failure of the host'); });`;
const WAIT_MS = 10_000;

interface HostProcess {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
const startedHosts: HostProcess[] = [];

function startHost(dataDir: string): HostProcess {
  // A script file, like start.mjs under `npm start`.
  const script = path.join(dataDir, 'host.mjs');
  writeFileSync(script, HOST_SCRIPT);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', LISTBOARD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  startedHosts.push({ process: child, output: () => output, exited });
  return startedHosts[startedHosts.length - 1];
}

async function until(condition: () => boolean, what: () => string, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a process still runs (an exited child nobody reaped yet is a zombie: it runs no more). */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  return !/^\d+ \(.*\) Z /.test(readFileSync(stat, 'utf8'));
}

interface RunningHost extends HostProcess {
  childPids: { azurite: number; emulator: number };
}

async function startedHost(dataDir: string): Promise<RunningHost> {
  const host = startHost(dataDir);
  let exitCode: number | null | undefined;
  void host.exited.then((code) => {
    exitCode = code;
  });
  await until(() => /Listboard is running at/.test(host.output()) || exitCode !== undefined, host.output, 60_000);
  expect(host.output()).toMatch(/Listboard is running at/);
  const pidIn = (file: string) => Number(readFileSync(path.join(dataDir, file), 'utf8'));
  const childPids = { azurite: pidIn('azurite.pid'), emulator: pidIn('webpubsub-emulator.pid') };
  expect(isRunning(childPids.azurite) && isRunning(childPids.emulator)).toBe(true);
  return { ...host, childPids };
}

async function expectChildrenGone(host: RunningHost): Promise<void> {
  await host.exited;
  const { azurite, emulator } = host.childPids;
  await until(
    () => !isRunning(azurite) && !isRunning(emulator),
    () => `Azurite ${azurite} or emulator ${emulator} still runs after its host ended`,
  );
}

describe('the local host process and its children', () => {
  const dataDirs: string[] = [];
  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'listboard-host-'));
    dataDirs.push(dir);
    return dir;
  }
  afterAll(async () => {
    const left = startedHosts.filter((host) => host.process.exitCode === null && host.process.signalCode === null);
    for (const host of left) host.process.kill('SIGTERM');
    await Promise.all(left.map((host) => host.exited));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGUSR2'] as const)('stops Azurite and the emulator when the host ends on %s', async (signal) => {
    const running = await startedHost(await dataDir());
    running.process.kill(signal);
    await expectChildrenGone(running);
  });

  it('leaves no children behind when the host is killed with SIGKILL, and the next start reuses the data folder', async () => {
    const dir = await dataDir();
    const killed = await startedHost(dir);
    killed.process.kill('SIGKILL');
    await expectChildrenGone(killed);
    const next = await startedHost(dir);
    next.process.kill('SIGTERM');
    await expectChildrenGone(next);
  });

  it('refuses a second start on a data folder whose Azurite still runs, saying which pid holds it', async () => {
    const dir = await dataDir();
    const first = await startedHost(dir);
    const second = startHost(dir);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`Azurite (pid ${first.childPids.azurite}) is still using the data folder`);
    expect(second.output()).not.toMatch(/Listboard is running at/);
    expect(Number(readFileSync(path.join(dir, 'webpubsub-emulator.pid'), 'utf8'))).toBe(first.childPids.emulator);
    first.process.kill('SIGTERM');
    await expectChildrenGone(first);
  });
});
