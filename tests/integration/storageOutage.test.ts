import { readFile, readdir } from 'node:fs/promises';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, loadSettings, resetServices } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { type ApiErrorBody, type Item, SP_HOST_PARAM } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { faultyBlobProxy } from '../support/faultyBlobProxy';
import { signedInStack } from './stackFixture';

/**
 * The server gives up on a storage call after 5 s (functions/src/adapters/storagePipeline.ts), so
 * a request meeting an outage answers within about that; this is how long the test waits for the
 * answer before it calls the request hung (a bounded wait, not a measure of speed).
 */
const PATIENCE_MS = 9000;

const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** One API call as the page makes it; a call still unanswered after PATIENCE_MS fails the test. */
async function call(method: string, path: string, body?: unknown, query: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`/api/${path}`, env.stack.url);
  url.searchParams.set(SP_HOST_PARAM, DEMO_SITE);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.alex.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(PATIENCE_MS),
  }).catch((error: Error) => {
    throw new Error(`${method} ${path} did not answer within ${PATIENCE_MS} ms: ${error.message}`);
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

const save = (itemID: number, title: string) =>
  call('POST', 'item/values', { ...where, itemID, values: [{ name: 'Title', value: title }] });

async function titleOf(itemID: number): Promise<string | null> {
  const answer = await call('POST', `kanban/${DEMO_BOARD_ID}/task`, { info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID } });
  return answer.status === 200 ? (answer.body as Item).name : null;
}

async function boardTitles(): Promise<string[]> {
  const answer = await call('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID });
  expect(answer.status).toBe(200);
  return (answer.body as { rows: { columns: { items: Item[] }[] }[] }).rows.flatMap((r) =>
    r.columns.flatMap((c) => c.items.map((i) => i.name)),
  );
}

function expectStorageUnavailable(answer: Answer, what: string): void {
  expect({ what, status: answer.status, code: (answer.body as ApiErrorBody).code }).toEqual({
    what,
    status: 503,
    code: 'storage_unavailable',
  });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

/** The stack's Azurite: the child of this process serving the stack's Table port. */
async function azuritePid(): Promise<number> {
  const tablePort = /TableEndpoint=http:\/\/127\.0\.0\.1:(\d+)/.exec(env.stack.storageConnectionString)?.[1];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    const portArg = args.indexOf('--tablePort');
    if (!args.some((a) => a.includes('azurite')) || portArg < 0 || args[portArg + 1] !== tablePort) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8');
    if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) === process.pid) return Number(entry);
  }
  throw new Error(`no Azurite child on Table port ${tablePort}`);
}

/** A port nothing listens on: storage there is down (connections refused). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Points the server's storage at `connectionString` (the page and its data stay as they are). */
function useStorage(connectionString: string): void {
  process.env.LISTBOARD_STORAGE_CONNECTION_STRING = connectionString;
  resetServices(createServices(loadSettings()));
}

let pausedPid: number | null = null;
afterEach(() => {
  if (pausedPid) process.kill(pausedPid, 'SIGCONT');
  pausedPid = null;
  useStorage(env.stack.storageConnectionString);
});

describe('a storage outage', () => {
  it('answers 503 storage_unavailable with Retry-After while storage hangs, and loses no acknowledged write', async () => {
    const kept = (await save(0, 'Acknowledged before the pause')).body as { itemID: number };
    const renamed = (await save(0, 'Original title')).body as { itemID: number };
    expect((await save(renamed.itemID, 'Renamed before the pause')).status).toBe(200);

    pausedPid = await azuritePid();
    process.kill(pausedPid, 'SIGSTOP');
    const during = await Promise.all([
      call('GET', 'boards'),
      call('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID }),
      save(renamed.itemID, 'Written during the pause'),
      save(0, 'Created during the pause'),
      call('GET', 'item/attachments', undefined, { ...where, itemID: String(kept.itemID) }),
    ]);
    during.forEach((answer, index) => expectStorageUnavailable(answer, `call ${index}`));
    process.kill(pausedPid, 'SIGCONT');
    pausedPid = null;

    expect(await titleOf(kept.itemID)).toBe('Acknowledged before the pause');
    expect(await titleOf(renamed.itemID)).toBe('Renamed before the pause');
    expect(await boardTitles()).not.toContain('Created during the pause');
  });

  it('answers 503 storage_unavailable with Retry-After while storage refuses connections, Tables or Blobs', async () => {
    const item = ((await save(0, 'Card with files')).body as { itemID: number }).itemID;
    const down = await closedPort();
    const stack = env.stack.storageConnectionString;

    useStorage(
      stack
        .replace(/TableEndpoint=http:\/\/127\.0\.0\.1:\d+/, `TableEndpoint=http://127.0.0.1:${down}`)
        .replace(/BlobEndpoint=http:\/\/127\.0\.0\.1:\d+/, `BlobEndpoint=http://127.0.0.1:${down}`),
    );
    expectStorageUnavailable(await call('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID }), 'tables and blobs down');
    expectStorageUnavailable(await save(item, 'Written while storage is down'), 'a write');

    useStorage(stack.replace(/BlobEndpoint=http:\/\/127\.0\.0\.1:\d+/, `BlobEndpoint=http://127.0.0.1:${down}`));
    expectStorageUnavailable(await call('GET', 'item/attachments', undefined, { ...where, itemID: String(item) }), 'blobs down');

    useStorage(stack);
    expect(await titleOf(item)).toBe('Card with files');
    expect((await call('GET', 'item/attachments', undefined, { ...where, itemID: String(item) })).status).toBe(200);
  });

  it("answers a card's attachments whole, or 503 with Retry-After, when listing them meets a storage fault", async () => {
    const item = ((await save(0, 'Card with three files')).body as { itemID: number }).itemID;
    const names = ['a-brief.txt', 'b-middle.txt', 'c-last.txt'];
    const uploaded = await env.alex.upload(
      'item/attachments',
      DEMO_BOARD_ID,
      { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: item },
      names.map((name) => [name, name]),
    );
    expect(uploaded.status).toBe(200);
    const blobEndpoint = /BlobEndpoint=([^;]+)/.exec(env.stack.storageConnectionString)?.[1] as string;
    const proxy = await faultyBlobProxy(blobEndpoint);
    try {
      useStorage(env.stack.storageConnectionString.replace(blobEndpoint, proxy.endpoint));
      const list = () => call('GET', 'item/attachments', undefined, { ...where, itemID: String(item) });
      // A brief fault: the listing and the storage client's own retries of it meet 500, then storage answers again.
      for (const brief of [3, 6, 7]) {
        proxy.failListings(brief);
        const answer = await list();
        if (answer.status === 200)
          expect({ brief, names: (answer.body as { name: string }[]).map((f) => f.name) }).toEqual({ brief, names });
        else expectStorageUnavailable(answer, `a fault of ${brief} listings`);
      }
      // A fault that lasts: never a partial list.
      proxy.failListings(Infinity);
      expectStorageUnavailable(await list(), 'a lasting fault');
      expect(proxy.refused()).toBeGreaterThan(16);
    } finally {
      await proxy.close();
    }
  });
});
