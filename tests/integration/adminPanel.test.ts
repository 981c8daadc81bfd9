import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminBoardRow, type AdminBoardsPage, type ApiErrorBody, type BoardResponse, PERMISSION } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { saveLicense } from '../support/licenses';
import { signedInStack } from './stackFixture';

/**
 * The admin panel over Azurite (docs/licences.md): every board of the tenant 25 to a page, by name and by
 * owner; a board's owners, default permission and flag saved over its etag, once of parallel saves;
 * the spec's rules; the tenant's default permission given to new boards; its managers only.
 */

const env = signedInStack();
const people = {} as Record<'adele' | 'megan' | 'pradeep', ApiClient>;
const login = (alias: string) => `${alias}@demo.listboard.local`;
const owner = (alias: string) => ({ login: login(alias), isGroup: false });
const BOARDS = 27;

const page = (client: ApiClient, query: Record<string, string>) =>
  client.call<AdminBoardsPage & ApiErrorBody>('GET', 'admin/boards', undefined, query);
const savePermission = (client: ApiClient, row: AdminBoardRow, changes: Partial<AdminBoardRow['permission']>) =>
  client.call<AdminBoardRow & ApiErrorBody>('POST', `admin/boards/${row.id}/permission`, { etag: row.etag, ...row.permission, ...changes });

beforeAll(async () => {
  const anonymous = new ApiClient(env.stack.url);
  for (const alias of ['adele', 'megan', 'pradeep'] as const) people[alias] = await anonymous.signIn(login(alias));
  expect((await saveLicense(people.adele, { adminPanelManagers: [owner('pradeep')] })).status).toBe(200);
  for (let i = 1; i <= BOARDS; i++) {
    const created = await people.adele.call('POST', 'boards/new', { name: `Admin page ${String(i).padStart(2, '0')}` });
    expect(created.status).toBe(200);
  }
});

describe('the admin panel', () => {
  it("is its managers' and the tenant admins' only", async () => {
    for (const [method, path] of [
      ['GET', 'admin/boards'],
      ['GET', 'admin/tenantAdmins'],
      ['POST', 'admin/boards/x/permission'],
    ]) {
      const denied = await people.megan.call<ApiErrorBody>(method, path, method === 'POST' ? {} : undefined);
      expect([path, denied.status, denied.body.code]).toEqual([path, 403, 'access_denied']);
    }
    expect((await people.adele.call('GET', 'admin/tenantAdmins')).body).toEqual([
      { login: login('adele'), name: 'Adele Vance', email: login('adele') },
    ]);
  });

  it('pages every board of the tenant by name, 25 to a page', async () => {
    const first = await page(people.pradeep, { search: 'admin page' });
    expect(first.status).toBe(200);
    expect([first.body.total, first.body.pageSize, first.body.boards.length]).toEqual([BOARDS, 25, 25]);
    expect(first.body.boards[0].name).toBe('Admin page 01');
    const second = await page(people.pradeep, { search: 'admin page', page: '2' });
    expect(second.body.boards.map((b) => b.name)).toEqual(['Admin page 26', 'Admin page 27']);
    expect(second.body.boards[0]).toMatchObject({
      canView: true,
      inTrash: false,
      errorMessage: null,
      permission: { boardOwners: [owner('adele')] },
    });
  });

  it("names each board's owners as the directory does when the board stores no name for them", async () => {
    const [row] = (await page(people.pradeep, { search: 'Admin page 01' })).body.boards;
    expect(row.permission.boardOwners).toEqual([{ ...owner('adele'), name: 'Adele Vance' }]);
  });

  it("saves a board's owners and default permission over its etag, and finds it by owner", async () => {
    const [row] = (await page(people.pradeep, { search: 'Admin page 03' })).body.boards;
    const saved = await savePermission(people.pradeep, row, { boardOwners: [owner('megan')], defaultUserPermission: PERMISSION.Edit });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.permission).toEqual({
      defaultUserPermission: PERMISSION.Edit,
      boardOwners: [{ ...owner('megan'), name: 'Megan Bowen' }],
      everyBodyCanEditSetting: false,
    });
    const board = await people.megan.call<BoardResponse>('GET', 'board', undefined, { boardID: row.id });
    expect([board.body.canEditSettings, board.body.userPermission]).toEqual([true, PERMISSION.Edit]);
    expect((await page(people.pradeep, { owner: login('megan') })).body.boards.map((b) => b.id)).toEqual([row.id]);
    const stale = await savePermission(people.pradeep, row, { everyBodyCanEditSetting: true });
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_configuration']);
  });

  it('saves once of parallel saves over the same etag', async () => {
    const [row] = (await page(people.pradeep, { search: 'Admin page 04' })).body.boards;
    const answers = await Promise.all(
      ['megan', 'pradeep', 'adele'].map((alias) => savePermission(people.pradeep, row, { boardOwners: [owner(alias)] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412]);
  });

  it('keeps at least one board admin, and each person listed once', async () => {
    const [row] = (await page(people.pradeep, { search: 'Admin page 05' })).body.boards;
    const none = await savePermission(people.pradeep, row, { boardOwners: [] });
    expect([none.status, none.body.code, none.body.errors?.[0]?.key]).toEqual([400, 'invalid_configuration', 'boardsAdminErrors']);
    const twice = await savePermission(people.pradeep, row, {
      boardOwners: [owner('megan'), { ...owner('megan'), login: login('MEGAN') }],
    });
    expect([twice.status, twice.body.errors?.[0]?.key]).toEqual([400, 'permissionsErrors']);
    // The creator owns the board and its tasks: an owner may be a task owner too.
    expect((await savePermission(people.pradeep, row, { boardOwners: [owner('adele'), owner('megan')] })).status).toBe(200);
  });

  it("gives new boards the tenant's default user permission", async () => {
    expect((await saveLicense(people.pradeep, { defaultUserPermission: PERMISSION.Edit })).status).toBe(200);
    const created = await people.adele.call<BoardResponse>('POST', 'boards/new', { name: 'Default permission' });
    expect(created.body.permission.defaultUserPermission).toBe(PERMISSION.Edit);
  });
});
