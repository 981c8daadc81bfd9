import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { BoardResponse, BoardSummary } from '@listboard/shared';
import { TableListHost } from '@listboard/functions/host-api';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const ALEX = 'alex@demo.listboard.local';

async function boardsOf(client: ApiClient): Promise<BoardSummary[]> {
  return (await client.call<BoardSummary[]>('GET', 'boards')).body;
}

describe('the boards list', () => {
  it('names each board owner by name and counts the cards of its lists', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const created = (await adele.call<BoardResponse>('POST', 'boards/new', { name: 'Counted board' })).body;
    const list = created.source.lists[0];
    const before = (await boardsOf(env.alex)).find((b) => b.id === created.id);
    expect(before).toMatchObject({ name: 'Counted board', owners: [{ login: ADELE, name: 'Adele Vance' }], cardCount: 0 });

    // Two cards at once: the count is read from the list, not kept beside it.
    const add = (title: string) =>
      adele.call('POST', `kanban/${created.id}/items/${list.listID}/`, {
        siteURL: list.url,
        values: [
          { name: 'Title', value: title },
          { name: 'Status', value: 'Not Started' },
        ],
      });
    expect((await Promise.all([add('First'), add('Second')])).map((r) => r.status)).toEqual([200, 200]);
    expect((await boardsOf(env.alex)).find((b) => b.id === created.id)?.cardCount).toBe(2);

    const demo = (await boardsOf(env.alex)).find((b) => b.id === DEMO_BOARD_ID);
    expect(demo?.owners.map((o) => o.name)).toEqual(['Adele Vance']);
    expect(demo?.cardCount).toBeGreaterThan(0);
  });

  it('answers GET boards/all with the same boards as GET boards, each the caller may view', async () => {
    const pradeep = await new ApiClient(env.stack.url).signIn('pradeep@demo.listboard.local');
    for (const client of [env.alex, pradeep]) {
      const all = await client.call<BoardSummary[]>('GET', 'boards/all');
      expect(all.status).toBe(200);
      expect(all.body).toEqual(await boardsOf(client));
    }
    expect((await pradeep.call<BoardSummary[]>('GET', 'boards/all')).body.map((board) => board.id)).toContain(DEMO_BOARD_ID);
    expect((await new ApiClient(env.stack.url).call('GET', 'boards/all')).status).toBe(401);
  });

  it('lists a board over a private site only to those who may read its lists', async () => {
    const site = `${DEMO_SITE}/private-${Date.now()}`;
    const store = new TableListHost(env.stack.storageConnectionString);
    await store.ensureWeb({ url: site, name: 'Private plans', description: '' });
    await store.ensureUser(site, { name: 'Alex Wilber', email: ALEX, login: ALEX, isSiteAdmin: true, groups: [] });
    // Alex makes a board on the site he belongs to; Pradeep is no user of it, yet the board lets everyone view it.
    const alex = await new ApiClient(env.stack.url, site).signIn(ALEX);
    const made = await alex.call<BoardResponse>('POST', 'boards/new', { name: 'Secret plans' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pradeep = await new ApiClient(env.stack.url).signIn('pradeep@demo.listboard.local');
    const listedTo = async (client: ApiClient) => {
      const [boards, all, search] = await Promise.all([
        boardsOf(client),
        client.call<BoardSummary[]>('GET', 'boards/all'),
        client.call<BoardSummary[]>('GET', 'boards/search', undefined, { searchKey: 'Secret plans' }),
      ]);
      const ids = [boards, all.body, search.body].map((answer) => answer.some((board) => board.id === made.body.id));
      expect(new Set(ids).size, 'boards, boards/all and the search agree').toBe(1);
      return ids[0];
    };
    expect(await listedTo(pradeep)).toBe(true);

    const saved = await alex.call(
      'POST',
      'boards/board',
      { ...(await storedConfigOf(alex, made.body.id)), isSitePrivate: true },
      undefined,
      {
        headers: { 'if-match': made.body.configEtag },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await listedTo(pradeep)).toBe(false);
    expect(await listedTo(alex)).toBe(true);
    expect((await boardsOf(alex)).find((board) => board.id === made.body.id)?.cardCount).toBe(0);
  });
});
