import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse, License, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { DEMO_TENANT, currentLicense, saveLicense } from '../support/licenses';
import { type TenantSnapshot, tablesOf, tenantSnapshot } from '../support/tenantRows';
import { untilTrue } from '../support/until';
import { signedInStack } from './stackFixture';

/**
 * The data location over Azurite's two accounts (docs/data-location.md): a tenant's data moves from West USA (the main
 * account) to West Europe; while it is copied its writes are refused with 503 and Retry-After and its reads
 * go on; afterwards every board opens from the new location, nothing is lost or doubled, and the old
 * location holds nothing of the tenant.
 */

// Long enough to see the copy under way; the local stack's own default, one process, is no wait at all.
const SETTLE = process.env.LISTBOARD_TRANSFER_SETTLE_SECONDS;
process.env.LISTBOARD_TRANSFER_SETTLE_SECONDS = '3';
afterAll(() => {
  if (SETTLE === undefined) delete process.env.LISTBOARD_TRANSFER_SETTLE_SECONDS;
  else process.env.LISTBOARD_TRANSFER_SETTLE_SECONDS = SETTLE;
});
const env = signedInStack();
const people = {} as Record<'adele' | 'megan', ApiClient>;
const login = (alias: string) => `${alias}@demo.listboard.local`;
const boardIds: string[] = [];

const tasksOf = (client: ApiClient, boardID: string) =>
  client.call<TasksResponse & ApiErrorBody>('POST', 'kanban/tasks', {
    boardID,
    filter: { activeFilters: [], users: [], lists: [], views: [] },
    searchKey: '',
    requestViewType: 0,
  });
const status = async (client: ApiClient) => (await client.call<boolean>('GET', 'license/status')).body;
const move = (client: ApiClient, license: License, dataLocation: string) =>
  client.call<{ isRunning: boolean } & ApiErrorBody>('POST', 'admin/dataLocation', { dataLocation, etag: license.etag });

/** What each of the tenant's tables and the template container hold, in both locations. */
async function snapshots(): Promise<{ westus: TenantSnapshot; westeurope: TenantSnapshot }> {
  const [westus, westeurope] = await Promise.all([
    tenantSnapshot(env.stack.storageConnectionString, DEMO_TENANT),
    tenantSnapshot(env.stack.locationConnectionString, DEMO_TENANT),
  ]);
  return { westus, westeurope };
}

beforeAll(async () => {
  const anonymous = new ApiClient(env.stack.url);
  for (const alias of ['adele', 'megan'] as const) people[alias] = await anonymous.signIn(login(alias));
  // Data of every kind the tenant keeps: boards, a favourite, a view type, private filters, watchers, a card picture, a kept template.
  for (const name of ['Moving board 1', 'Moving board 2'])
    boardIds.push((await people.adele.call<{ id: string }>('POST', 'boards/new', { name })).body.id);
  expect((await people.megan.call('POST', 'boards/favorite', { boardID: boardIds[0], isFavorite: true })).status).toBe(200);
  expect((await people.megan.call('POST', 'boards/boardsViewType', { viewType: 1 })).status).toBe(200);
  const filter = { name: 'Mine', isPrivate: true, conditions: [] };
  expect((await env.alex.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: [filter] })).status).toBe(200);
  const card = (await tasksOf(env.alex, DEMO_BOARD_ID)).body.rows
    .flatMap((row) => row.columns.flatMap((column) => column.items))
    .find((item) => item.info.listID === DEMO_TASKS_LIST_ID);
  expect((await env.alex.call('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info: card?.info, userIds: [3] })).status).toBe(200);
  const cover = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]);
  const itemInfo = { siteURL: card?.info.siteURL ?? '', listID: DEMO_TASKS_LIST_ID, itemID: card?.info.itemID ?? 0 };
  const fields = { attachmentTypes: '[1]', showAs: '[true]' };
  expect((await env.alex.upload('item/attachments', DEMO_BOARD_ID, itemInfo, [['cover.png', cover]], fields)).status).toBe(200);
  // The upload's change for the notification mail waits in the tenant's rows until it is mailed: the snapshots come after.
  const pendingMail = async () =>
    [...(await tenantSnapshot(env.stack.storageConnectionString, DEMO_TENANT)).keys()].some((key) =>
      key.startsWith('table lbpendingchanges '),
    );
  await untilTrue(pendingMail, 'the upload to be recorded for mail');
  await untilTrue(async () => !(await pendingMail()), 'the upload to be mailed');
  expect((await people.adele.call('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, includeContent: false })).status).toBe(200);
});

describe('moving a tenant to the other data location', () => {
  it('refuses writes while it copies, then serves every board from the new location, with nothing lost, doubled or left behind', async () => {
    const before = await snapshots();
    expect(Object.keys(tablesOf(before.westus)).toSorted()).toEqual([
      'lbboards',
      'lbcardpictures',
      'lbfavorites',
      'lbfilters',
      'lblicenses',
      'lbpeople',
      'lbtemplates',
      'lbwatchers',
    ]);
    expect(before.westeurope.size).toBe(0);
    const license = await currentLicense(people.adele);
    expect(license).toMatchObject({ dataLocation: 'westus', isRunning: false });

    // Two managers asking at once start one move.
    const asked = await Promise.all([move(people.adele, license, 'westeurope'), move(people.adele, license, 'westeurope')]);
    expect(asked.map((answer) => [answer.status, answer.body.isRunning])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await status(people.megan)).toBe(true);
    expect((await currentLicense(people.adele)).isRunning).toBe(true);

    // Reads go on from the old location; every write is refused, and says when to ask again.
    expect((await people.megan.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).status).toBe(200);
    expect((await tasksOf(people.megan, DEMO_BOARD_ID)).status).toBe(200);
    const refused = await Promise.all([
      people.megan.call<ApiErrorBody>('POST', 'boards/favorite', { boardID: boardIds[1], isFavorite: true }),
      people.adele.call<ApiErrorBody>('POST', 'boards/new', { name: 'Not while moving' }),
      people.adele.call<ApiErrorBody>('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, includeContent: false }),
      move(people.adele, license, 'westus'),
    ]);
    for (const answer of refused) {
      expect([answer.status, answer.body.code, answer.headers.get('retry-after')]).toEqual([503, 'data_transfer_running', '10']);
    }

    await untilTrue(async () => (await status(people.megan)) === false, 'the transfer to end');
    const after = await currentLicense(people.adele);
    expect(after).toMatchObject({ dataLocation: 'westeurope', isRunning: false });
    // The copies in the old location go once no instance can still read them.
    await untilTrue(
      async () => (await tenantSnapshot(env.stack.storageConnectionString, DEMO_TENANT)).size === 0,
      'the old location to be emptied',
    );
    const moved = await snapshots();
    expect(moved.westeurope).toEqual(before.westus);

    // Every board opens, and new writes land in the new location.
    for (const boardId of [DEMO_BOARD_ID, ...boardIds]) expect((await tasksOf(people.megan, boardId)).status).toBe(200);
    expect((await people.megan.call('POST', 'boards/favorite', { boardID: boardIds[1], isFavorite: true })).status).toBe(200);
    const home = await people.megan.call<{ boardsView: { viewType: number } }>('GET', 'boards/pageInfo');
    expect(home.body.boardsView.viewType).toBe(1);
    expect(tablesOf(await tenantSnapshot(env.stack.locationConnectionString, DEMO_TENANT)).lbfavorites).toBe(2);
    expect((await tenantSnapshot(env.stack.storageConnectionString, DEMO_TENANT)).size).toBe(0);
  });

  it('answers a move to where the data already is as done; a stale licence, and a person who is not an admin-panel manager, are refused', async () => {
    const license = await currentLicense(people.adele);
    const same = await move(people.adele, license, license.dataLocation);
    expect([same.status, same.body.isRunning]).toEqual([200, false]);
    const stale = await people.adele.call<ApiErrorBody>('POST', 'admin/dataLocation', { dataLocation: 'westus', etag: 'W/"stale"' });
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_license']);
    expect((await saveLicense(people.adele, { adminPanelManagers: [{ login: login('adele'), isGroup: false }] })).status).toBe(200);
    const denied = await move(people.megan, await currentLicense(people.adele), 'westus');
    expect([denied.status, denied.body.code]).toEqual([403, 'access_denied']);
    expect(await status(people.megan)).toBe(false);
  });
});
