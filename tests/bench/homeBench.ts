import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_USERS, startStack } from '@listboard/local';
import type { BoardFilterInfo, BoardResponse } from '@listboard/shared';
import type { Browser } from 'playwright-core';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { median, sample } from './stats';

/** The boards home target (docs/performance.md): a person with this many boards gets the filtered home within 2 s. */
export const HOME_BOARDS = 200;
const CARDS_PER_BOARD = 5;
const FILTER = { name: 'Bench: urgent', conditions: [{ field: 'Title', operator: 'Contains', value: 'urgent' }] };

export interface HomeTimes {
  /** POST /api/boards/filterBoardsInfo over every board's cards, median. */
  filterApiMs: number;
  /** GET /api/boards (the unfiltered home's list), median: the baseline of the same run. */
  listApiMs: number;
  /** Chromium: the saved filter switched on -> the home shows only the matching boards, median. */
  filteredShownMs: number;
}

/** Boards over lists of their own, every fourth with an urgent card, made a few at a time. */
async function seedBoards(api: ApiClient): Promise<number> {
  let matching = 0;
  const make = async (index: number) => {
    const board = (await api.call<BoardResponse>('POST', 'boards/new', { name: `Home bench ${String(index).padStart(3, '0')}` })).body;
    const list = board.source.lists[0];
    const urgent = index % 4 === 0;
    if (urgent) matching += 1;
    for (let card = 0; card < CARDS_PER_BOARD; card += 1) {
      const title = urgent && card === 0 ? `Urgent fix ${index}` : `Routine task ${index}.${card}`;
      await api.call('POST', `kanban/${board.id}/items/${list.listID}/`, {
        siteURL: list.url,
        values: [
          { name: 'Title', value: title },
          { name: 'Status', value: 'Not Started' },
        ],
      });
    }
  };
  for (let start = 0; start < HOME_BOARDS; start += 8)
    await Promise.all(Array.from({ length: Math.min(8, HOME_BOARDS - start) }, (_, i) => make(start + i)));
  return matching;
}

/** The boards home of a person with 200 boards, filtered by a saved filter on their cards, through the API and in Chromium. */
export async function benchHome(root: string, browser: Browser): Promise<HomeTimes> {
  const dataDir = await mkdtemp(path.join(root, '.data', 'bench-home-'));
  const stack = await startStack({ root, dataDir, port: 0, inMemory: true, timers: false });
  try {
    const api = await new ApiClient(stack.url).signIn(DEMO_USERS[0].login);
    const matching = await seedBoards(api);
    await api.call('POST', 'boards/homeFilters', { filters: [FILTER] });
    const filterBody = { searchKey: '', filter: { activeFilters: [FILTER], users: [] } };
    let shownBoards = 0;
    const filterApi = await sample(7, 1, async () => {
      const answer = await api.call<BoardFilterInfo[]>('POST', 'boards/filterBoardsInfo', filterBody);
      shownBoards = answer.body.filter((info) => info.matching).length;
      // The demo boards may match too; the bench's own boards must all be found.
      if (answer.status !== 200 || shownBoards < matching)
        throw new Error(`filterBoardsInfo answered ${answer.status} with ${shownBoards} matching, fewer than ${matching}`);
    });
    const listApi = await sample(7, 1, () => api.call('GET', 'boards'));

    const url = `${stack.url}/kanban?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`;
    const filteredShown: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      await context.addInitScript((token) => {
        window.localStorage.setItem('listboard.token', token);
        window.localStorage.setItem('vs-kanban-welcome', 'seen');
      }, api.token as string);
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('link', { name: 'Home bench 199', exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('checkbox', { name: FILTER.name }).check();
      const shownAt = await page.waitForFunction(
        (expected) => {
          const links = document.querySelectorAll('main li a');
          return links.length === expected ? performance.now() : false;
        },
        shownBoards,
        { timeout: 60_000, polling: 'raf' },
      );
      // The first run warms the page's caches and the server's.
      if (run > 0) filteredShown.push(((await shownAt.jsonValue()) as number) - started);
      await context.close();
    }
    return { filterApiMs: median(filterApi), listApiMs: median(listApi), filteredShownMs: median(filteredShown) };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
