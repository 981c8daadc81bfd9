import { TableClient } from '@azure/data-tables';
import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, BoardFilterInfo, BoardResponse, BoardSummary, FilterRuleInput, PageInfo } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const signIn = (login: string) => new ApiClient(env.stack.url).signIn(`${login}@demo.listboard.local`);
const boardsOf = async (client: ApiClient) => (await client.call<BoardSummary[]>('GET', 'boards')).body;
const titleHas = (text: string): FilterRuleInput => ({
  name: `Title has ${text}`,
  conditions: [{ field: 'Title', operator: 'Contains', value: text }],
});

/** Deletes a list of the built-in store behind Listboard's back; its schema is read again once the store's 5 s cache lapses. */
async function deleteList(siteUrl: string, listId: string): Promise<void> {
  const lists = TableClient.fromConnectionString(env.stack.storageConnectionString, 'lblists', { allowInsecureConnection: true });
  await lists.deleteEntity(encodeURIComponent(siteUrl.toLowerCase()), listId);
  await new Promise((resolve) => setTimeout(resolve, 5_500));
}

/** A new board over its own new list, with one card per title. */
async function boardWith(
  owner: ApiClient,
  name: string,
  description: string,
  titles: string[],
  assignedTo?: number,
): Promise<BoardResponse> {
  const board = (await owner.call<BoardResponse>('POST', 'boards/new', { name })).body;
  const saved = await owner.call('POST', 'boards/board', { ...board, description }, undefined, {
    headers: { 'if-match': board.configEtag },
  });
  expect(saved.status).toBe(200);
  const list = board.source.lists[0];
  for (const title of titles) {
    const values = [
      { name: 'Title', value: title },
      { name: 'Status', value: 'Not Started' },
      ...(assignedTo ? [{ name: 'AssignedTo', value: String(assignedTo) }] : []),
    ];
    const created = await owner.call('POST', `kanban/${board.id}/items/${list.listID}/`, { siteURL: list.url, values });
    expect(created.status).toBe(200);
  }
  return board;
}

describe('the boards home', () => {
  it("answers the page info; the first visit is told once even to parallel first calls; the view type is the person's own", async () => {
    const nestor = await signIn('nestor');
    const first = await Promise.all([1, 2, 3, 4].map(() => nestor.call<PageInfo>('GET', 'boards/pageInfo')));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(first.filter((r) => r.body.isFirstLoad)).toHaveLength(1);
    expect(first[0].body).toMatchObject({
      currentUser: { login: 'nestor@demo.listboard.local', name: 'Nestor Wilke' },
      boardsView: { viewType: 0 },
      filters: [],
    });
    expect((await nestor.call<PageInfo>('GET', 'boards/pageInfo')).body.isFirstLoad).toBe(false);

    expect((await nestor.call('POST', 'boards/boardsViewType', { viewType: 1 })).status).toBe(200);
    expect((await nestor.call<PageInfo>('GET', 'boards/pageInfo')).body.boardsView.viewType).toBe(1);
    expect((await env.alex.call<PageInfo>('GET', 'boards/pageInfo')).body.boardsView.viewType).toBe(0);
    const wrong = await nestor.call<ApiErrorBody>('POST', 'boards/boardsViewType', { viewType: 2 });
    expect(wrong.status).toBe(400);
    // The page's language, told to auth/me, is the page info's locale (the language of the person's mail).
    await nestor.call('GET', 'auth/me', undefined, { language: 'de-DE' });
    expect((await nestor.call<PageInfo>('GET', 'boards/pageInfo')).body.locale).toBe('de-DE');
  });

  it('keeps saved filters of the home per person, and refuses more than 50', async () => {
    const lidia = await signIn('lidia');
    expect((await lidia.call('POST', 'boards/homeFilters', { filters: [titleHas('login')] })).status).toBe(200);
    expect((await lidia.call<PageInfo>('GET', 'boards/pageInfo')).body.filters.map((f) => f.name)).toEqual(['Title has login']);
    expect((await env.alex.call<PageInfo>('GET', 'boards/pageInfo')).body.filters).toEqual([]);
    const tooMany = await lidia.call<ApiErrorBody>('POST', 'boards/homeFilters', {
      filters: Array.from({ length: 51 }, (_, i) => titleHas(`x${i}`)),
    });
    expect(tooMany.status).toBe(400);
    expect((await lidia.call<PageInfo>('GET', 'boards/pageInfo')).body.filters).toHaveLength(1);
  });

  it('stars boards per person; starring several at once loses none; only a board the person may view is starred', async () => {
    const adele = await signIn('adele');
    const boards = await Promise.all(['Star one', 'Star two', 'Star three'].map((name) => boardWith(adele, name, '', [])));
    const star = (client: ApiClient, boardID: string, isFavorite: boolean) =>
      client.call('POST', 'boards/favorite', { boardID, isFavorite });
    expect((await Promise.all(boards.map((b) => star(env.alex, b.id, true)))).map((r) => r.status)).toEqual([200, 200, 200]);
    const starred = (await boardsOf(env.alex)).filter((b) => b.isFavorite).map((b) => b.name);
    expect(starred).toEqual(['Star one', 'Star three', 'Star two']);
    expect((await boardsOf(adele)).filter((b) => b.isFavorite)).toEqual([]);

    expect((await star(env.alex, boards[1].id, false)).status).toBe(200);
    expect((await boardsOf(env.alex)).filter((b) => b.isFavorite).map((b) => b.name)).toEqual(['Star one', 'Star three']);
    const missing = await star(env.alex, 'no-such-board', true);
    expect(missing.status).toBe(404);

    // A board removed for good leaves no star behind.
    await adele.call('POST', `boards/moveToTrash/${boards[0].id}`);
    expect((await adele.call('DELETE', `boards/board/${boards[0].id}`)).status).toBe(200);
    await adele.call('POST', `boards/restoreFromTrash/${boards[0].id}`);
    expect((await star(env.alex, boards[0].id, true)).status).toBe(404);
  });

  it('searches boards by name and description, and by owner', async () => {
    const adele = await signIn('adele');
    await boardWith(adele, 'Roadmap 2027', 'Quarterly planning', []);
    await boardWith(adele, 'Office moves', 'Planning the new roadmap office', []);
    const search = async (query: Record<string, string>) =>
      (await env.alex.call<BoardSummary[]>('GET', 'boards/search', undefined, query)).body.map((b) => b.name);
    expect(await search({ searchKey: 'ROADMAP' })).toEqual(['Office moves', 'Roadmap 2027']);
    expect(await search({ searchKey: 'quarterly' })).toEqual(['Roadmap 2027']);
    expect(await search({ searchKey: 'roadmap', login: 'megan@demo.listboard.local' })).toEqual([]);
    expect(await search({ searchKey: 'roadmap', login: ADELE })).toEqual(['Office moves', 'Roadmap 2027']);
    const empty = await env.alex.call<ApiErrorBody>('GET', 'boards/search', undefined, { searchKey: ' ' });
    expect(empty.status).toBe(400);
  });

  it("tells per board whether its cards pass the home's filter and its name or description the search; a board whose list is gone says why", async () => {
    const adele = await signIn('adele');
    const goneBoard = await boardWith(adele, 'Filter gone', '', []);
    const listDeleted = deleteList(goneBoard.source.lists[0].url, goneBoard.source.lists[0].listID);
    const megan = (await env.alex.call<{ id: number; login: string }[]>('GET', 'site/users/search', undefined, { q: 'Megan' })).body;
    const meganId = megan.find((u) => u.login === 'megan@demo.listboard.local')?.id;
    const login = await boardWith(adele, 'Filter login', 'Sign-in work', ['Fix the zebra page', 'Tidy up'], meganId);
    const docs = await boardWith(adele, 'Filter docs', 'Writing', ['Write the manual']);
    const infoOf = async (body: object) => {
      const answer = await env.alex.call<BoardFilterInfo[]>('POST', 'boards/filterBoardsInfo', body);
      expect(answer.status).toBe(200);
      return new Map(answer.body.map((info) => [info.boardId, info]));
    };

    const byTitle = await infoOf({ searchKey: 'sign-in', filter: { activeFilters: [titleHas('zebra')] } });
    expect(byTitle.get(login.id)).toEqual({
      boardId: login.id,
      matching: true,
      isNameMatching: false,
      isDescriptionMatching: true,
      errorMessage: null,
    });
    expect(byTitle.get(docs.id)).toMatchObject({ matching: false, isNameMatching: false, isDescriptionMatching: false });
    expect(byTitle.get(DEMO_BOARD_ID)?.matching).toBe(false);

    const byPerson = await infoOf({ filter: { users: ['megan@demo.listboard.local'] } });
    expect(byPerson.get(login.id)?.matching).toBe(true);
    expect(byPerson.get(docs.id)?.matching).toBe(false);

    const unfiltered = await infoOf({ searchKey: 'filter' });
    expect([
      unfiltered.get(login.id)?.matching,
      unfiltered.get(login.id)?.isNameMatching,
      unfiltered.get(DEMO_BOARD_ID)?.isNameMatching,
    ]).toEqual([true, true, false]);

    // A board whose list was deleted after it was made: its tile and its filter answer say why, the others still answer.
    await listDeleted;
    const broken = await infoOf({ filter: { activeFilters: [titleHas('zebra')] } });
    expect(broken.get(goneBoard.id)?.matching).toBe(false);
    expect(broken.get(goneBoard.id)?.errorMessage).toMatch(/no longer exists/);
    expect(broken.get(login.id)?.matching).toBe(true);
    expect((await boardsOf(env.alex)).find((b) => b.id === goneBoard.id)?.errorMessage).toBeTruthy();
  });
});
