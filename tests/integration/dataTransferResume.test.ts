// A data transfer cut short (docs/data-location.md): the host running it is killed with SIGKILL in the middle of the copy,
// which its test hook holds half-way; the next host on the same data folder takes the transfer up with its
// transfer timer once the lease ran out, and nothing of the tenant is lost, doubled or left behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TableClient, type TransactionAction } from '@azure/data-tables';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUse, HOLD_TRANSFER_VARIABLE, type RunningStack, startStack } from '@listboard/local';
import { TRANSFER_LEASE_MS, transferJob } from '@listboard/functions/host-api';
import type { License } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { DEMO_TENANT, currentLicense } from '../support/licenses';
import { tablesOf, tenantSnapshot } from '../support/tenantRows';
import { repoRoot } from './stackFixture';

const STACK_BUNDLE = pathToFileURL(path.join(repoRoot, 'infra', 'local', 'dist', 'stack.mjs')).href;
/** A host as `npm start` runs it, which says where its storage is. */
const HOST_SCRIPT = (dataDir: string) => `const { startStack } = await import(${JSON.stringify(STACK_BUNDLE)});
const stack = await startStack({ root: ${JSON.stringify(repoRoot)}, dataDir: ${JSON.stringify(dataDir)}, port: 0, timers: false });
console.log('STACK ' + JSON.stringify({ url: stack.url, storage: stack.storageConnectionString, location: stack.locationConnectionString }));`;

/** People's favourites of a large tenant: enough rows that the copy takes a while, in many partitions. */
const PEOPLE = 150;
const FAVORITES_EACH = 20;

interface Host {
  child: ChildProcess;
  url: string;
  storage: string;
  location: string;
  held: Promise<number>;
}

/** The host holds the copy for good once it copied this many rows (its test hook, docs/local-stack.md): killed then, it dies mid-copy. */
const HOLD_AT = (PEOPLE * FAVORITES_EACH) / 2;

function startHost(dataDir: string): Promise<Host> {
  const script = path.join(dataDir, 'host.mjs');
  writeFileSync(script, HOST_SCRIPT(dataDir));
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [HOLD_TRANSFER_VARIABLE]: String(HOLD_AT) },
  });
  let output = '';
  let heldAt = (_copied: number) => undefined as void;
  const held = new Promise<number>((resolve) => {
    heldAt = resolve;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk.toString();
      const line = /^STACK (.+)$/m.exec(output)?.[1];
      if (line) resolve({ child, held, ...(JSON.parse(line) as Omit<Host, 'child' | 'held'>) });
      const copied = /^TRANSFER HELD (\d+)$/m.exec(output)?.[1];
      if (copied) heldAt(Number(copied));
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`The host exited with ${code}:\n${output}`)));
  });
}

async function addFavorites(connectionString: string): Promise<void> {
  const table = TableClient.fromConnectionString(connectionString, 'lbfavorites', { allowInsecureConnection: true });
  await table.createTable().catch(() => undefined);
  const tenantKey = encodeURIComponent(DEMO_TENANT);
  for (let person = 0; person < PEOPLE; person++) {
    const partitionKey = `${tenantKey}|${encodeURIComponent(`person${person}@demo.listboard.local`)}`;
    const actions = Array.from({ length: FAVORITES_EACH }, (_, board): TransactionAction => [
      'create',
      { partitionKey, rowKey: `board-${board}`, at: '2026-11-26T00:00:00Z' },
    ]);
    await table.submitTransaction(actions);
  }
}

async function rowsIn(connectionString: string): Promise<number> {
  let count = 0;
  const table = TableClient.fromConnectionString(connectionString, 'lbfavorites', { allowInsecureConnection: true });
  try {
    for await (const _row of table.listEntities({ queryOptions: { select: ['RowKey'] } })) count += 1;
  } catch {
    return 0;
  }
  return count;
}

/**
 * The killed host's Azurite ends on its own once its parent is gone, after writing its data out; until then the
 * data folder is refused. Its shutdown may take up to the orphan guard's 30 s on a busy machine.
 */
async function startedAgain(dataDir: string): Promise<RunningStack> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await startStack({ root: repoRoot, dataDir, port: 0, timers: false });
    } catch (error) {
      if (!(error instanceof DataFolderInUse) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('a data transfer whose host is killed', () => {
  let dataDir = '';
  let next: RunningStack | null = null;
  afterAll(async () => {
    await next?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // The killed host's Azurite writes its data out as it stops: its orphan guard keeps the closed pipes to the dead
  // host from ending it half-way (that lost the transfer's start now and then, more often on a busy machine).
  it('is taken up by the next host and ends with every row moved once, and every board opening', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'listboard-transfer-'));
    const first = await startHost(dataDir);
    await addFavorites(first.storage);
    const adele = await new ApiClient(first.url).signIn('adele@demo.listboard.local');
    const license: License = await currentLicense(adele);
    const before = await tenantSnapshot(first.storage, DEMO_TENANT);
    expect(tablesOf(before)).toMatchObject({ lbfavorites: PEOPLE * FAVORITES_EACH, lblicenses: 1 });
    const moved = await adele.call<{ isRunning: boolean }>('POST', 'admin/dataLocation', {
      dataLocation: 'westeurope',
      etag: license.etag,
    });
    expect(moved.body).toEqual({ isRunning: true });

    // Killed while its copy is held half-way: what the next host finds does not depend on how fast this machine copies.
    const copiedWhenHeld = await first.held;
    // Counted while the host still serves: once it is killed, its Azurite shuts down and answers nothing.
    const copiedWhenKilled = await rowsIn(first.location);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(copiedWhenKilled).toBeGreaterThan(0);
    expect(copiedWhenKilled).toBeLessThanOrEqual(copiedWhenHeld);
    expect(copiedWhenKilled).toBeLessThan(PEOPLE * FAVORITES_EACH);

    // The next host on the same data: its transfer timer takes the transfer up once the dead runner's lease ran out.
    next = await startedAgain(dataDir);
    const client = await new ApiClient(next.url).signIn('adele@demo.listboard.local');
    expect(await client.call<boolean>('GET', 'license/status').then((answer) => answer.body)).toBe(true);
    await transferJob.run(new Date(Date.now() + TRANSFER_LEASE_MS));
    expect((await client.call<boolean>('GET', 'license/status')).body).toBe(false);
    expect((await currentLicense(client)).dataLocation).toBe('westeurope');

    expect(await tenantSnapshot(next.locationConnectionString, DEMO_TENANT)).toEqual(before);
    expect((await tenantSnapshot(next.storageConnectionString, DEMO_TENANT)).size).toBe(0);
    const boards = await client.call<{ id: string }[]>('GET', 'boards');
    expect(boards.body.length).toBeGreaterThan(0);
    for (const board of boards.body) {
      const opened = await client.call('POST', 'kanban/tasks', {
        boardID: board.id,
        filter: { activeFilters: [], users: [], lists: [], views: [] },
        searchKey: '',
        requestViewType: 0,
      });
      expect(opened.status).toBe(200);
    }
  });
});
