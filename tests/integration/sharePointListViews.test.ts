import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, LOCAL_API_SCOPE, LOCAL_CLIENT_ID } from '@listboard/local';
import type { ApiErrorBody, BoardListViews, BoardResponse, Item, ListView, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signInAtProvider } from '../support/openIdSignIn';
import { sharePointStack } from './sharePointStackFixture';

// List views as filters on SharePoint: the list's own views, applied by SharePoint (the test server applies the
// CAML as SharePoint does); listViewsApi.test.ts makes the same calls on the built-in store.
const env = sharePointStack('list-views');
let adele: ApiClient;
let siteURL: string;
let listID: string;
let inReview: string;
let withIn: string;

async function cardsOf(views: object[]): Promise<{ status: number; cards: Item[]; body: ApiErrorBody }> {
  const answer = await adele.call<TasksResponse & ApiErrorBody>('POST', 'kanban/tasks', {
    boardID: DEMO_BOARD_ID,
    filter: { activeFilters: [], users: [], lists: [], views },
  });
  const cards = answer.status === 200 ? answer.body.rows.flatMap((row) => row.columns.flatMap((column) => column.items)) : [];
  return { status: answer.status, cards, body: answer.body };
}

beforeAll(async () => {
  const { stack, tenant } = env;
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  siteURL = tenant.siteUrl;
  adele = new ApiClient(stack.url, siteURL, (await signInAtProvider(page, 'adele@demo.listboard.local')).access_token);
  listID = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body.source.lists[0].listID;
  const site = tenant.model.site(siteURL);
  const list = site && tenant.model.list(site, listID);
  if (!list) throw new Error('The demo board has no list on the test server.');
  inReview = tenant.model.addView(
    list,
    'In review',
    '<OrderBy><FieldRef Name="Modified" Ascending="FALSE" /></OrderBy><Where><Eq><FieldRef Name="Status" /><Value Type="Choice">Review</Value></Eq></Where>',
  ).Id;
  withIn = tenant.model.addView(
    list,
    'Review or deferred',
    '<Where><In><FieldRef Name="Status" /><Values><Value Type="Choice">Review</Value><Value Type="Choice">Deferred</Value></Values></In></Where>',
  ).Id;
});

describe('list views on SharePoint', () => {
  it("lists the list's own views Listboard can apply, with what they filter and sort by, and saves none", async () => {
    const views = await adele.call<ListView[]>('GET', `site/lists/${listID}/views`, undefined, { url: siteURL });
    expect(views.status, JSON.stringify(views.body)).toBe(200);
    expect(views.body.map((view) => view.title)).toEqual(['All Items', 'In review']);
    expect(views.body[1]).toMatchObject({
      id: inReview,
      conditions: [{ field: 'Status', operator: 'Eq', value: 'Review' }],
      sort: [{ field: 'Modified', ascending: false }],
      editable: false,
    });
    const save = await adele.call<ApiErrorBody>('POST', `site/lists/${listID}/views`, { url: siteURL, view: { title: 'Mine' } });
    expect([save.status, save.body.code]).toEqual([400, 'view_not_editable']);
  });

  it('narrows the cards to a chosen view through SharePoint, and refuses a view it cannot apply with a typed error', async () => {
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const offered = [
      { listID, id: inReview, title: 'In review' },
      { listID, id: withIn, title: 'Review or deferred' },
    ];
    expect((await adele.call('POST', 'boards/board', { ...config, views: offered })).status).toBe(200);
    const board = await adele.call<BoardListViews[]>('GET', `kanban/${DEMO_BOARD_ID}/views`);
    expect(board.body.map((list) => list.views.map((view) => view.title))).toEqual([['In review']]);

    const all = await cardsOf([]);
    const inView = await cardsOf([{ listID, id: inReview }]);
    expect(inView.status, JSON.stringify(inView.body)).toBe(200);
    expect(inView.cards.length).toBeGreaterThan(0);
    expect(inView.cards.every((card) => card.columnValue === 'Review')).toBe(true);
    expect(inView.cards.length).toBe(all.cards.filter((card) => card.columnValue === 'Review').length);

    const unsupported = await cardsOf([{ listID, id: withIn }]);
    expect([unsupported.status, unsupported.body.code]).toEqual([400, 'unsupported_view']);
    expect(unsupported.body.message).toContain('<In>');
  });
});
