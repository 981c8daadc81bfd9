import { beforeAll, describe, expect, it } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type {
  AddNewLabelResponse,
  ApiErrorBody,
  BoardConfig,
  BoardResponse,
  Field,
  SiteContentType,
  SiteListInfo,
  SiteWeb,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/**
 * The wizard's site-setup calls. Besides the demo site, the store gets a sub-site where alex is the
 * site admin (so he manages its lists, and none of the demo site's), a web of another tenant, and
 * lists without versioning, written straight to the store since no call makes such things.
 */

const env = signedInStack();
const SUB_SITE = `${DEMO_SITE}/projects`;
const OTHER_TENANT = 'https://other.test/sites/x';
const clients = {} as { adele: ApiClient; pradeep: ApiClient };
const lists = {} as { roadmap: string; unversioned: string };

const fieldsOf = async (listID: string, url = DEMO_SITE, reader = clients.adele) =>
  (await reader.call<Field[]>('GET', `site/lists/${listID}/fields`, undefined, { url })).body;
const listInfo = async (listID: string) =>
  (await clients.adele.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body.find((l) => l.listID === listID);
const labelsOf = async () => (await fieldsOf(DEMO_TASKS_LIST_ID)).find((f) => f.internalName === 'Labels')?.choices;

beforeAll(async () => {
  clients.adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  clients.pradeep = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
  const store = new TableListHost(env.stack.storageConnectionString);
  await store.ensureWeb({ url: SUB_SITE, name: 'Projects', description: '' });
  await store.ensureWeb({ url: OTHER_TENANT, name: 'Elsewhere', description: '' });
  await store.ensureUser(SUB_SITE, {
    name: 'Alex Wilber',
    email: 'alex@demo.listboard.local',
    login: 'alex@demo.listboard.local',
    isSiteAdmin: true,
    groups: [],
  });
  const title = [{ internalName: 'Title', name: 'Title', type: 'Text' as const }];
  lists.roadmap = (await store.createList(SUB_SITE, { title: 'Roadmap', fields: title, versioning: false })).id;
  lists.unversioned = (await store.createList(DEMO_SITE, { title: 'Unversioned', fields: title, versioning: false })).id;
});

describe('what the wizard picks from', () => {
  it("lists the webs of the caller's tenant, each under its parent", async () => {
    const webs = await env.alex.call<SiteWeb[]>('GET', 'site/webs', undefined, { siteURL: DEMO_SITE });
    expect(webs.body).toEqual([
      { url: DEMO_SITE, title: 'Team site', parentUrl: null },
      { url: SUB_SITE, title: 'Projects', parentUrl: DEMO_SITE },
    ]);
    expect((await env.alex.call('GET', 'site/webs')).status).toBe(400);
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/webs', undefined, { siteURL: OTHER_TENANT })).body.code).toBe('other_tenant');
    expect((await new ApiClient(env.stack.url).call('GET', 'site/webs', undefined, { siteURL: DEMO_SITE })).status).toBe(401);
  });

  it("lists the lists the caller may view, with content types and the caller's rights", async () => {
    const adeles = (await clients.adele.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body;
    expect(adeles.map((l) => l.name)).toEqual(['Documents', 'Tasks', 'Unversioned']);
    expect(adeles.find((l) => l.listID === DEMO_TASKS_LIST_ID)).toEqual({
      listID: DEMO_TASKS_LIST_ID,
      name: 'Tasks',
      description: 'Work of the demo team',
      url: DEMO_SITE,
      isLibrary: false,
      versioned: true,
      contentTypesIDs: ['0x01'],
      allowManage: true,
      allowManageViews: true,
      // The built-in store's lists keep no folders: the board's includeFolder is not offered over them.
      hasFolders: false,
      allowView: true,
    });
    expect(adeles.find((l) => l.listID === DEMO_DOCUMENTS_LIST_ID)).toMatchObject({ isLibrary: true, contentTypesIDs: ['0x0101'] });
    const alexs = (await env.alex.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body;
    expect(alexs.map((l) => [l.name, l.allowView, l.allowManage, l.allowManageViews])).toEqual([
      ['Documents', true, false, false],
      ['Tasks', true, false, false],
      ['Unversioned', true, false, false],
    ]);
    // Pradeep is no user of the sub-site, so he may view none of its lists.
    expect((await clients.pradeep.call('GET', 'site/lists', undefined, { url: SUB_SITE })).body).toEqual([]);
    expect(
      (await env.alex.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: SUB_SITE })).body.map((l) => [l.name, l.allowManage]),
    ).toEqual([['Roadmap', true]]);
    expect((await env.alex.call('GET', 'site/lists')).status).toBe(400);
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/lists', undefined, { url: `${DEMO_SITE}/nowhere` })).body.code).toBe(
      'site_not_found',
    );
  });

  it("answers a list's fields to whoever may read it", async () => {
    const fields = await env.alex.call<Field[]>('GET', `site/lists/${DEMO_TASKS_LIST_ID}/fields`, undefined, { url: DEMO_SITE });
    expect(fields.body.find((f) => f.internalName === 'Status')).toMatchObject({
      type: 'Choice',
      choices: expect.arrayContaining(['Review']),
    });
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/lists/nope/fields', undefined, { url: DEMO_SITE })).body.code).toBe(
      'list_not_found',
    );
    expect((await env.alex.call('GET', `site/lists/${DEMO_TASKS_LIST_ID}/fields`)).status).toBe(400);
    const refused = await clients.pradeep.call<ApiErrorBody>('GET', `site/lists/${lists.roadmap}/fields`, undefined, { url: SUB_SITE });
    expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
  });

  it("offers the built-in store's content types", async () => {
    const types = await env.alex.call<SiteContentType[]>('GET', 'site/contenttypes', undefined, { siteURL: DEMO_SITE });
    expect(types.body).toEqual([
      { id: '0x01', name: 'Item' },
      { id: '0x0101', name: 'Document' },
    ]);
    expect((await env.alex.call('GET', 'site/contenttypes')).status).toBe(400);
  });

  it("merges the fields of a board's lists, each once", async () => {
    const merged = (
      await env.alex.call<Field[]>('GET', 'boards/fields', undefined, {
        url: DEMO_SITE,
        lists: `${DEMO_TASKS_LIST_ID}, ${DEMO_DOCUMENTS_LIST_ID}`,
      })
    ).body;
    const names = merged.map((f) => f.internalName);
    expect(names).toEqual(expect.arrayContaining(['Status', 'Labels', 'FileLeafRef']));
    expect(names.filter((n) => n === 'Title')).toHaveLength(1);
    expect((await env.alex.call('GET', 'boards/fields', undefined, { url: DEMO_SITE, lists: ' , ' })).status).toBe(400);
    expect(
      (await env.alex.call<ApiErrorBody>('GET', 'boards/fields', undefined, { url: DEMO_SITE, lists: `${DEMO_TASKS_LIST_ID},nope` })).body
        .code,
    ).toBe('list_not_found');
    expect((await clients.pradeep.call('GET', 'boards/fields', undefined, { url: SUB_SITE, lists: lists.roadmap })).status).toBe(403);
  });
});

describe('enabling versioning', () => {
  it('needs the manage right on every list and changes nothing when any list is refused', async () => {
    const request = { url: DEMO_SITE, lists: [lists.unversioned] };
    const refused = await env.alex.call<ApiErrorBody>('POST', 'site/enableVersioning', request);
    expect([refused.status, refused.body.code]).toEqual([403, 'managelist_permission_denied']);
    expect(refused.body.message).toContain('Unversioned');
    const missing = await clients.adele.call<ApiErrorBody>('POST', 'site/enableVersioning', {
      url: DEMO_SITE,
      lists: [lists.unversioned, 'nope'],
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'list_not_found']);
    expect((await listInfo(lists.unversioned))?.versioned).toBe(false);
    expect((await clients.adele.call('POST', 'site/enableVersioning', { url: DEMO_SITE, lists: [] })).status).toBe(400);

    const enabled = await clients.adele.call('POST', 'site/enableVersioning', {
      url: DEMO_SITE,
      lists: [lists.unversioned, DEMO_TASKS_LIST_ID],
    });
    expect(enabled.body).toEqual({
      lists: [
        { listID: lists.unversioned, versioned: true },
        { listID: DEMO_TASKS_LIST_ID, versioned: true },
      ],
    });
    expect((await listInfo(lists.unversioned))?.versioned).toBe(true);
  });
});

describe('adding a field', () => {
  const add = (
    client: ApiClient,
    field: object,
    sources: { url: string; listID: string }[] = [{ url: DEMO_SITE, listID: DEMO_TASKS_LIST_ID }],
  ) => client.call<Field & ApiErrorBody>('POST', 'site/addNewField', { source: { lists: sources }, field });

  it('derives the internal name from the title and numbers it past the names the lists have', async () => {
    const created = await add(clients.adele, { title: ' ReviewAt ', type: 'DateTime', dateOnly: true, required: true, isRich: true });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body).toMatchObject({ internalName: 'ReviewAt1', name: 'ReviewAt', type: 'DateTime', dateOnly: true, isRequired: true });
    expect(created.body.isRich).toBeUndefined();
    // 'SpecLink' is taken in another letter case.
    expect((await add(clients.adele, { title: 'Spec-link', type: 'Text' })).body.internalName).toBe('Speclink1');
    expect(
      (await fieldsOf(DEMO_TASKS_LIST_ID)).filter((f) => ['ReviewAt1', 'Speclink1'].includes(f.internalName)).map((f) => f.name),
    ).toEqual(['ReviewAt', 'Spec-link']);
  });

  it('adds the same field to every list, under a name none of them has', async () => {
    const docs = { url: DEMO_SITE, listID: DEMO_DOCUMENTS_LIST_ID };
    const tasks = { url: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
    expect((await add(clients.adele, { title: 'Owner note', type: 'Note', isRich: true }, [docs])).body.internalName).toBe('Ownernote');
    const both = await add(clients.adele, { title: 'Owner-note', type: 'MultiChoice' }, [tasks, docs]);
    expect(both.body).toMatchObject({ internalName: 'Ownernote1', type: 'MultiChoice', choices: [] });
    for (const listID of [DEMO_TASKS_LIST_ID, DEMO_DOCUMENTS_LIST_ID]) {
      expect((await fieldsOf(listID)).find((f) => f.internalName === 'Ownernote1')?.name).toBe('Owner-note');
    }
  });

  it("refuses a title that is already a field's name in any of the lists (409)", async () => {
    const docs = { url: DEMO_SITE, listID: DEMO_DOCUMENTS_LIST_ID };
    const taken = await add(clients.adele, { title: 'due date', type: 'Text' }, [docs, { url: DEMO_SITE, listID: DEMO_TASKS_LIST_ID }]);
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, 'field_exists', 'A field with this name already exists.']);
    expect((await fieldsOf(DEMO_DOCUMENTS_LIST_ID)).some((f) => f.name === 'due date')).toBe(false);
  });

  it('refuses a field that is not well formed (400)', async () => {
    for (const field of [
      { title: 'Stage', type: 'Choice' },
      { title: '  ', type: 'Text' },
      { title: 'Parent', type: 'Lookup' },
      { title: 'x'.repeat(256), type: 'Text' },
    ]) {
      const refused = await add(clients.adele, field);
      expect([refused.status, refused.body.code]).toEqual([400, 'invalid_request']);
    }
    expect((await add(clients.adele, { title: 'Stage', type: 'Choice', choices: ['Draft', 'Final'] })).body.choices).toEqual([
      'Draft',
      'Final',
    ]);
  });

  it('needs the manage right on every list, and adds nothing when any is refused', async () => {
    const before = await fieldsOf(DEMO_TASKS_LIST_ID);
    const refused = await add(env.alex, { title: 'Alex field', type: 'Text' });
    expect([refused.status, refused.body.code]).toEqual([403, 'managelist_permission_denied']);
    // Alex manages the sub-site's Roadmap but not the demo site's Tasks.
    const roadmap = { url: SUB_SITE, listID: lists.roadmap };
    const mixed = await add(env.alex, { title: 'Alex field', type: 'Text' }, [roadmap, { url: DEMO_SITE, listID: DEMO_TASKS_LIST_ID }]);
    expect([mixed.status, mixed.body.code]).toEqual([403, 'managelist_permission_denied']);
    expect(await fieldsOf(DEMO_TASKS_LIST_ID)).toEqual(before);
    expect((await fieldsOf(lists.roadmap, SUB_SITE, env.alex)).map((f) => f.internalName)).toEqual(['Title']);
    expect((await add(env.alex, { title: 'Alex field', type: 'Text' }, [roadmap])).body.internalName).toBe('Alexfield');
  });
});

describe('adding labels', () => {
  const label = (client: ApiClient, request: object) =>
    client.call<AddNewLabelResponse & ApiErrorBody>('POST', 'boards/addNewLabel', {
      site: DEMO_SITE,
      list: DEMO_TASKS_LIST_ID,
      field: 'Labels',
      ...request,
    });

  it('lets a board editor add the missing labels, compared case-insensitively', async () => {
    const before = await labelsOf();
    const added = await label(env.alex, { boardId: DEMO_BOARD_ID, labels: [' bug ', 'Ops', 'OPS', 'Infra'] });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.choices).toEqual([...(before ?? []), 'Ops', 'Infra']);
    expect(await labelsOf()).toEqual(added.body.choices);
    expect((await label(env.alex, { boardId: DEMO_BOARD_ID, labels: ['ops'] })).body.choices).toEqual(added.body.choices);
  });

  it('refuses viewers, other fields and lists of the board, and changes nothing', async () => {
    const before = await labelsOf();
    const viewer = await label(clients.pradeep, { boardId: DEMO_BOARD_ID, labels: ['Viewer'] });
    expect([viewer.status, viewer.body.code]).toEqual([403, 'access_denied']);
    const otherField = await label(env.alex, { boardId: DEMO_BOARD_ID, field: 'Status', labels: ['Other'] });
    expect([otherField.status, otherField.body.code]).toEqual([403, 'access_denied']);
    const otherList = await label(env.alex, { boardId: DEMO_BOARD_ID, list: DEMO_DOCUMENTS_LIST_ID, labels: ['Other'] });
    expect([otherList.status, otherList.body.code]).toEqual([404, 'list_not_on_board']);
    expect(await labelsOf()).toEqual(before);
  });

  it('needs the manage right on the list for a board being created', async () => {
    const refused = await label(env.alex, { labels: ['Wizard'] });
    expect([refused.status, refused.body.code]).toEqual([403, 'managelist_permission_denied']);
    expect(await labelsOf()).not.toContain('Wizard');
    expect((await label(clients.adele, { labels: ['Wizard'] })).body.choices).toContain('Wizard');
    const notLabels = await label(clients.adele, { field: 'Status', labels: ['Blocked'] });
    expect([notLabels.status, notLabels.body.code]).toEqual([400, 'not_labels_field']);
  });

  it('refuses empty labels (400)', async () => {
    for (const labels of [[], ['  '], Array.from({ length: 51 }, (_, i) => `L${i}`)]) {
      expect((await label(clients.adele, { labels })).status).toBe(400);
    }
  });

  it('lets editors add labels only while the board allows it; its settings editors always', async () => {
    const {
      fields: _f,
      userPermission: _p,
      canEditSettings: _e,
      canViewCharts: _c,
      configEtag: _t,
      ...config
    } = (await clients.adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
    const closed: BoardConfig = { ...config, allowAddLabels: false };
    expect((await clients.adele.call('POST', 'boards/board', closed)).status).toBe(200);
    expect((await label(env.alex, { boardId: DEMO_BOARD_ID, labels: ['Closed'] })).status).toBe(403);
    expect((await label(clients.adele, { boardId: DEMO_BOARD_ID, labels: ['Closed'] })).body.choices).toContain('Closed');
  });
});
