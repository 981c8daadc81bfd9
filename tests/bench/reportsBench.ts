import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { TableClient } from '@azure/data-tables';
import { type ImportedHistory, type ItemVersion, TableListHost } from '@listboard/functions/host-api';
import { DEMO_USERS, startStack } from '@listboard/local';
import type { BoardHistoryResponse, ChartsResponse, Item, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { BENCH_COLUMNS, BENCH_ITEMS, createBenchBoard, seedBenchBoard } from './benchBoard';
import { median, sample, timed } from './stats';

/** The reports bench board (docs/performance.md): 5,000 cards with 20 versions each. */
export const VERSIONS_PER_CARD = 20;
const DAY_MS = 86_400_000;

export interface ReportTimes {
  chartsFirstMs: number;
  chartsMs: number;
  chartsAfterMovesMs: number;
  historyFirstPageMs: number;
  historyFilteredPageMs: number;
  rawVersionsReadMs: number;
  /** kanban/tasks of the 5,000 cards, median, on a board without card aging and on one with it, taken in turns. */
  tasksMs: number;
  tasksAgedMs: number;
}

/** Each card's 20 versions over the last 60 days: created, then moved column to column, some back, its due date changed twice. */
function historyOf(itemId: number, editors: number[], now: number): ImportedHistory {
  const start = now - 60 * DAY_MS + (itemId % 24) * 3_600_000;
  const versions: ItemVersion[] = [];
  for (let number = 1; number <= VERSIONS_PER_CARD; number += 1) {
    const column =
      BENCH_COLUMNS[
        Math.min(BENCH_COLUMNS.length - 1, Math.floor((number - 1) / 2) + ((itemId + number) % 3 === 0 ? -1 : 0) + (itemId % 2))
      ];
    const changes: ItemVersion['changes'] =
      number === 1
        ? { Title: `Bench task ${itemId}`, Stage: BENCH_COLUMNS[0], Points: itemId % 13 }
        : number % 7 === 0
          ? { Due: new Date(Date.UTC(2026, 11, 1 + ((itemId + number) % 28))).toISOString() }
          : { Stage: column };
    versions.push({
      version: number,
      modified: new Date(start + number * 2.5 * DAY_MS + itemId).toISOString(),
      editorId: editors[(itemId + number) % editors.length],
      changes,
    });
  }
  return { itemId, versions };
}

/**
 * The tasks answer of the bench board and of a board over the same list that shows card aging (docs/reporting.md#card-aging),
 * in alternating blocks of loads of one board, as a person reloads one board: loads taken in turns had each pay for
 * the other's garbage and caches. The first load of each block is not counted. The aged answer must carry every card's age.
 */
async function tasksWithAndWithoutAging(api: ApiClient, connectionString: string, boardId: string, listId: string) {
  const agedId = await createBenchBoard(connectionString, DEMO_SITE, { id: listId, title: 'Bench' }, true, { showAging: true });
  const tasks = (boardID: string) => async () => {
    const answer = await api.call<TasksResponse>('POST', 'kanban/tasks', { boardID });
    const cards = answer.body.rows?.flatMap((row) => row.columns.flatMap((column) => column.items)) ?? [];
    if (answer.status !== 200 || cards.length !== BENCH_ITEMS) throw new Error(`kanban/tasks answered ${answer.status}`);
    if (boardID === agedId && !cards.every((card) => card.age)) throw new Error('the aged answer left cards without an age');
  };
  const plain: number[] = [];
  const aged: number[] = [];
  for (let block = 0; block < 8; block += 1) {
    const [boardID, times] = block % 2 === 0 ? [boardId, plain] : [agedId, aged];
    times.push(...(await sample(3, 1, tasks(boardID))));
  }
  return { tasksMs: median(plain), tasksAgedMs: median(aged) };
}

/**
 * The charts' data and the history report over a board of 5,000 cards with 100,000 versions (docs/reporting.md),
 * against a raw read of the same versions in the same run: the first request builds the list's digest,
 * the next ones read it and what changed since.
 */
export async function benchReports(root: string): Promise<ReportTimes> {
  const dataDir = await mkdtemp(path.join(root, '.data', 'bench-reports-'));
  const stack = await startStack({ root, dataDir, port: 0, inMemory: true, timers: false });
  try {
    const { boardId, listId } = await seedBenchBoard(stack.storageConnectionString, DEMO_SITE);
    const host = new TableListHost(stack.storageConnectionString);
    const editors = (await host.getSiteUsers(DEMO_SITE)).map((user) => user.id);
    const now = Date.now();
    const items = await host.queryItems(DEMO_SITE, listId);
    await host.importItemHistory(
      DEMO_SITE,
      listId,
      items.map((item) => historyOf(item.id, editors, now)),
    );
    // The change feed reads its last minute again on every read (docs/reporting.md, "The version feed"): a board
    // loaded within a minute of its list's 5,000 creations reads them each time. Aging is measured after that
    // minute, as a board is loaded, not as the bench made it.
    const seededAt = Date.now();
    const api = await new ApiClient(stack.url).signIn(DEMO_USERS[0].login);
    const chartsBody = {
      boardID: boardId,
      burndown: { range: { kind: 'last30' }, scale: 'days' },
      flow: { range: { kind: 'last30' } },
      leadTime: { range: { kind: 'all' }, scale: 'weeks' },
    };
    const charts = async () => {
      const answer = await api.call<ChartsResponse>('POST', 'history/charts', chartsBody);
      if (answer.status !== 200) throw new Error(`history/charts answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    };
    const history = (body: object) => async () => {
      const answer = await api.call<BoardHistoryResponse>('POST', 'item/GetBoardHistory', body, { boardID: boardId });
      if (answer.status !== 200 || answer.body.entries.length === 0)
        throw new Error(`GetBoardHistory answered ${answer.status} with ${answer.body.entries?.length} entries`);
    };
    const chartsFirstMs = await timed(charts);
    const chartsTimes = await sample(7, 1, charts);
    const historyFirst = await sample(7, 1, history({ Page: 1 }));
    const historyFiltered = await sample(7, 1, history({ Page: 40, Fields: ['Stage'], ModifiedBy: editors.slice(0, 2) }));
    // Cards moved since the digest was written: the next charts read them from the change log.
    const board = (await api.call<TasksResponse>('POST', 'kanban/tasks', { boardID: boardId })).body;
    const cards: Item[] = board.rows.flatMap((row) => row.columns.flatMap((column) => column.items)).slice(0, 50);
    for (const card of cards)
      await api.call('POST', 'kanban/movetask', {
        boardID: boardId,
        rowValue: card.rowValue,
        columnValue: BENCH_COLUMNS[0],
        order: null,
        info: card.info,
      });
    const afterMoves = await sample(7, 0, charts);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, seededAt + 65_000 - Date.now())));
    const { tasksMs, tasksAgedMs } = await tasksWithAndWithoutAging(api, stack.storageConnectionString, boardId, listId);
    const versionsTable = TableClient.fromConnectionString(stack.storageConnectionString, 'lbversions', { allowInsecureConnection: true });
    const raw = await sample(3, 1, async () => {
      let count = 0;
      for await (const page of versionsTable
        .listEntities({ queryOptions: { filter: `PartitionKey eq '${listId}'` } })
        .byPage({ maxPageSize: 1000 }))
        count += page.length;
      if (count < BENCH_ITEMS * VERSIONS_PER_CARD) throw new Error(`raw read found ${count} versions`);
    });
    return {
      chartsFirstMs,
      chartsMs: median(chartsTimes),
      chartsAfterMovesMs: median(afterMoves),
      historyFirstPageMs: median(historyFirst),
      historyFilteredPageMs: median(historyFiltered),
      rawVersionsReadMs: median(raw),
      tasksMs,
      tasksAgedMs,
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
