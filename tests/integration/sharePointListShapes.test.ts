import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import type { ModelList } from '../sharepoint/model';
import { sharePointStack, signedInOnSharePoint } from './sharePointStackFixture';

// What SharePoint lists have and the built-in store's do not, read and written as SharePoint does: content types
// (a board over one makes its new cards of it; the contract suite proves the refusal on both hosts) and folders.
const env = sharePointStack('list-shapes');
let adele: ApiClient;
let siteURL: string;
let list: ModelList;
let taskInList: string;

async function saveBoard(change: (config: BoardConfig) => BoardConfig): Promise<void> {
  const saved = await adele.call('POST', 'boards/board', change(await storedConfigOf(adele, DEMO_BOARD_ID)));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const boardOfContentType = (contentTypeID: string) => saveBoard((config) => ({ ...config, source: { ...config.source, contentTypeID } }));

async function cardTitles(views: object[] = []): Promise<string[]> {
  const answer = await adele.call<TasksResponse>('POST', 'kanban/tasks', {
    boardID: DEMO_BOARD_ID,
    filter: { activeFilters: [], users: [], lists: [], views },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.rows.flatMap((row) => row.columns.flatMap((column) => column.items.map((item: Item) => item.name)));
}

const newCard = (title: string) =>
  adele.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    boardID: DEMO_BOARD_ID,
    siteURL,
    listID: list.Id,
    itemID: 0,
    values: [{ name: 'Title', value: title }],
  });

beforeAll(async () => {
  const { tenant } = env;
  siteURL = tenant.siteUrl;
  adele = await signedInOnSharePoint(env, 'adele@demo.listboard.local');
  const listID = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body.source.lists[0].listID;
  const site = tenant.model.site(siteURL);
  const found = site && tenant.model.list(site, listID);
  if (!found) throw new Error('The demo board has no list on the test server.');
  list = found;
  // The list owner adds the site's Task type: the list gets its own child of it.
  taskInList = `0x010800${'C0FFEE00'.repeat(4)}`;
  list.contentTypes.push(taskInList);
});

describe('content types on SharePoint', () => {
  it("reports a list's types by the site types they were made from", async () => {
    const lists = await adele.call<{ listID: string; contentTypesIDs: string[] }[]>('GET', 'site/lists', undefined, { url: siteURL });
    expect(lists.body.find((candidate) => candidate.listID.toLowerCase() === list.Id.toLowerCase())?.contentTypesIDs).toEqual([
      '0x01',
      '0x0108',
    ]);
  });

  it("makes a new card of the board's content type, and of the list's default without one", async () => {
    await boardOfContentType('0x0108');
    const typed = await newCard('A task');
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(list.items.find((item) => item.Id === typed.body.itemID)?.values.ContentTypeId).toBe(taskInList);

    await boardOfContentType('');
    const plain = await newCard('An item');
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(String(list.items.find((item) => item.Id === plain.body.itemID)?.values.ContentTypeId)).toMatch(/^0x0100[0-9A-F]{32}$/);
  });

  it('refuses a new card of a type the list does not have, and makes nothing', async () => {
    await boardOfContentType('0x0101');
    const before = list.items.length;
    const refused = await newCard('A document in a list');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_value', message: expect.stringContaining('0x0101') });
    expect(list.items.length).toBe(before);
  });
});

describe('folders on SharePoint', () => {
  it("shows the items in the lists' folders but never a folder, and only the root's items with includeFolder off", async () => {
    const [first, second] = list.items.filter((item) => !item.isFolder);
    const archived = [String(first.values.Title), String(second.values.Title)];
    env.tenant.model.addFolder(list, 'Kept apart', [first, second]);
    await saveBoard((config) => ({ ...config, includeFolder: true }));
    const all = await cardTitles();
    expect(all).toEqual(expect.arrayContaining(archived));
    expect(all).not.toContain('Kept apart');
    // A folder has no column value, so the board would leave it out anyway; the search would not.
    const found = await adele.call<{ name: string }[]>('GET', 'item/find', undefined, { boardID: DEMO_BOARD_ID, q: 'Kept apart' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.map((item) => item.name)).toEqual([]);

    await saveBoard((config) => ({ ...config, includeFolder: false }));
    const atRoot = await cardTitles();
    expect(atRoot.filter((title) => archived.includes(title))).toEqual([]);
    expect(atRoot).not.toContain('Kept apart');
    expect(atRoot.length).toBe(all.length - 2);
  });

  it("applies includeFolder to a list view's cards too", async () => {
    const [first] = list.items.filter((item) => !item.isFolder && item.folder === 'Kept apart');
    const status = String(first.values.Status);
    const view = env.tenant.model.addView(
      list,
      `Status ${status}`,
      `<Where><Eq><FieldRef Name="Status" /><Value Type="Choice">${status}</Value></Eq></Where>`,
    );
    const offered = [{ listID: list.Id, id: view.Id, title: view.Title }];
    const chosen = [{ listID: list.Id, id: view.Id }];
    await saveBoard((config) => ({ ...config, views: offered, includeFolder: true }));
    expect(await cardTitles(chosen)).toContain(first.values.Title);
    await saveBoard((config) => ({ ...config, includeFolder: false }));
    const atRoot = await cardTitles(chosen);
    expect(atRoot).not.toContain(first.values.Title);
    expect(atRoot).not.toContain('Kept apart');
  });
});
