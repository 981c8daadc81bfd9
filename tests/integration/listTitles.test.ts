import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiErrorBody, type BoardResponse, type SiteListInfo, starterTemplates } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/** A site's list titles are unique (docs/concurrency.md): parallel creates of one name each get a free title of their own. */

const env = signedInStack();
let adele: ApiClient;

beforeAll(async () => {
  adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
});

const siteListTitles = async () =>
  (await adele.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body.map((list) => list.name.toLowerCase());

/** No title twice on the site, in any letter case. */
async function expectDistinctTitles(): Promise<void> {
  const titles = await siteListTitles();
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
}

describe('lists made at once under one name', () => {
  it('quick creates each get their own list: "Launch", "Launch 2", ... and none fails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => adele.call<BoardResponse & ApiErrorBody>('POST', 'boards/new', { name: 'Launch' })),
    );
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(answers.map(() => [200, undefined]));
    const titles = answers.map((answer) => answer.body.source.lists[0].name);
    expect([...titles].sort()).toEqual(['Launch', 'Launch 2', 'Launch 3', 'Launch 4', 'Launch 5', 'Launch 6']);
    await expectDistinctTitles();
  });

  it("the wizard's new lists each get a free title", async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        adele.call<SiteListInfo & ApiErrorBody>('POST', 'site/newList', {
          url: DEMO_SITE,
          title: i % 2 === 0 ? 'Sprint' : 'SPRINT',
          statuses: ['To do', 'Done'],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.name.toLowerCase())).size).toBe(4);
    await expectDistinctTitles();
  });

  it('starter imports each get their own list', async () => {
    const starter = starterTemplates('en-US').find((s) => s.key === 'contentCalendar')!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        adele.call<{ id: string } & ApiErrorBody>('POST', 'site/importTemplate', { template: starter.template }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(answers.map(() => [200, undefined]));
    const boards = await Promise.all(
      answers.map(async (answer) => (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: answer.body.id })).body),
    );
    expect(new Set(boards.map((board) => board.source.lists[0].name.toLowerCase())).size).toBe(4);
    await expectDistinctTitles();
  });
});
