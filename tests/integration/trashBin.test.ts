import { TableClient } from '@azure/data-tables';
import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { trashJob } from '@listboard/functions/host-api';
import type {
  ApiErrorBody,
  BoardConfig,
  BoardResponse,
  BoardSummary,
  NegotiateResponse,
  SelectedBoardsResponse,
  TrashedBoard,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { Inbox } from '../support/inbox';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const where = { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };

/** A copy of the demo board (Adele owns it, Alex edits, everyone views), to be trashed by a test. */
async function boardCopy(adele: ApiClient, name: string): Promise<BoardConfig> {
  const demo = await storedConfigOf(adele, DEMO_BOARD_ID);
  const saved = await adele.call<{ id: string }>('POST', 'boards/board', { ...demo, id: '', name });
  expect(saved.status).toBe(200);
  return storedConfigOf(adele, saved.body.id);
}

const boardIds = async (client: ApiClient) => (await client.call<BoardSummary[]>('GET', 'boards')).body.map((board) => board.id);
const trashOf = async (client: ApiClient) => (await client.call<TrashedBoard[]>('GET', 'boards/trashBin')).body;

/** The rows Listboard keeps for a board besides its configuration, in every table that has them. */
async function keptRows(boardId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of ['lbfilters', 'lbwatchers', 'lbunsubscribes', 'lbremindercursors']) {
    const table = TableClient.fromConnectionString(env.stack.storageConnectionString, name, { allowInsecureConnection: true });
    let count = 0;
    for await (const row of table.listEntities({ queryOptions: { select: ['PartitionKey'] } }))
      if (decodeURIComponent(String(row.partitionKey)).includes(boardId)) count += 1;
    counts[name] = count;
  }
  return counts;
}

const tableOf = (name: string) =>
  TableClient.fromConnectionString(env.stack.storageConnectionString, name, { allowInsecureConnection: true });

/** Every row of a table, by its keys, with its status where it has one. */
async function rowsOf(name: string): Promise<Map<string, unknown>> {
  const rows = new Map<string, unknown>();
  try {
    for await (const row of tableOf(name).listEntities<{ status?: unknown }>()) rows.set(`${row.partitionKey} ${row.rowKey}`, row.status);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return rows;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the trash bin', () => {
  it('takes a board out of every list and tells its open pages; its URL says it is in the trash; a restore brings it back exactly as it was', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const board = await boardCopy(adele, 'Trashed and restored');
    const before = await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: board.id });
    const page = await listen(
      (await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: board.id })).body.url,
    );

    // Alex edits but does not own the board: only the edit-settings right moves it.
    const refused = await env.alex.call<ApiErrorBody>('POST', `boards/moveToTrash/${board.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    expect((await adele.call('POST', `boards/moveToTrash/${board.id}`)).status).toBe(200);
    await page.next<{ type: string; boardID: string }>((message) => message.type === 'boardChanged' && message.boardID === board.id);
    await page.client.stop();

    expect(await boardIds(env.alex)).not.toContain(board.id);
    const gone = await env.alex.call<ApiErrorBody>('GET', 'board', undefined, { boardID: board.id });
    expect([gone.status, gone.body.code]).toEqual([410, 'board_in_trash']);
    // A browser keeps a 410 without Cache-Control: the restored board would stay hidden behind it.
    expect(gone.headers.get('cache-control')).toBe('no-store');
    const write = await env.alex.call<ApiErrorBody>('POST', 'kanban/tasks', {
      boardID: board.id,
      filter: { activeFilters: [], users: [], lists: [], views: [] },
      searchKey: '',
      requestViewType: 0,
    });
    expect(write.status).toBe(410);
    const saveAgain = await adele.call<ApiErrorBody>('POST', 'boards/board', board);
    expect([saveAgain.status, saveAgain.body.code]).toEqual([410, 'board_in_trash']);

    // Everyone who may view it finds it in the trash bin; only owners and admins may restore it.
    const [asAlex] = (await trashOf(env.alex)).filter((entry) => entry.id === board.id);
    expect(asAlex).toMatchObject({ name: 'Trashed and restored', trashedBy: { login: ADELE, name: 'Adele Vance' }, canRestore: false });
    expect(Date.parse(asAlex.removedAfter) - Date.parse(asAlex.trashedAt)).toBe(93 * 86_400_000);
    expect((await trashOf(adele)).find((entry) => entry.id === board.id)?.canRestore).toBe(true);

    expect((await adele.call('POST', `boards/restoreFromTrash/${board.id}`)).status).toBe(200);
    expect(await boardIds(env.alex)).toContain(board.id);
    const after = await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: board.id });
    expect(after.headers.get('cache-control')).toBe('no-store');
    const { configEtag: _before, ...restored } = before.body;
    const { configEtag: _after, ...now } = after.body;
    expect(now).toEqual(restored);
    expect((await trashOf(adele)).some((entry) => entry.id === board.id)).toBe(false);
  });

  it('moves a board once when two people move it at once, and removes it once when two remove it at once', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const board = await boardCopy(adele, 'Raced');
    const moves = await Promise.all([
      adele.call('POST', `boards/moveToTrash/${board.id}`),
      adele.call('POST', `boards/moveToTrash/${board.id}`),
    ]);
    // The second finds it moved (200, nothing to do) or finds the board changed under it (412): never two trash states.
    expect(moves.map((answer) => answer.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && [200, 412].includes(statuses[1]),
    );
    expect((await trashOf(adele)).filter((entry) => entry.id === board.id)).toHaveLength(1);

    const removals = await Promise.all([
      adele.call('DELETE', `boards/board/${board.id}`),
      adele.call('DELETE', `boards/board/${board.id}`),
    ]);
    expect(removals.map((answer) => answer.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && [404, 412].includes(statuses[1]),
    );
    expect((await trashOf(adele)).some((entry) => entry.id === board.id)).toBe(false);
  });

  it('removes for good only from the trash bin, and deletes what was kept for the board but never its lists or items', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const board = await boardCopy(adele, 'Removed for good');
    const inUse = await adele.call<ApiErrorBody>('DELETE', `boards/board/${board.id}`);
    expect([inUse.status, inUse.body.code]).toEqual([409, 'board_not_in_trash']);

    // A private filter and a watcher: rows kept for the board.
    expect(
      (
        await env.alex.call('POST', 'filters/my', {
          boardID: board.id,
          filters: [{ name: 'Mine', conditions: [{ field: 'Status', operator: 'Eq', value: 'Review' }] }],
        })
      ).status,
    ).toBe(200);
    const items = (
      await adele.call<{ rows: { columns: { items: { id: number }[] }[] }[] }>('POST', 'kanban/tasks', {
        boardID: board.id,
        filter: { activeFilters: [], users: [], lists: [], views: [] },
        searchKey: '',
        requestViewType: 0,
      })
    ).body;
    const itemID = items.rows.flatMap((row) => row.columns.flatMap((column) => column.items))[0].id;
    const alexId = (await env.alex.call<{ id: number }>('GET', 'auth/me')).body.id;
    expect(
      (await env.alex.call('POST', 'item/watchers', { boardID: board.id, info: { ...where, itemID }, userIds: [alexId] })).status,
    ).toBe(200);
    expect(await keptRows(board.id)).toMatchObject({ lbfilters: 1, lbwatchers: 1 });
    const itemsBefore = (await adele.call<unknown[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body;

    expect((await adele.call('POST', `boards/moveToTrash/${board.id}`)).status).toBe(200);
    expect((await env.alex.call<ApiErrorBody>('DELETE', `boards/board/${board.id}`)).status).toBe(403);
    expect((await adele.call('DELETE', `boards/board/${board.id}`)).status).toBe(200);
    expect(await keptRows(board.id)).toEqual({ lbfilters: 0, lbwatchers: 0, lbunsubscribes: 0, lbremindercursors: 0 });
    const gone = await adele.call<ApiErrorBody>('GET', 'board', undefined, { boardID: board.id });
    expect([gone.status, gone.body.code]).toEqual([404, 'board_not_found']);
    // The demo board over the same list still shows the same card.
    expect((await adele.call<unknown[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body).toEqual(itemsBefore);
    expect((await adele.call('GET', 'item/values', undefined, { boardID: DEMO_BOARD_ID, ...where, itemID: String(itemID) })).status).toBe(
      200,
    );
  });

  it('restores and removes a selection, each board by the rights of the person, and reports what it could not take', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const [first, second, third] = await Promise.all(
      ['Selected one', 'Selected two', 'Selected three'].map((name) => boardCopy(adele, name)),
    );
    for (const board of [first, second, third]) expect((await adele.call('POST', `boards/moveToTrash/${board.id}`)).status).toBe(200);

    const byAlex = await env.alex.call<SelectedBoardsResponse>('POST', 'boards/restoreSelected', { boardsID: [first.id, second.id] });
    expect(byAlex.body).toEqual({
      done: [],
      refused: [first.id, second.id].map((boardID) => ({ boardID, code: 'access_denied', message: expect.any(String) })),
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const restored = await adele.call<SelectedBoardsResponse>('POST', 'boards/restoreSelected', { boardsID: [first.id, unknown] });
    expect(restored.body).toEqual({
      done: [first.id],
      refused: [{ boardID: unknown, code: 'board_not_found', message: expect.any(String) }],
    });
    expect(await boardIds(adele)).toContain(first.id);

    const removed = await adele.call<SelectedBoardsResponse>('DELETE', 'boards/removeSelected', {
      boardsID: [first.id, second.id, third.id],
    });
    expect(removed.body.done.sort()).toEqual([second.id, third.id].sort());
    expect(removed.body.refused).toEqual([{ boardID: first.id, code: 'board_not_in_trash', message: expect.any(String) }]);
    expect((await adele.call<ApiErrorBody>('POST', 'boards/restoreSelected', { boardsID: [] })).status).toBe(400);
  });

  it('removes a board for good once its retention is over, on the timer, and leaves the others', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const [old, recent] = await Promise.all([boardCopy(adele, 'Old trash'), boardCopy(adele, 'Recent trash')]);
    for (const board of [old, recent]) expect((await adele.call('POST', `boards/moveToTrash/${board.id}`)).status).toBe(200);
    const trashedAt = Date.parse((await trashOf(adele)).find((entry) => entry.id === old.id)?.trashedAt ?? '');
    await trashJob.run(new Date(trashedAt + 93 * 86_400_000 - 60_000));
    expect((await trashOf(adele)).map((entry) => entry.id)).toEqual(expect.arrayContaining([old.id, recent.id]));
    await adele.call('POST', `boards/restoreFromTrash/${recent.id}`);
    await trashJob.run(new Date(trashedAt + 93 * 86_400_000 + 60_000));
    expect((await trashOf(adele)).some((entry) => entry.id === old.id)).toBe(false);
    expect((await adele.call('GET', 'board', undefined, { boardID: old.id })).status).toBe(404);
    // Restored meanwhile: the timer leaves it in use.
    expect(await boardIds(adele)).toContain(recent.id);
  });

  it("leaves nothing of a removed board behind: its delivery ledger's rows and its column leases go with it", async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const copy = await boardCopy(adele, 'Leaves nothing');
    // A rule of this board only (the demo board over the same list tells nobody of it), so every new ledger row is this board's.
    const told = {
      name: 'Leftover',
      message: '<p>{TaskLink} is in review.</p>',
      isDisabled: false,
      conditions: [
        { field: 'Status', operator: 'Eq', value: 'Review' },
        { field: 'Status', operator: 'IsModified' },
      ],
      users: [{ login: 'megan@demo.listboard.local', isField: false }],
    };
    expect(
      (await adele.call('POST', 'boards/board', { ...copy, notificationsDefinition: { assignNotify: false, rules: [told] } })).status,
    ).toBe(200);
    const ledgerBefore = await rowsOf('lbdeliveries');
    const card = { boardID: copy.id, ...where };
    const itemID = await saveValues(env.alex, card, 0, { Title: 'Ledger card', Status: 'Not Started' });
    await saveValues(env.alex, card, itemID, { Status: 'Review' });
    await new Inbox(env.stack.mailInbox).waitFor('megan@demo.listboard.local', 'Leftover: Ledger card');
    const fresh = (rows: Map<string, unknown>) => [...rows].filter(([key]) => !ledgerBefore.has(key));
    await until(
      () => rowsOf('lbdeliveries'),
      (rows) => fresh(rows).length > 0 && fresh(rows).every(([, status]) => status === 'sent'),
    );
    // A lease its holder never gave back (a host that died while moving a card).
    const leasePartition = encodeURIComponent(copy.id.toLowerCase());
    await tableOf('lblocks')
      .createTable()
      .catch(() => undefined);
    await tableOf('lblocks').createEntity({
      partitionKey: leasePartition,
      rowKey: 'review-column',
      holder: 'a host that died',
      expiresAt: Date.now() - 1_000,
    });

    expect((await adele.call('POST', `boards/moveToTrash/${copy.id}`)).status).toBe(200);
    expect((await adele.call('DELETE', `boards/board/${copy.id}`)).status).toBe(200);
    expect(fresh(await rowsOf('lbdeliveries'))).toEqual([]);
    expect([...(await rowsOf('lblocks')).keys()].filter((key) => key.startsWith(`${leasePartition} `))).toEqual([]);
  });
});
