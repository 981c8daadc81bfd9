import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardResponse, NegotiateResponse, RealtimeEvent, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';
import { storedConfigOf } from '../support/boardConfig';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';

describe('saving the board configuration', () => {
  it('lets an owner save, tells the board pages, and refuses editors and viewers without changing anything', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const watcher = await listen(
      (await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const saved = await adele.call<{ id: string; cardSize: string }>(
      'POST',
      'boards/board',
      { ...config, description: 'Saved by Adele' },
      { u: ADELE },
    );
    expect([saved.status, saved.body]).toEqual([200, { id: DEMO_BOARD_ID, cardSize: 'L', configEtag: expect.any(String) }]);
    expect((await storedConfigOf(env.alex, DEMO_BOARD_ID)).description).toBe('Saved by Adele');
    const event = await watcher.next<RealtimeEvent>((m) => m.type === 'boardChanged');
    expect(event).toMatchObject({ type: 'boardChanged', boardID: DEMO_BOARD_ID });
    watcher.client.stop();

    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    for (const refusedUser of [env.alex, viewer]) {
      const refused = await refusedUser.call<ApiErrorBody>('POST', 'boards/board', { ...config, description: 'Hijacked' });
      expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    }
    expect((await storedConfigOf(env.alex, DEMO_BOARD_ID)).description).toBe('Saved by Adele');
  });

  it('answers the edit-settings permission per user', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const path = `boards/getBoardEditSettingPermission/${DEMO_BOARD_ID}`;
    expect((await adele.call('GET', path)).body).toEqual({ canEditSettings: true });
    expect((await env.alex.call('GET', path)).body).toEqual({ canEditSettings: false });
    expect((await env.alex.call('GET', 'boards/getBoardEditSettingPermission/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses a configuration the rules do not accept, with the spec keys, and keeps the stored one', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const twinColumns = config.columnDefinitions.map((c, i) => (i === 1 ? { ...c, value: config.columnDefinitions[0].value } : c));
    const refused = await adele.call<ApiErrorBody>('POST', 'boards/board', {
      ...config,
      columnDefinitions: twinColumns,
      permission: { ...config.permission, boardOwners: [] },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'invalid_configuration']);
    expect(refused.body.errors?.map((e) => e.key)).toEqual(expect.arrayContaining(['alert_column_value_exists', 'boardsAdminErrors']));
    const nameless = await adele.call<ApiErrorBody>('POST', 'boards/board', { ...config, name: '  ' });
    expect([nameless.status, nameless.body.message]).toEqual([400, expect.stringContaining('Please specify the board name')]);
    expect((await storedConfigOf(adele, DEMO_BOARD_ID)).columnDefinitions).toEqual(config.columnDefinitions);
  });

  it('refuses column widths that are empty, zero or do not add up to 100, and keeps widths that do', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const count = config.columnDefinitions.length;
    const save = (columnCols: (number | null)[]) => adele.call<ApiErrorBody>('POST', 'boards/board', { ...config, columnCols });
    const zeroAndEmpty = await save([0, null, ...Array.from({ length: count - 2 }, (_, i) => (i === 0 ? 100 : 0))]);
    expect([zeroAndEmpty.status, zeroAndEmpty.body.code]).toEqual([400, 'invalid_configuration']);
    expect(zeroAndEmpty.body.errors?.map((e) => e.key)).toContain('column_width_invalid');
    const tooMuch = await save(Array.from({ length: count }, () => 50));
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'invalid_configuration']);
    expect(tooMuch.body.errors).toEqual([expect.objectContaining({ key: 'column_widths_total', field: 'columnCols' })]);
    expect(tooMuch.body.message).toContain('The column widths must add up to exactly 100%.');
    expect((await storedConfigOf(adele, DEMO_BOARD_ID)).columnCols).toEqual(config.columnCols);

    const widths = [...Array.from({ length: count - 1 }, () => 10), 100 - 10 * (count - 1)];
    expect((await save(widths)).status).toBe(200);
    expect((await storedConfigOf(adele, DEMO_BOARD_ID)).columnCols).toEqual(widths);
    expect(
      (await adele.call('POST', 'boards/board', { ...(await storedConfigOf(adele, DEMO_BOARD_ID)), columnCols: config.columnCols })).status,
    ).toBe(200);
  });

  it('lets an owner who is no admin save, once made an owner', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const owners = [...config.permission.boardOwners, { login: MEGAN, isGroup: false }];
    expect(
      (await adele.call('POST', 'boards/board', { ...config, permission: { ...config.permission, boardOwners: owners } })).status,
    ).toBe(200);
    const megan = await new ApiClient(env.stack.url).signIn(MEGAN);
    const renamed = await megan.call('POST', 'boards/board', { ...(await storedConfigOf(megan, DEMO_BOARD_ID)), name: 'Team tasks' });
    expect(renamed.status).toBe(200);
  });

  it('creates a board from a configuration without id only for users who can create lists', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const { id: _id, ...config } = await storedConfigOf(adele, DEMO_BOARD_ID);
    const copy = { ...config, id: '', name: 'Team tasks (second)', styles: [] };
    expect((await env.alex.call<ApiErrorBody>('POST', 'boards/board', copy)).status).toBe(403);
    const created = await adele.call<{ id: string }>('POST', 'boards/board', copy);
    expect(created.status).toBe(200);
    expect(created.body.id).not.toBe(DEMO_BOARD_ID);
    const stored = await storedConfigOf(adele, created.body.id);
    expect(stored.name).toBe('Team tasks (second)');
    // A new board without style rules gets the four system rules.
    expect(stored.styles.map((s) => s.styleType)).toEqual([10, 20, 30, 40]);
  });
});

describe('a new board over lists without the new-board fields', () => {
  it('creates Due Date, Comments and Labels (with the new labels) on the list once the configuration is valid, and adds the comment rules', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const { id: _id, ...documents } = await storedConfigOf(adele, DEMO_DOCUMENTS_BOARD_ID);
    const board = {
      ...documents,
      id: '',
      name: 'Document deadlines',
      dueDateField: 'DueDate',
      commentsFieldName: 'KanbanComments',
      labelsFieldName: 'Labels',
      notificationsDefinition: { assignNotify: false, rules: [] },
      labelsColors: [
        { name: 'Contract', color: '#78BAE5', disabled: false },
        { name: 'Draft label', color: '#B6E9FF', disabled: true },
      ],
    };
    const fieldsOfList = async () =>
      (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_DOCUMENTS_BOARD_ID })).body.fields.map(
        (f) => f.internalName,
      );
    const before = await fieldsOfList();
    expect(before).not.toContain('DueDate');

    const refused = await adele.call<ApiErrorBody>('POST', 'boards/board', { ...board, name: ' ' });
    expect(refused.status).toBe(400);
    expect(await fieldsOfList()).toEqual(before);

    const created = await adele.call<{ id: string }>('POST', 'boards/board', board);
    expect(created.status).toBe(200);
    expect(await fieldsOfList()).toEqual(expect.arrayContaining(['DueDate', 'KanbanComments', 'Labels']));
    // The enabled labels added in the wizard become choices of the labels field; disabled ones do not.
    const choices = await adele.call<string[]>('GET', `site/lists/${DEMO_DOCUMENTS_LIST_ID}/fields/Labels/choices`, undefined, {
      url: documents.source.lists[0].url,
    });
    expect(choices.body).toEqual(['Contract']);
    const stored = await storedConfigOf(adele, created.body.id);
    expect(stored.notificationsDefinition.rules.map((r) => [r.notificationType, r.isDisabled])).toEqual([
      [10, true],
      [11, true],
      [12, true],
      [13, true],
    ]);
  });
});

describe('quick creation by name', () => {
  it('creates a list with the default fields and a board over it with the new-board defaults', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const created = await adele.call<BoardResponse>('POST', 'boards/new', { name: 'Launch plan' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Launch plan',
      columnFieldName: 'Status',
      cardSize: 'L',
      userField: 'AssignedTo',
      dueDateField: 'DueDate',
      labelsFieldName: 'Labels',
      commentsFieldName: 'KanbanComments',
    });
    expect(created.body.columnDefinitions.map((c) => c.value)).toEqual(['Not Started', 'In Progress', 'Completed']);
    expect(created.body.permission.boardOwners).toEqual([{ login: ADELE, isGroup: false }]);
    const tasks = await adele.call<TasksResponse>('POST', 'kanban/tasks', { boardID: created.body.id });
    expect(tasks.body.rows[0].columns.every((c) => c.items.length === 0)).toBe(true);
    const again = await adele.call<BoardResponse>('POST', 'boards/new', { name: 'Launch plan' });
    expect(again.body.source.lists[0].name).toBe('Launch plan 2');

    expect((await env.alex.call('POST', 'boards/new', { name: 'Mine' })).status).toBe(403);
    expect((await adele.call<ApiErrorBody>('POST', 'boards/new', { name: ' ' })).status).toBe(400);
  });
});

describe('two people saving one configuration', () => {
  async function editedVersion(client: ApiClient, boardID: string): Promise<{ config: BoardConfig; etag: string }> {
    const {
      fields: _fields,
      userPermission: _level,
      canEditSettings: _edit,
      canViewCharts: _charts,
      configEtag,
      ...config
    } = (await client.call<BoardResponse>('GET', 'board', undefined, { boardID })).body;
    return { config, etag: configEtag };
  }

  function saveAt(client: ApiClient, config: BoardConfig, etag: string) {
    return client.call<{ configEtag: string } & ApiErrorBody>('POST', 'boards/board', config, {}, { headers: { 'if-match': etag } });
  }

  it('refuses the save made over a version someone else saved since, with 412 stale_configuration, and keeps the first', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const { config, etag } = await editedVersion(adele, DEMO_DOCUMENTS_BOARD_ID);
    const first = await saveAt(adele, { ...config, description: 'First save' }, etag);
    expect(first.status).toBe(200);
    const second = await saveAt(adele, { ...config, description: 'Second save, from the old version' }, etag);
    expect(`${second.status} ${second.body.code}`).toBe('412 stale_configuration');
    expect((await editedVersion(adele, DEMO_DOCUMENTS_BOARD_ID)).config.description).toBe('First save');
    const next = await saveAt(adele, { ...config, description: 'Third save, from the version the first answered' }, first.body.configEtag);
    expect(next.status).toBe(200);
  });

  it('lets exactly one of many parallel saves from one version land', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const { config, etag } = await editedVersion(adele, DEMO_DOCUMENTS_BOARD_ID);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => saveAt(adele, { ...config, description: `Parallel save ${n}` }, etag)));
    const statuses = answers.map((a) => (a.status === 200 ? '200' : `${a.status} ${a.body.code}`)).sort();
    expect(statuses).toEqual([
      '200',
      '412 stale_configuration',
      '412 stale_configuration',
      '412 stale_configuration',
      '412 stale_configuration',
      '412 stale_configuration',
    ]);
    const winner = answers.findIndex((a) => a.status === 200) + 1;
    expect((await editedVersion(adele, DEMO_DOCUMENTS_BOARD_ID)).config.description).toBe(`Parallel save ${winner}`);
  });
});
