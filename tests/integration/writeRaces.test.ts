import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, Item, ItemValuesResponse, NegotiateResponse, RealtimeEvent } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { listen } from '../support/liveListener';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };

function save(itemID: number, changes: Record<string, string>, extra: object = {}) {
  return env.alex.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    ...where,
    itemID,
    values: Object.entries(changes).map(([name, value]) => ({ name, value })),
    ...extra,
  });
}

async function valuesOf(itemID: number): Promise<Record<string, string | null>> {
  const answer = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(itemID) });
  return Object.fromEntries(answer.body.values.map((v) => [v.name, v.value]));
}

const summaries = (answers: { status: number; body: ApiErrorBody | null }[]) =>
  answers.map((a) => `${a.status} ${a.body?.code ?? ''}`.trim());

describe('value edits without an ETag', () => {
  it('all land when they race on one card: the server retries its own read-modify-write', async () => {
    const card = (await save(0, { Title: 'Raced card' })).body.itemID;
    const edits = ['Title', 'Project', 'Priority'].flatMap((field) => [1, 2, 3, 4].map((n) => ({ field, n })));
    const answers = await Promise.all(
      edits.map(({ field, n }) => save(card, { [field]: field === 'Priority' ? '(2) Normal' : `${field} ${n}` })),
    );
    expect(summaries(answers)).toEqual(edits.map(() => '200'));
    const final = await valuesOf(card);
    expect(['Title 1', 'Title 2', 'Title 3', 'Title 4']).toContain(final.Title);
    expect(final.Project).toMatch(/Project [1-4]/);
  });

  it('with a stale ETag are still refused with 412 stale_item', async () => {
    const card = (await save(0, { Title: 'Stale edit' })).body.itemID;
    const { etag } = (await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(card) })).body;
    expect((await save(card, { Title: 'First' }, { etag })).status).toBe(200);
    const stale = await save(card, { Title: 'Second' }, { etag });
    expect(`${stale.status} ${stale.body.code}`).toBe('412 stale_item');
  });
});

describe('a card deleted while others write to it', () => {
  it('answers the late writers 404 item_not_found, never a 4xx of another kind or a 5xx', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const card = (await save(0, { Title: `Doomed ${round}` })).body.itemID;
      const info = { siteURL: where.siteURL, listID: DEMO_TASKS_LIST_ID, itemID: card };
      const answers = await Promise.all([
        ...[1, 2, 3].map((n) => save(card, { Title: `Late ${n}` })),
        env.alex.call<ApiErrorBody>('POST', 'item/remove', { boardID: DEMO_BOARD_ID, info }),
        ...[4, 5, 6].map((n) => save(card, { Title: `Late ${n}` })),
      ]);
      for (const summary of summaries(answers)) seen.add(summary);
    }
    expect([...seen].filter((s) => s !== '200' && s !== '404 item_not_found')).toEqual([]);
  });
});

describe('a card that leaves its parent', () => {
  async function watch() {
    return listen((await env.alex.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url);
  }
  const parentEvent = (parentId: number, count: number) => (m: RealtimeEvent) =>
    m.type === 'itemCreatedOrUpdated' && m.itemID === parentId && m.item.subInfo.count === count;

  it('tells the pages about the former parent when unlinked through its values', async () => {
    const parent = (await save(0, { Title: 'Former parent' })).body.itemID;
    const child = (await save(0, { Title: 'Leaving child', ParentID: String(parent) })).body.itemID;
    const watcher = await watch();
    expect((await save(child, { ParentID: '' })).status).toBe(200);
    await watcher.next<RealtimeEvent>(parentEvent(parent, 0));
    await watcher.client.stop();
  });

  it('tells the pages about both parents when moved between parent lanes', async () => {
    const first = (await save(0, { Title: 'Lane parent one' })).body.itemID;
    const second = (await save(0, { Title: 'Lane parent two' })).body.itemID;
    const child = (await save(0, { Title: 'Moving child', ParentID: String(first) })).body.itemID;
    const card = await env.alex.call<Item>('POST', `kanban/${DEMO_BOARD_ID}/task`, {
      info: { siteURL: where.siteURL, listID: DEMO_TASKS_LIST_ID, itemID: child },
      requestViewType: 1,
    });
    const watcher = await watch();
    const moved = await env.alex.call<Item>('POST', 'kanban/movetask', {
      boardID: DEMO_BOARD_ID,
      rowValue: String(second),
      isBetweenRows: true,
      columnValue: card.body.columnValue,
      order: null,
      info: card.body.info,
      requestViewType: 1,
    });
    expect(moved.status).toBe(200);
    await watcher.next<RealtimeEvent>(parentEvent(first, 0));
    await watcher.next<RealtimeEvent>(parentEvent(second, 1));
    await watcher.client.stop();
  });
});

describe('watchers changed by several people at once', () => {
  it('never lets a viewer remove someone else on a stale read: the list is written on the version its rights were judged on', async () => {
    const viewer = await env.alex.signIn(DEMO_VIEW_ONLY_LOGIN);
    const [megan, pradeep] = [3, 6];
    for (let round = 0; round < 10; round += 1) {
      const card = (await save(0, { Title: `Watched ${round}` })).body.itemID;
      const body = (userIds: number[]) => ({
        boardID: DEMO_BOARD_ID,
        info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: card },
        userIds,
      });
      const [editor, self] = await Promise.all([
        // The editor's page says what it showed (no one), so its change is Megan's watch whatever the viewer did
        // meanwhile; without it, a read after the viewer's save made the editor's list remove the viewer.
        env.alex.call<ApiErrorBody>('POST', 'item/watchers', { ...body([megan]), shownUserIds: [] }),
        viewer.call<ApiErrorBody>('POST', 'item/watchers', body([pradeep])),
      ]);
      const stored = (
        await env.alex.call<{ id: number }[]>('GET', 'item/watchers', undefined, { ...where, itemID: String(card) })
      ).body.map((u) => u.id);
      // A save writes the person's change on top of the current list (docs/api.md): the viewer's own watch
      // joins Megan's, or, judged on a read that already held Megan, reads as removing her and is refused.
      // Either way Megan stays, and the viewer is on the list exactly when the save was accepted.
      expect(editor.status).toBe(200);
      expect(['200', '403 access_denied']).toContain(self.status === 200 ? '200' : `${self.status} ${self.body.code}`);
      expect([...stored].sort((a, b) => a - b)).toEqual(self.status === 200 ? [megan, pradeep] : [megan]);
    }
  });
});
