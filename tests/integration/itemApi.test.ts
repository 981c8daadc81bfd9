import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, Comment, Item, ItemValuesResponse, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();

const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };

async function cards(): Promise<Item[]> {
  const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
  return board.rows.flatMap((r) => r.columns.flatMap((c) => c.items));
}

async function values(itemID: number, client = env.alex): Promise<Record<string, string | null>> {
  const answer = await client.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(itemID) });
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.values.map((v) => [v.name, v.value]));
}

function save(itemID: number, changes: Record<string, string | null>, extra: object = {}, client = env.alex) {
  return client.call<{ itemID: number; etag?: string } & ApiErrorBody>('POST', 'item/values', {
    ...where,
    itemID,
    values: Object.entries(changes).map(([name, value]) => ({ name, value })),
    ...extra,
  });
}

describe('item values', () => {
  it('reads an item as value strings', async () => {
    const card = (await cards()).find((c) => c.name === 'Fix login redirect loop') as Item;
    const read = await values(card.id);
    expect(read).toMatchObject({ Title: 'Fix login redirect loop', Status: card.columnValue, Priority: '(1) High' });
    expect(read.AssignedTo).toBe(card.usersIds.join(','));
  });

  it('updates fields of every kind from value strings, with ETags', async () => {
    const card = (await cards()).find((c) => c.name === 'Clean up feature flags') as Item;
    const before = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(card.id) });
    const answer = await save(
      card.id,
      {
        Title: 'Clean up all feature flags',
        Estimate: '5.5',
        AssignedTo: '3,lidia@demo.listboard.local',
        Labels: 'Bug;#Docs',
        DueDate: '2027-01-15',
        Project: '',
        ParentID: '1',
      },
      { etag: before.body.etag },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.itemID).toBe(card.id);
    expect(await values(card.id)).toMatchObject({
      Title: 'Clean up all feature flags',
      Estimate: '5.5',
      AssignedTo: '3,5',
      Labels: 'Bug;#Docs',
      DueDate: '2027-01-15T00:00:00Z',
      Project: '',
      ParentID: '1',
    });
    const stale = await save(card.id, { Title: 'Lost update' }, { etag: before.body.etag });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_item');
    // The answer names the version the save made: an undo of it writes on that version (docs/board-page.md#undo).
    const after = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(card.id) });
    expect(answer.body.etag).toBe(after.body.etag);
    const undone = await save(card.id, { Title: 'Clean up feature flags' }, { etag: answer.body.etag });
    expect(undone.status).toBe(200);
    expect(undone.body.etag).not.toBe(answer.body.etag);
  });

  it("refuses bad values with the spec's message keys and writes nothing", async () => {
    const card = (await cards()).find((c) => c.name === 'Audit accessibility of forms') as Item;
    const before = await values(card.id);
    const answer = await save(card.id, {
      Estimate: 'lots',
      Priority: '(9) Never',
      Title: ' ',
      AssignedTo: 'nobody@nowhere.test',
      ParentID: '9999',
      Nope: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_value');
    expect(answer.body.errors?.map((e) => [e.field, e.key])).toEqual([
      ['Estimate', 'field_is_number'],
      ['Priority', 'invalid_choice'],
      ['Title', 'required_field'],
      ['AssignedTo', 'invalid_choice'],
      ['ParentID', 'invalid_choice'],
      ['Nope', 'field_read_only'],
    ]);
    expect(await values(card.id)).toEqual(before);
  });

  it('applies the WIP rule when a save moves a card into a full column', async () => {
    const card = (await cards()).find((c) => c.columnValue === 'Review' && c.rowValue === '(1) High') as Item;
    const answer = await save(card.id, { Status: 'In Progress' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('wip_limit');
  });

  it("creates items, from the dialog and from a column's quick add", async () => {
    const created = await save(0, { Title: 'Write the release blog post', Status: 'Review', Priority: '(3) Low', Estimate: '2' });
    expect(created.status).toBe(200);
    const quick = await env.alex.call<{ itemID: number }>('POST', `kanban/${DEMO_BOARD_ID}/items/${DEMO_TASKS_LIST_ID}/`, {
      siteURL: DEMO_SITE,
      values: [{ name: 'Title', value: 'Quick one' }],
    });
    expect(quick.status).toBe(200);
    const all = await cards();
    expect(all.find((c) => c.id === created.body.itemID)).toMatchObject({
      name: 'Write the release blog post',
      columnValue: 'Review',
      rowValue: '(3) Low',
      authorID: 2,
    });
    expect(all.find((c) => c.id === quick.body.itemID)).toMatchObject({ name: 'Quick one', columnValue: 'Not Started' });
    const missingTitle = await save(0, { Status: 'Review' });
    expect(missingTitle.status).toBe(400);
    expect(missingTitle.body.errors?.[0]).toMatchObject({ field: 'Title', key: 'required_field' });
  });

  it('removes items', async () => {
    const created = await save(0, { Title: 'Short-lived' });
    const card = (await cards()).find((c) => c.id === created.body.itemID) as Item;
    const removed = await env.alex.call('POST', 'item/remove', { boardID: DEMO_BOARD_ID, info: card.info });
    expect(removed.status).toBe(200);
    expect((await cards()).some((c) => c.id === card.id)).toBe(false);
    expect((await env.alex.call<ApiErrorBody>('POST', 'item/remove', { boardID: DEMO_BOARD_ID, info: card.info })).status).toBe(404);
  });

  it('keeps a view-only user from creating, changing and removing', async () => {
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    const card = (await cards())[0];
    expect((await save(0, { Title: 'Not allowed' }, {}, viewer)).status).toBe(403);
    expect((await save(card.id, { Title: 'Not allowed' }, {}, viewer)).status).toBe(403);
    expect((await viewer.call('POST', 'item/remove', { boardID: DEMO_BOARD_ID, info: card.info })).status).toBe(403);
    expect((await values(card.id)).Title).toBe(card.name);
  });
});

describe('finding items', () => {
  it('finds cards by title and reads the newest one', async () => {
    const found = await env.alex.call<{ id: number; name: string }[]>('GET', 'item/find/', undefined, { boardID: DEMO_BOARD_ID, q: 'FIX' });
    expect(found.body.length).toBeGreaterThan(2);
    expect(found.body.every((f) => f.name.toLowerCase().includes('fix'))).toBe(true);
    expect((await env.alex.call<ApiErrorBody>('GET', 'item/find/', undefined, { boardID: DEMO_BOARD_ID, q: ' ' })).status).toBe(400);
    const created = await save(0, { Title: 'The very latest' });
    const latest = await env.alex.call<Item>('GET', `kanban/${DEMO_BOARD_ID}/latestTask`, undefined, {
      siteURL: DEMO_SITE,
      listID: DEMO_TASKS_LIST_ID,
    });
    expect(latest.body).toMatchObject({ id: created.body.itemID, name: 'The very latest' });
  });
});

describe('subtasks', () => {
  const link = (itemID: number, taskID: number) => env.alex.call<ApiErrorBody>('POST', 'item/addsubtask', { ...where, itemID, taskID });

  it('links, lists and unlinks subtasks, refusing what the spec refuses', async () => {
    const parent = (await save(0, { Title: 'Parent task' })).body.itemID;
    const child = (await save(0, { Title: 'Child task', Status: 'Completed', DueDate: '2027-02-01' })).body.itemID;
    const other = (await save(0, { Title: 'Other task' })).body.itemID;
    expect((await link(parent, child)).status).toBe(200);
    expect((await link(other, child)).body.code).toBe('already_subtask');
    expect((await link(child, parent)).body.code).toBe('cyclic_dependency');
    expect((await link(parent, parent)).body.code).toBe('same_item');
    expect((await link(parent, 99999)).body.code).toBe('task_not_found');
    expect((await link(child, other)).body.code).toBe('multi_level_disabled');

    const subtasks = await env.alex.call<{ items: Item[]; footer: object }>('GET', 'item/getSubtasks/', undefined, {
      ...where,
      itemID: String(parent),
    });
    expect(subtasks.body.items.map((i) => i.name)).toEqual(['Child task']);
    expect(subtasks.body.footer).toEqual({ total: 1, ready: 1, percentCompleted: 100, dueDate: '2027-02-01T00:00:00Z' });
    expect((await cards()).find((c) => c.id === parent)?.subInfo).toEqual({ count: 1, completed: 1 });

    expect((await save(child, { ParentID: '' })).status).toBe(200);
    expect((await cards()).find((c) => c.id === parent)?.subInfo).toEqual({ count: 0, completed: 0 });
  });
});

describe('view types', () => {
  const view = async (requestViewType: number) =>
    (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, requestViewType })).body;
  const moveTo = (item: Item, rowValue: string) =>
    env.alex.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
      boardID: DEMO_BOARD_ID,
      rowValue,
      isBetweenRows: true,
      columnValue: item.columnValue,
      order: null,
      info: item.info,
      requestViewType: 1,
    });

  it('shows parents as lanes, hides subtasks, and relinks a card moved between parent lanes under the linking rules', async () => {
    const first = (await save(0, { Title: 'Epic one' })).body.itemID;
    const second = (await save(0, { Title: 'Epic two' })).body.itemID;
    const child = (await save(0, { Title: 'Story', ParentID: String(first) })).body.itemID;

    const parentChild = await view(1);
    const lane = parentChild.rows.find((r) => r.value === String(first));
    expect(lane?.name).toBe('Epic one');
    expect(lane?.columns.flatMap((c) => c.items).map((i) => i.name)).toEqual(['Story']);
    expect(parentChild.rows.at(-1)?.isDefault).toBe(true);
    expect(parentChild.rows.find((r) => r.value === String(second))).toBeUndefined();

    const hidden = (await view(2)).rows.flatMap((r) => r.columns.flatMap((c) => c.items));
    expect(hidden.some((i) => i.id === child)).toBe(false);
    expect(hidden.some((i) => i.id === first)).toBe(true);

    const story = lane!.columns.flatMap((c) => c.items)[0];
    const moved = await moveTo(story, String(second));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ rowValue: String(second), rowName: 'Epic two', parent: { id: second, name: 'Epic two' } });
    const epicTwo = (await view(1)).rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((i) => i.id === second)!;
    expect((await moveTo(epicTwo, String(child))).body.code).toBe('cyclic_dependency');
    expect((await moveTo(moved.body, String(child))).body.code).toBe('same_item');

    const unlinked = await moveTo(moved.body, '');
    expect(unlinked.body).toMatchObject({ rowValue: '', parent: null });
    expect((await values(child)).ParentID).toBe('');
  });
});

describe('attachments', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  function upload(itemID: number, files: [string, Uint8Array | string][], client = env.alex) {
    type Files = { name: string; attachmentType: number; url: string }[] & ApiErrorBody;
    return client.upload<Files>('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, files);
  }

  it('uploads files and images checked by content, serves them safely and removes them', async () => {
    const itemID = (await save(0, { Title: 'With files' })).body.itemID;
    const uploaded = await upload(itemID, [
      ['screen.png', PNG],
      ['notes.txt', 'plain notes'],
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.map((f) => [f.name, f.attachmentType])).toEqual([
      ['notes.txt', 0],
      ['screen.png', 1],
    ]);

    const image = await fetch(new URL(`${uploaded.body[1].url}&SPHostUrl=${encodeURIComponent(DEMO_SITE)}`, env.stack.url), {
      headers: { authorization: `Bearer ${env.alex.token}` },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const disguised = await upload(itemID, [['cute.png', '<!DOCTYPE html><script>alert(1)</script>']]);
    expect(disguised.status).toBe(415);
    expect(disguised.body.code).toBe('file_not_allowed');
    expect((await upload(itemID, [['empty.txt', '']])).body.message).toContain('File is empty');

    const removed = await env.alex.call<{ name: string }[]>('DELETE', 'item/Attachments', {
      boardID: DEMO_BOARD_ID,
      itemInfo: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID },
      names: ['screen.png'],
    });
    expect(removed.body.map((f) => f.name)).toEqual(['notes.txt']);
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    expect((await upload(itemID, [['x.txt', 'x']], viewer)).status).toBe(403);
  });
});

describe('watchers and history', () => {
  it("lets anyone watch, but only editors change other people's watching", async () => {
    const card = (await cards()).find((c) => c.name === 'Draft Q3 roadmap') as Item;
    const info = card.info;
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    const self = await viewer.call<{ id: number; name: string }[]>('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info, userIds: [6] });
    expect(self.body).toEqual([{ id: 6, name: 'Pradeep Gupta' }]);
    expect((await viewer.call<ApiErrorBody>('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info, userIds: [6, 3] })).status).toBe(403);
    expect((await env.alex.call('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info, userIds: [6, 3] })).status).toBe(200);
    expect((await env.alex.call<ApiErrorBody>('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info, userIds: [77] })).body.code).toBe(
      'unknown_user',
    );
    const read = await env.alex.call<{ name: string }[]>('GET', 'item/watchers', undefined, { ...where, itemID: String(card.id) });
    expect(read.body.map((w) => w.name)).toEqual(['Pradeep Gupta', 'Megan Bowen']);
    expect((await cards()).find((c) => c.id === card.id)?.watchers.map((w) => w.id)).toEqual([6, 3]);
  });

  it("keeps a viewer's own watch and an editor's change of others made at the same time, round after round", async () => {
    const card = (await cards()).find((c) => c.name === 'Plan Q4 roadmap') ?? (await cards())[0];
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    const watchersOf = async () =>
      (await env.alex.call<{ id: number }[]>('GET', 'item/watchers', undefined, { ...where, itemID: String(card.id) })).body.map(
        (w) => w.id,
      );
    const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
    for (let round = 0; round < 6; round += 1) {
      // Both pages show the same watchers; the viewer (6) toggles their own watch, the editor toggles Megan's (3).
      const shown = await watchersOf();
      const answers = await Promise.all([
        viewer.call('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info: card.info, userIds: toggled(shown, 6), shownUserIds: shown }),
        env.alex.call('POST', 'item/watchers', {
          boardID: DEMO_BOARD_ID,
          info: card.info,
          userIds: toggled(shown, 3),
          shownUserIds: shown,
        }),
      ]);
      expect({ round, statuses: answers.map((answer) => answer.status) }).toEqual({ round, statuses: [200, 200] });
      expect((await watchersOf()).toSorted()).toEqual(toggled(toggled(shown, 6), 3).toSorted());
    }
  });

  it("lists an item's versions with the values each changed", async () => {
    const itemID = (await save(0, { Title: 'Tracked', Estimate: '1' })).body.itemID;
    await save(itemID, { Estimate: '3', AssignedTo: '3' });
    const history = await env.alex.call<{ Version: number; ModifiedBy: string; ChangeValues: Record<string, string> }[]>(
      'GET',
      'item/getItemHistory/',
      undefined,
      { ...where, itemID: String(itemID) },
    );
    expect(history.body.map((h) => h.Version)).toEqual([2, 1]);
    expect(history.body[0]).toMatchObject({ ModifiedBy: 'Alex Wilber', ChangeValues: { Estimate: '3', 'Assigned To': 'Megan Bowen' } });
    expect(history.body[1].ChangeValues).toMatchObject({ Title: 'Tracked', Estimate: '1' });
  });
});

describe('comments', () => {
  it('appends comments, lists them newest first and counts them on the card', async () => {
    const card = (await cards()).find((c) => c.name === 'Speed up dashboard load') as Item;
    for (const text of ['First thought', 'Second thought']) {
      const answer = await env.alex.call('POST', 'item/comment', {
        ...where,
        itemID: card.id,
        values: [{ name: 'KanbanComments', value: text }],
      });
      expect(answer.status).toBe(200);
    }
    const list = await env.alex.call<Comment[]>('GET', 'item/comments/all/', undefined, { ...where, itemID: String(card.id) });
    expect(list.body.map((c) => c.text)).toEqual(['Second thought', 'First thought']);
    expect(list.body[0].author.name).toBe('Alex Wilber');
    expect((await cards()).find((c) => c.id === card.id)?.commentsCount).toBe(card.commentsCount + 2);
    expect((await env.alex.call<Comment[]>('GET', 'item/comments/all/', undefined, { ...where, itemID: '0' })).body).toEqual([]);
    const empty = await env.alex.call<ApiErrorBody>('POST', 'item/comment', {
      ...where,
      itemID: card.id,
      values: [{ name: 'KanbanComments', value: '  ' }],
    });
    expect(empty.body.code).toBe('empty_comment');
  });
});
