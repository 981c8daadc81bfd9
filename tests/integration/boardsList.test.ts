import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { BoardResponse, BoardSummary } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';

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
});
