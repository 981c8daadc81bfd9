import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { TableClient } from '@azure/data-tables';
import { DEMO_USERS, startStack } from '@listboard/local';
import { drainChangeRecorder } from '@listboard/functions/host-api';
import type { Item, TasksResponse } from '@listboard/shared';
import { type Browser, type Page, chromium } from 'playwright-core';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { BENCH_COLUMNS, BENCH_ITEMS, BENCH_LANES, seedBenchBoard } from './benchBoard';
import { median, percentile, sample } from './stats';
import { benchSharePointLoad } from './sharePointBench';
import { BURST, benchMailBurst, burstSummary } from './mailBench';
import { HOME_BOARDS, benchHome } from './homeBench';
import { VERSIONS_PER_CARD, benchReports } from './reportsBench';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const MOVES = 200;

function line(label: string, value: string, target: string): void {
  console.log(`| ${label.padEnd(56)} | ${value.padStart(12)} | ${target.padEnd(14)} |`);
}

async function openBoardPage(browser: Browser, url: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript((value) => window.localStorage.setItem('listboard.token', value), token);
  const page = await context.newPage();
  return { context, page };
}

/** Resolves with the page's clock once every column of every lane shows its cards. */
function boardPopulated(page: Page) {
  return page.waitForFunction(({ lanes, columns }) => {
    const laneRegions = [...document.querySelectorAll('section[role="region"]')];
    if (laneRegions.length < lanes) return false;
    const populated = laneRegions.flatMap((lane) => [...lane.querySelectorAll('[role="region"]')])
      .filter((column) => column.querySelector('[aria-roledescription]'));
    return populated.length >= lanes * columns ? performance.now() : false;
  }, { lanes: BENCH_LANES.length, columns: BENCH_COLUMNS.length }, { timeout: 60_000, polling: 'raf' });
}

/** How long until every column of every lane shows its cards, read from the page's own clock. */
async function timeToPopulatedBoard(browser: Browser, url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 4; run += 1) {
    const { context, page } = await openBoardPage(browser, url, token);
    await page.goto(url, { waitUntil: 'commit' });
    const elapsed = await boardPopulated(page);
    if (run > 0) times.push(await elapsed.jsonValue() as number);
    await context.close();
  }
  return median(times);
}

/** A second person's board page; records when each card's live event reaches it. */
async function watchLiveEvents(browser: Browser, url: string, token: string) {
  const { context, page } = await openBoardPage(browser, url, token);
  const arrivals = new Map<number, number>();
  const channelOpen = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/client/hubs/')) return;
      resolve();
      socket.on('framereceived', (frame) => {
        const at = performance.now();
        const message = JSON.parse(String(frame.payload)) as { type?: string; data?: { type?: string; itemID?: number } };
        if (message.type === 'message' && message.data?.type === 'itemCreatedOrUpdated' && message.data.itemID !== undefined && !arrivals.has(message.data.itemID)) {
          arrivals.set(message.data.itemID, at);
        }
      });
    });
  });
  await page.goto(url);
  await channelOpen;
  // Measure a page at rest, not one still rendering its first 5,000 cards.
  await boardPopulated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  return { arrivals, close: () => context.close() };
}

export async function runBenchmarks(root: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(root, '.data', 'bench-'));
  console.log(`Seeding ${BENCH_ITEMS} items on ${BENCH_COLUMNS.length} columns x ${BENCH_LANES.length} lanes in ${dataDir} ...`);
  const stack = await startStack({ root, dataDir, port: 0 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { boardId, listId } = await seedBenchBoard(stack.storageConnectionString, DEMO_SITE);
    const api = await new ApiClient(stack.url).signIn(DEMO_USERS[0].login);
    const watcherApi = await new ApiClient(stack.url).signIn(DEMO_USERS[2].login);
    const tasksBody = { boardID: boardId, filter: { activeFilters: [], users: [], lists: [], views: [] }, searchKey: '', requestViewType: 0 };

    const apiTimes = await sample(15, 3, async () => {
      const answer = await api.call<TasksResponse>('POST', 'kanban/tasks', tasksBody);
      if (answer.status !== 200) throw new Error(`kanban/tasks answered ${answer.status}`);
    });
    const table = TableClient.fromConnectionString(stack.storageConnectionString, 'lbitems', { allowInsecureConnection: true });
    const rawTimes = await sample(15, 3, async () => {
      let count = 0;
      for await (const page of table.listEntities({ queryOptions: { filter: `PartitionKey eq '${listId}'` } }).byPage({ maxPageSize: 1000 })) count += page.length;
      if (count !== BENCH_ITEMS) throw new Error(`raw read found ${count} items`);
    });

    const pageUrl = `${stack.url}/kanban/${boardId}?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`;
    const boardShown = await timeToPopulatedBoard(browser, pageUrl, api.token as string);

    const watcher = await watchLiveEvents(browser, pageUrl, watcherApi.token as string);
    const board = (await api.call<TasksResponse>('POST', 'kanban/tasks', tasksBody)).body;
    const cards = board.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).slice(0, MOVES);
    const started = new Map<number, number>();
    const moveTimes = await sample(cards.length, 0, async (index) => {
      const card: Item = cards[index];
      const columnValue = BENCH_COLUMNS[(BENCH_COLUMNS.indexOf(card.columnValue) + 1) % BENCH_COLUMNS.length];
      started.set(card.id, performance.now());
      const answer = await api.call<Item>('POST', 'kanban/movetask', { boardID: boardId, rowValue: card.rowValue, columnValue, order: null, info: card.info });
      if (answer.status !== 200) throw new Error(`movetask answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    });
    const deadline = Date.now() + 10_000;
    while (watcher.arrivals.size < cards.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const eventTimes = cards.filter((c) => watcher.arrivals.has(c.id)).map((c) => (watcher.arrivals.get(c.id) as number) - (started.get(c.id) as number));
    await watcher.close();
    if (process.env.BENCH_DEBUG) console.log(JSON.stringify(eventTimes.map((t) => Math.round(t))));

    // The handler's table of changes waiting to be told (lbpendingchanges), read as storage holds it.
    const pending = TableClient.fromConnectionString(stack.storageConnectionString, 'lbpendingchanges', { allowInsecureConnection: true });
    const allTold = async () => {
      await drainChangeRecorder();
      for await (const _ of pending.listEntities({ queryOptions: { select: ['RowKey'] } })) return false;
      return true;
    };
    const burst = await benchMailBurst(api, boardId, stack.mailInbox, stack.changeHandler, allTold);
    const burstTimes = burstSummary(burst);

    const apiMedian = median(apiTimes);
    const rawMedian = median(rawTimes);
    console.log('');
    console.log(`| ${'measure'.padEnd(56)} | ${'value'.padStart(12)} | ${'target'.padEnd(14)} |`);
    console.log(`|${'-'.repeat(58)}|${'-'.repeat(14)}|${'-'.repeat(16)}|`);
    line('POST /api/kanban/tasks, median of 15', `${apiMedian.toFixed(1)} ms`, '');
    line('raw read of the same 5,000 entities (SDK), median', `${rawMedian.toFixed(1)} ms`, '');
    line('ratio board load / raw read', (apiMedian / rawMedian).toFixed(2), '<= 1.5');
    line('Chromium: board shown, all 40 cells populated, median', `${boardShown.toFixed(0)} ms`, '<= 1500 ms');
    line(`card move through the API, p95 of ${moveTimes.length}`, `${percentile(moveTimes, 95).toFixed(1)} ms`, '<= 50 ms');
    line(`card move through the API, median of ${moveTimes.length}`, `${median(moveTimes).toFixed(1)} ms`, '');
    line(`move sent -> live event in a 2nd page, p50 of ${eventTimes.length}/${cards.length}`, `${median(eventTimes).toFixed(1)} ms`, '');
    line(`move sent -> live event in a 2nd page, p99 of ${eventTimes.length}/${cards.length}`, `${percentile(eventTimes, 99).toFixed(1)} ms`, '<= 250 ms');
    line(`burst of ${BURST} moves, no rules: write p50 / p95`, `${burstTimes.p50Without.toFixed(1)} / ${burstTimes.p95Without.toFixed(1)} ms`, '');
    line(`burst of ${BURST} moves, five rules: write p50 / p95`, `${burstTimes.p50With.toFixed(1)} / ${burstTimes.p95With.toFixed(1)} ms`, '');
    line('burst: write p50 with rules / without', (burstTimes.p50With / burstTimes.p50Without).toFixed(2), '<= 1.10');
    line('burst, handler on the same 2 cores: write p50 / p95', `${burstTimes.p50Beside.toFixed(1)} / ${burstTimes.p95Beside.toFixed(1)} ms`, '');
    line(`2 bursts: first write -> every change told (${burst.messages} messages)`, `${(burst.lastMessageMs / 1000).toFixed(1)} s`, '');
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    const home = await benchHome(root, browser);
    line(`GET /api/boards, ${HOME_BOARDS} boards, median`, `${home.listApiMs.toFixed(1)} ms`, '');
    line(`POST /api/boards/filterBoardsInfo, ${HOME_BOARDS} boards' cards, median`, `${home.filterApiMs.toFixed(1)} ms`, '');
    line('ratio filterBoardsInfo / boards list', (home.filterApiMs / home.listApiMs).toFixed(2), '');
    line(`Chromium: saved filter on -> filtered home of ${HOME_BOARDS}, median`, `${home.filteredShownMs.toFixed(0)} ms`, '<= 2000 ms');
  } finally {
    await browser.close();
  }
  const reports = await benchReports(root);
  const versions = `${BENCH_ITEMS * VERSIONS_PER_CARD / 1000}k versions`;
  line(`raw read of the board's ${versions} (SDK), median`, `${reports.rawVersionsReadMs.toFixed(0)} ms`, '');
  line(`POST /api/history/charts, first (builds the digest), ${versions}`, `${reports.chartsFirstMs.toFixed(0)} ms`, '');
  line(`POST /api/history/charts, median of 7, ${versions}`, `${reports.chartsMs.toFixed(0)} ms`, '<= 1500 ms');
  line('POST /api/history/charts after 50 moves, median of 7', `${reports.chartsAfterMovesMs.toFixed(0)} ms`, '<= 1500 ms');
  line('ratio charts / raw read of the versions', (reports.chartsMs / reports.rawVersionsReadMs).toFixed(2), '');
  line(`POST /api/item/GetBoardHistory, first page, median of 7`, `${reports.historyFirstPageMs.toFixed(0)} ms`, '<= 1500 ms');
  line('GetBoardHistory, page 40 by field and 2 people, median', `${reports.historyFilteredPageMs.toFixed(0)} ms`, '<= 1500 ms');
  const sharePoint = await benchSharePointLoad(root);
  line('SharePoint host: kanban/tasks of 5,000 items, median', `${sharePoint.medianMs.toFixed(1)} ms`, '');
  line('SharePoint host: requests to SharePoint per board load', String(sharePoint.requestsPerLoad), '<= 1 + 10');
}
