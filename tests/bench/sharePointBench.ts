import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_USERS, startStack } from '@listboard/local';
import type { TasksResponse } from '@listboard/shared';
import { demoTenant } from '../sharepoint/demoTenant';
import type { SharePointModel } from '../sharepoint/model';
import { ApiClient } from '../support/apiClient';
import { providerApiToken } from '../support/providerToken';
import { BENCH_ITEMS, createBenchBoard, seedBenchBoard } from './benchBoard';
import { median, sample } from './stats';

export interface SharePointLoad {
  /** POST /api/kanban/tasks of the 5,000-item board on SharePoint, median. */
  medianMs: number;
  /** SharePoint requests of one load, after the first (which also reads the site's people). */
  requestsPerLoad: number;
  /** The same with card aging shown (docs/reporting.md#card-aging): the list's version feed since its digest. */
  requestsPerAgedLoad: number;
}

const HOUR_MS = 3_600_000;

/**
 * Moves the bench list's items and their versions `ms` into the past: a board is loaded long after most of its
 * items last changed, while the bench seeds them a moment before, and the version feed reads again whatever
 * changed in its last minute (docs/reporting.md, "Kept as the lists change").
 */
function backdate(model: SharePointModel, siteUrl: string, listId: string, ms: number): void {
  const earlier = (iso: string) => new Date(Date.parse(iso) - ms).toISOString().replace(/\.\d+Z$/, 'Z');
  const list = model.site(siteUrl)?.lists.find((candidate) => candidate.Id.toLowerCase() === listId.toLowerCase());
  if (!list) throw new Error(`no bench list ${listId} on ${siteUrl}`);
  for (const item of list.items) {
    item.Created = earlier(item.Created);
    item.Modified = earlier(item.Modified);
    for (const version of item.history ?? []) version.at = earlier(version.at);
  }
}

/**
 * The bench board loaded through the SharePoint list host against the SharePoint test server, on a
 * stack of its own: how long the API takes, and how many SharePoint requests one load makes (the
 * target: one per 5,000 items plus a constant, never one per item).
 */
export async function benchSharePointLoad(root: string): Promise<SharePointLoad> {
  const dataDir = await mkdtemp(path.join(root, '.data', 'bench-sp-'));
  const { server, model, siteUrl, seedInto } = await demoTenant();
  const stack = await startStack({ root, dataDir, port: 0, inMemory: true, seed: false, sharePoint: { siteUrl, seedInto } });
  try {
    const { boardId, listId } = await seedBenchBoard(stack.storageConnectionString, siteUrl, seedInto);
    backdate(model, siteUrl, listId, HOUR_MS);
    const agedId = await createBenchBoard(stack.storageConnectionString, siteUrl, { id: listId, title: 'Bench' }, true, {
      showAging: true,
    });
    const issuer = stack.identityProvider?.issuer as string;
    const api = new ApiClient(stack.url, siteUrl, await providerApiToken(dataDir, issuer, DEMO_USERS[0].login));
    const tasksBody = {
      boardID: boardId,
      filter: { activeFilters: [], users: [], lists: [], views: [] },
      searchKey: '',
      requestViewType: 0,
    };
    const load = async (boardID = boardId) => {
      const answer = await api.call<TasksResponse>('POST', 'kanban/tasks', { ...tasksBody, boardID });
      if (answer.status !== 200) throw new Error(`kanban/tasks on SharePoint answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const cards = answer.body.rows.reduce((sum, row) => sum + row.columns.reduce((inRow, column) => inRow + column.items.length, 0), 0);
      if (cards !== BENCH_ITEMS) throw new Error(`the board on SharePoint showed ${cards} cards`);
    };
    const requestsOf = async (boardID: string) => {
      await load(boardID);
      const before = server.requests.length;
      await load(boardID);
      return server.requests.length - before;
    };
    const requestsPerLoad = await requestsOf(boardId);
    // The first aged load builds the list's digest; the one counted reads its changes since.
    const requestsPerAgedLoad = await requestsOf(agedId);
    return { medianMs: median(await sample(7, 1, () => load())), requestsPerLoad, requestsPerAgedLoad };
  } finally {
    await stack.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
