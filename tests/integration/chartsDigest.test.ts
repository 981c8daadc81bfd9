import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, expect, it, vi } from 'vitest';
import { TableListHost, drainChangeRecorder } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse, ChartsResponse, SaveBoardResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

/**
 * The charts' digest of a list is kept as the list changes (docs/reporting.md, "Kept as the lists
 * change"): after parallel writes, the charts request reads the kept digest and the few changes since,
 * never the list's whole version history, and answers what a digest built from scratch answers.
 */
const env = signedInStack();
const DIGESTS = 'lbversiondigests';

/** Reads of a list's whole version history by the built-in store: a feed without a cursor, or an item's versions. */
const versionFeeds = vi.spyOn(TableListHost.prototype, 'readVersionFeed');
const itemVersions = vi.spyOn(TableListHost.prototype, 'getItemVersions');
const wholeHistoryReads = () => versionFeeds.mock.calls.filter(([, , since]) => since === null).length + itemVersions.mock.calls.length;

afterAll(() => {
  vi.restoreAllMocks();
});

async function keptDigests(): Promise<string[]> {
  const container = BlobServiceClient.fromConnectionString(env.stack.storageConnectionString).getContainerClient(DIGESTS);
  if (!(await container.exists())) return [];
  const names: string[] = [];
  for await (const blob of container.listBlobsFlat()) names.push(blob.name);
  return names;
}

/** Whether a digest of the list is kept (its blob is named after the list). */
async function keptFor(listID: string): Promise<boolean> {
  return (await keptDigests()).some((name) => name.includes(listID.toLowerCase()));
}

async function dropDigests(): Promise<void> {
  const container = BlobServiceClient.fromConnectionString(env.stack.storageConnectionString).getContainerClient(DIGESTS);
  for (const name of await keptDigests()) await container.deleteBlob(name);
}

it('builds the digest of an existing list when a board is made over it, before anyone asks for the charts', async () => {
  const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  expect(await keptFor(DEMO_TASKS_LIST_ID)).toBe(false);
  const made = await adele.call<SaveBoardResponse & ApiErrorBody>('POST', 'boards/board', {
    ...(await storedConfigOf(adele, DEMO_BOARD_ID)),
    id: '',
    name: 'Over the demo tasks',
  });
  expect(made.status, made.body.message).toBe(200);
  await drainChangeRecorder();
  expect(await keptFor(DEMO_TASKS_LIST_ID)).toBe(true);
  versionFeeds.mockClear();
  itemVersions.mockClear();
  const figures = await adele.call<ChartsResponse & ApiErrorBody>('POST', 'history/charts', { boardID: made.body.id });
  expect(figures.status, figures.body.message).toBe(200);
  expect(wholeHistoryReads()).toBe(0);
});

it('keeps the digest through parallel writes, so the charts read no whole history and answer as a rebuilt digest does', async () => {
  const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  const created = await adele.call<BoardResponse & ApiErrorBody>('POST', 'boards/new', { name: 'Kept digest' });
  expect(created.status, created.body.message).toBe(200);
  const board = created.body;
  const config = await storedConfigOf(adele, board.id);
  const opened = await adele.call('POST', 'boards/board', { ...config, permission: { ...config.permission, defaultUserPermission: 2 } });
  expect(opened.status).toBe(200);
  const where = { boardID: board.id, siteURL: board.source.lists[0].url, listID: board.source.lists[0].listID };
  const columns = board.columnDefinitions.map((column) => column.value);
  const save = (client: ApiClient, itemID: number, values: Record<string, string>) => saveValues(client, where, itemID, values);

  const cards = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      save(index % 2 ? adele : env.alex, 0, { Title: `Kept ${index}`, [board.columnFieldName]: columns[0] }),
    ),
  );
  // Two people move the cards about at once, several times each, one card by both at the same moment.
  await Promise.all(
    cards.flatMap((card, index) =>
      [1, 2, 3].map((step) =>
        save(step % 2 ? adele : env.alex, card, { [board.columnFieldName]: columns[(index + step) % columns.length] }),
      ),
    ),
  );
  const removed = await adele.call('POST', 'item/remove', {
    boardID: board.id,
    info: { siteURL: where.siteURL, listID: where.listID, itemID: cards[5] },
  });
  expect(removed.status).toBe(200);
  await drainChangeRecorder();
  // Kept before anyone asked for the charts.
  expect(await keptFor(where.listID)).toBe(true);

  versionFeeds.mockClear();
  itemVersions.mockClear();
  const body = {
    boardID: board.id,
    burndown: { range: { kind: 'last7' }, scale: 'days', startStatuses: [columns[0]], endStatuses: [columns.at(-1)] },
    cycleTime: { range: { kind: 'all' } },
  };
  const kept = await adele.call<ChartsResponse & ApiErrorBody>('POST', 'history/charts', body);
  expect(kept.status, kept.body.message).toBe(200);
  expect(wholeHistoryReads()).toBe(0);

  await dropDigests();
  const rebuilt = await adele.call<ChartsResponse & ApiErrorBody>('POST', 'history/charts', body);
  expect(rebuilt.status, rebuilt.body.message).toBe(200);
  // The rebuild did read the whole history: the count above is of the reads that matter.
  expect(wholeHistoryReads()).toBe(1);
  expect(kept.body).toEqual(rebuilt.body);
  expect(kept.body.burndown.points.at(-1)).toMatchObject({ created: 6 });
});
