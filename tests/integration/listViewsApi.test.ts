import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, BoardListViews, Item, ListView, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

// List views as filters on the built-in store (docs/filters-and-styles.md#list-views); sharePointListViews.test.ts
// makes the same calls over the SharePoint test server.
const env = signedInStack();
let adele: ApiClient;
let listID: string;

const review = { field: 'Status', operator: 'Eq', value: 'Review' };
const viewsPath = () => `site/lists/${listID}/views`;

async function cardsOf(client: ApiClient, views: object[]): Promise<{ status: number; cards: Item[]; body: ApiErrorBody }> {
  const answer = await client.call<TasksResponse & ApiErrorBody>('POST', 'kanban/tasks', {
    boardID: DEMO_BOARD_ID,
    filter: { activeFilters: [], users: [], lists: [], views },
  });
  const cards = answer.status === 200 ? answer.body.rows.flatMap((row) => row.columns.flatMap((column) => column.items)) : [];
  return { status: answer.status, cards, body: answer.body };
}

beforeAll(async () => {
  adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  listID = (await storedConfigOf(adele, DEMO_BOARD_ID)).source.lists[0].listID;
});

describe('list views on the built-in store', () => {
  it("lets the list's managers save a view, refuses others and fields the list does not have, and lists it to readers", async () => {
    const saved = await adele.call<ListView>('POST', viewsPath(), { url: DEMO_SITE, view: { title: 'In review', conditions: [review] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ title: 'In review', conditions: [review], sort: [], editable: true });
    const refused = await env.alex.call<ApiErrorBody>('POST', viewsPath(), { url: DEMO_SITE, view: { title: 'Mine' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'managelist_permission_denied']);
    const unknownField = await adele.call<ApiErrorBody>('POST', viewsPath(), {
      url: DEMO_SITE,
      view: { title: 'Odd', conditions: [{ ...review, field: 'Nope' }] },
    });
    expect([unknownField.status, unknownField.body.code]).toEqual([400, 'invalid_value']);
    const listed = await env.alex.call<ListView[]>('GET', viewsPath(), undefined, { url: DEMO_SITE });
    expect(listed.body.map((view) => view.title)).toEqual(['In review']);
  });

  it('narrows the cards of a list to a chosen view the board offers, and leaves other lists alone', async () => {
    const [view] = (await adele.call<ListView[]>('GET', viewsPath(), undefined, { url: DEMO_SITE })).body;
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    expect((await adele.call('POST', 'boards/board', { ...config, views: [{ listID, id: view.id, title: view.title }] })).status).toBe(200);

    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    const offered = await viewer.call<BoardListViews[]>('GET', `kanban/${DEMO_BOARD_ID}/views`);
    expect(offered.status).toBe(200);
    expect(offered.body).toEqual([{ listID, listTitle: config.source.lists[0].name, views: [view] }]);

    const all = await cardsOf(viewer, []);
    const inView = await cardsOf(viewer, [{ listID, id: view.id }]);
    expect(inView.status).toBe(200);
    expect(inView.cards.length).toBeGreaterThan(0);
    expect(inView.cards.length).toBeLessThan(all.cards.length);
    expect(inView.cards.every((card) => card.columnValue === 'Review')).toBe(true);
    expect(inView.cards.length).toBe(all.cards.filter((card) => card.columnValue === 'Review').length);

    const gone = await cardsOf(viewer, [{ listID, id: '0d5c1c9e-0000-4000-8000-000000000000' }]);
    expect([gone.status, gone.body.code]).toEqual([404, 'view_not_found']);
    const otherList = await cardsOf(viewer, [{ listID: '0d5c1c9e-0000-4000-8000-000000000001', id: view.id }]);
    expect([otherList.status, otherList.body.code]).toEqual([404, 'list_not_on_board']);
  });

  it('changes a view on the ETag it was read with: of two changes at once one wins, and a stale removal is refused', async () => {
    const made = (await adele.call<ListView>('POST', viewsPath(), { url: DEMO_SITE, view: { title: 'Race', conditions: [review] } })).body;
    const changes = await Promise.all(
      ['Ours', 'Theirs'].map((title) =>
        adele.call<ListView & ApiErrorBody>('POST', viewsPath(), { url: DEMO_SITE, viewId: made.id, etag: made.etag, view: { title } }),
      ),
    );
    expect(changes.map((change) => change.status).sort()).toEqual([200, 412]);
    expect(changes.find((change) => change.status === 412)?.body.code).toBe('stale_item');
    const kept = changes.find((change) => change.status === 200)?.body as ListView;
    const stale = await adele.call<ApiErrorBody>('DELETE', `${viewsPath()}/${made.id}`, undefined, { url: DEMO_SITE, etag: made.etag });
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_item']);
    const anyVersion = await adele.call<ApiErrorBody>('DELETE', `${viewsPath()}/${made.id}`, undefined, { url: DEMO_SITE, etag: '*' });
    expect(anyVersion.status).toBe(400);
    const removed = await adele.call<ListView[]>('DELETE', `${viewsPath()}/${made.id}`, undefined, { url: DEMO_SITE, etag: kept.etag });
    expect(removed.status).toBe(200);
    expect(removed.body.map((view) => view.title)).not.toContain(kept.title);
  });
});
