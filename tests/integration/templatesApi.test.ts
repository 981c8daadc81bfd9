import { beforeAll, describe, expect, it } from 'vitest';
import { type Services, createServices, loadSettings } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_GROUPS, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import {
  type ApiErrorBody,
  type BoardResponse,
  type BoardTemplate,
  type User,
  EXPORT_ITEM_LIMIT,
  TEMPLATE_PREVIEW_ROWS,
  decodeTemplateFile,
  templatePreview,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const TENANT = new URL(DEMO_SITE).origin;
/** The exportable fields of the demo Tasks list by display name; attachments, links and currency stay behind. */
const CARRIED = [
  'AssignedTo',
  'KanbanComments',
  'DueDate',
  'Estimate',
  'Labels',
  'Notes',
  'KanbanOrder',
  'ParentID',
  'Priority',
  'Progress',
  'Project',
  'ReviewAt',
  'Status',
  'Title',
  'Blocked',
];

const clients = {} as { adele: ApiClient; pradeep: ApiClient };
let services: Services;

beforeAll(async () => {
  clients.adele = await new ApiClient(env.stack.url).signIn(ADELE);
  clients.pradeep = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
  // The stores behind the stack, to read what the API does not show: the kept files and the new lists' items.
  services = createServices(
    loadSettings({ LISTBOARD_STORAGE_CONNECTION_STRING: env.stack.storageConnectionString, LISTBOARD_CLIENT_ID: 'templates-test' }),
  );
});

const exportBoard = (client: ApiClient, body: Record<string, unknown>) =>
  client.call<BoardTemplate & ApiErrorBody>('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, ...body });
const importTemplate = (client: ApiClient, body: unknown) =>
  client.call<{ id: string } & ApiErrorBody>('POST', 'site/importTemplate', body);

async function keptTemplates(boardId: string): Promise<BoardTemplate[]> {
  return (await services.templates.list(TENANT, boardId)).map((kept) => decodeTemplateFile(kept.file));
}

async function openBoard(id: string): Promise<BoardResponse> {
  const board = await clients.adele.call<BoardResponse>('GET', 'board', undefined, { boardID: id });
  expect(board.status).toBe(200);
  return board.body;
}

describe('exporting a board as a template', () => {
  it('gives the owner the board, its exportable fields and every item, and keeps the file', async () => {
    const answer = await exportBoard(clients.adele, { includeContent: true });
    expect(answer.status, answer.body.message).toBe(200);
    const template = answer.body;
    expect(template).toMatchObject({ version: 1, includeContent: true, board: { id: DEMO_BOARD_ID, name: 'Team tasks' } });
    expect(template.templateFields.toSorted()).toEqual(CARRIED.toSorted());
    expect(template.listData).toHaveLength(1);
    expect(template.listData[0].fields.map((f) => f.internalName).toSorted()).toEqual(CARRIED.toSorted());
    // The demo list holds more items than an export carries: the first by id.
    const items = (await services.listHost.queryItems(DEMO_SITE, DEMO_TASKS_LIST_ID)).toSorted((a, b) => a.id - b.id);
    expect(items.length).toBeGreaterThan(EXPORT_ITEM_LIMIT);
    expect(template.content.map((row) => row.ID)).toEqual(items.slice(0, EXPORT_ITEM_LIMIT).map((item) => item.id));
    expect(template.contentTotal).toBe(items.length);

    const preview = templatePreview(template);
    expect(preview).toHaveLength(TEMPLATE_PREVIEW_ROWS);
    expect(preview.map((row) => [row.ID, row.values.Title])).toEqual(items.slice(0, 3).map((item) => [item.id, item.values.Title]));
    expect(preview[0].values.AssignedTo).toMatch(/^[a-z]+@demo\.listboard\.local(,[a-z]+@demo\.listboard\.local)*$/);
    expect(template.content.filter((row) => row.values.ParentID).map((row) => row.values.ParentID)).toEqual(['1', '1', '1']);

    expect(await keptTemplates(DEMO_BOARD_ID)).toContainEqual(template);
  });

  it('refuses a template that leaves out a configured field, naming it', async () => {
    const answer = await exportBoard(clients.adele, {
      includeContent: false,
      templateFields: CARRIED.filter((name) => name !== 'Status' && name !== 'AssignedTo'),
    });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([
      400,
      'template_missing_fields',
      'Please add fields from Board configuration: Status, Assigned To',
    ]);
  });

  it('carries the first 50 items by id and says how many the list held', async () => {
    const base = (await exportBoard(clients.adele, { includeContent: false })).body;
    const content = Array.from({ length: EXPORT_ITEM_LIMIT + 7 }, (_, index) => ({
      ID: index + 1,
      values: { Title: `Row ${index + 1}`, Status: 'Not Started' },
    }));
    const listData = base.listData.map((list) => ({ ...list, name: 'Many rows' }));
    const imported = await importTemplate(clients.adele, {
      template: { ...base, listData, content, includeContent: true },
      name: 'Many rows',
    });
    expect(imported.status, imported.body.message).toBe(200);

    const answer = await exportBoard(clients.adele, { boardId: imported.body.id, includeContent: true });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.contentTotal).toBe(EXPORT_ITEM_LIMIT + 7);
    expect(answer.body.content.map((row) => row.values.Title)).toEqual(content.slice(0, EXPORT_ITEM_LIMIT).map((row) => row.values.Title));
  });

  it('carries a group in a person field by its name, there and back', async () => {
    const base = (await exportBoard(clients.adele, { includeContent: false })).body;
    const content = [
      { ID: 1, values: { Title: 'For the marketing team', Status: 'Not Started', AssignedTo: `${ADELE},${DEMO_GROUPS.marketing}` } },
    ];
    const listData = base.listData.map((list) => ({ ...list, name: 'Group work' }));
    const imported = await importTemplate(clients.adele, {
      template: { ...base, listData, content, includeContent: true },
      name: 'Group work',
    });
    expect(imported.status, imported.body.message).toBe(200);
    const [source] = (await openBoard(imported.body.id)).source.lists;
    const [item] = await services.listHost.queryItems(DEMO_SITE, source.listID);
    const marketing = (await services.listHost.getSiteGroups(DEMO_SITE)).find((group) => group.name === DEMO_GROUPS.marketing);
    expect(item.values.AssignedTo).toEqual(expect.arrayContaining([marketing?.id]));
    expect(item.values.AssignedTo).toHaveLength(2);

    const answer = await exportBoard(clients.adele, { boardId: imported.body.id, includeContent: true });
    expect(answer.body.content[0].values.AssignedTo).toBe(`${ADELE},${DEMO_GROUPS.marketing}`);
  });

  it('is for those who may change the board settings only', async () => {
    for (const client of [env.alex, clients.pradeep]) {
      const refused = await exportBoard(client, { includeContent: true });
      expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    }
    expect((await exportBoard(clients.adele, { boardId: '00000000-0000-4000-8000-000000000000', includeContent: false })).status).toBe(404);
  });
});

describe('importing a template', () => {
  let template: BoardTemplate;
  beforeAll(async () => {
    template = (await exportBoard(clients.adele, { includeContent: true })).body;
  });

  it('creates a list with the fields, a board the importer owns, and the items with their subtasks', async () => {
    const answer = await importTemplate(clients.adele, { template, name: 'Imported tasks' });
    expect(answer.status, answer.body.message).toBe(200);
    const board = await openBoard(answer.body.id);
    expect(board).toMatchObject({
      name: 'Imported tasks',
      columnFieldName: 'Status',
      useSubtasks: true,
      parentlookup: 'ParentID',
      swimlanes: { field: 'Priority' },
    });
    expect(board.permission).toMatchObject({
      boardOwners: [{ login: ADELE }],
      tasksOwners: [{ login: ADELE }],
      boardAccess: [],
      boardNoAccess: [],
    });
    const [source] = board.source.lists;
    expect(source).toMatchObject({ url: DEMO_SITE, name: 'Tasks 2' });
    expect(source.listID).not.toBe(DEMO_TASKS_LIST_ID);
    expect(board.fields.map((f) => f.internalName).toSorted()).toEqual(CARRIED.toSorted());
    // Budget is a currency field, which a template does not carry.
    expect(board.cardFields).toEqual([]);

    const items = await services.listHost.queryItems(DEMO_SITE, source.listID);
    expect(items).toHaveLength(template.content.length);
    const adele = (await clients.adele.call<User>('GET', 'auth/me')).body;
    expect(items.every((item) => item.authorId === adele.id)).toBe(true);
    const byTitle = new Map(items.map((item) => [item.values.Title, item]));
    const carriedIds = new Set(template.content.map((row) => row.ID));
    const originals = (await services.listHost.queryItems(DEMO_SITE, DEMO_TASKS_LIST_ID)).filter((item) => carriedIds.has(item.id));
    const carried = (values: Record<string, unknown> = {}) =>
      Object.fromEntries(CARRIED.filter((name) => name !== 'ParentID').map((name) => [name, values[name] ?? null]));
    const parentsOf = (values: Record<string, unknown> = {}) => (values.ParentID as number[] | null) ?? [];
    for (const original of originals) {
      const copy = byTitle.get(original.values.Title);
      expect(carried(copy?.values), String(original.values.Title)).toEqual(carried(original.values));
      // A subtask's parent is the copy of its parent.
      const parentTitles = parentsOf(original.values).map((id) => originals.find((o) => o.id === id)?.values.Title);
      expect(parentsOf(copy?.values)).toEqual(parentTitles.map((title) => byTitle.get(title ?? null)?.id));
    }
    expect(items.filter((item) => parentsOf(item.values).length > 0)).toHaveLength(3);
    expect(await keptTemplates(answer.body.id)).toEqual([template]);
  });

  it('creates no items unless the template includes its content', async () => {
    const answer = await importTemplate(clients.adele, { template: { ...template, includeContent: false } });
    expect(answer.status, answer.body.message).toBe(200);
    const board = await openBoard(answer.body.id);
    expect([board.name, board.source.lists[0].name]).toEqual(['Team tasks', 'Tasks 3']);
    expect(await services.listHost.queryItems(DEMO_SITE, board.source.lists[0].listID)).toEqual([]);
  });

  it('is for those who may create lists only, and checks the template after that', async () => {
    for (const client of [env.alex, clients.pradeep]) {
      const refused = await importTemplate(client, { template: { version: 1 } });
      expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    }
  });

  it('refuses a malformed template or one without a configured field, and creates nothing', async () => {
    const before = (await services.listHost.getLists(DEMO_SITE)).length;
    const malformed = await importTemplate(clients.adele, { template: { version: 1, board: { name: 'x' }, listData: [] } });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalid_template']);
    expect(malformed.body.message).toMatch(/^The board template cannot be used: .*board\.source/);
    const partial = { ...template, templateFields: template.templateFields.filter((name) => name !== 'Labels') };
    const missing = await importTemplate(clients.adele, { template: partial });
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      'template_missing_fields',
      'Please add fields from Board configuration: Labels',
    ]);
    const badRow = { ...template, content: [{ ID: 1, values: { Title: 'x', Status: 'Nope' } }] };
    const refusedRow = await importTemplate(clients.adele, { template: badRow });
    expect([refusedRow.status, refusedRow.body.message]).toEqual([
      400,
      "Some items of the template cannot be created: Row 1 (ID 1): Status: 'Nope' is not one of the choices.",
    ]);
    expect((await services.listHost.getLists(DEMO_SITE)).length).toBe(before);
  });
});
