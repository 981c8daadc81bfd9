import { beforeAll, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { BoardResponse, Item, User } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { type Operation, operationsOf } from '../support/contractOperations';
import { type Caller, type GeneratedRequest, type GenerationContext, malformedRequests } from '../support/malformedRequests';
import { RawHttpClient } from '../support/rawHttp';
import { RefusalAudit } from '../support/refusalAudit';
import type { KnownValues } from '../support/validSamples';
import { drainChangeRecorder } from '@listboard/functions/host-api';
import { signedInStack } from './stackFixture';

/**
 * Generated input against every operation of the published contract (GET /api/openapi.json):
 * malformed requests, signed in and anonymously, which must be refused without a 5xx, a dropped
 * connection, a hang or a change to stored data. The seed is printed; GENERATED_INPUT_SEED replays
 * a run.
 */

const MIN_REQUESTS = 5000;
const CONCURRENCY = 8;
/** Requests between two digests of the stored data. */
const BATCH = 200;
const ANSWER_WITHIN_MS = 10_000;
const SEED = Number(process.env.GENERATED_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));

const env = signedInStack();
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
let operations: Operation[];
let known: KnownValues;
/** Operations for which `known` is not enough: other values by name, or a whole valid body. */
let special: Record<string, { known?: KnownValues; body?: unknown }>;

beforeAll(async () => {
  const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  tokens.adele = adele.token as string;
  tokens.alex = env.alex.token as string;
  const card = async (title: string) =>
    (
      await adele.call<{ itemID: number }>('POST', 'item/values', {
        boardID: DEMO_BOARD_ID,
        siteURL: DEMO_SITE,
        listID: DEMO_TASKS_LIST_ID,
        itemID: 0,
        values: [{ name: 'Title', value: title }],
      })
    ).body.itemID;
  const [itemID, taskID, removable] = [
    await card('Generated input target'),
    await card('Generated input subtask'),
    await card('Generated input removable'),
  ];
  const attached = await adele.upload('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, [
    ['notes.txt', 'notes'],
  ]);
  expect(attached.status).toBe(200);
  const megan = (await (await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local')).call<User>('GET', 'auth/me')).body.id;
  known = {
    SPHostUrl: DEMO_SITE,
    siteURL: DEMO_SITE,
    url: DEMO_SITE,
    site: DEMO_SITE,
    boardID: DEMO_BOARD_ID,
    boardId: DEMO_BOARD_ID,
    listID: DEMO_TASKS_LIST_ID,
    listId: DEMO_TASKS_LIST_ID,
    list: DEMO_TASKS_LIST_ID,
    lists: DEMO_TASKS_LIST_ID,
    itemID,
    taskID,
    login: DEMO_VIEW_ONLY_LOGIN,
    name: 'Title',
    value: 'Generated input',
    names: 'notes.txt',
    field: 'Status',
    assignedToField: 'AssignedTo',
    columnValue: 'Review',
    direction: 'morethan',
    order: 1000,
    q: 'Generated',
    fields: 'Title',
    userIds: megan,
    itemInfo: JSON.stringify({ siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }),
  };
  const documents = (
    await adele.call<Item>('GET', `kanban/${DEMO_DOCUMENTS_BOARD_ID}/latestTask`, undefined, {
      siteURL: DEMO_SITE,
      listID: DEMO_DOCUMENTS_LIST_ID,
    })
  ).body.id;
  const {
    fields: _fields,
    userPermission: _level,
    canEditSettings: _edit,
    canViewCharts: _charts,
    ...config
  } = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const template = (await adele.call('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, includeContent: false })).body;
  special = {
    // A library item's file: the upload to a task is refused before the checks behind it.
    'POST /api/item/files': {
      known: {
        ...known,
        boardID: DEMO_DOCUMENTS_BOARD_ID,
        itemInfo: JSON.stringify({ siteURL: DEMO_SITE, listID: DEMO_DOCUMENTS_LIST_ID, itemID: documents }),
      },
    },
    'POST /api/item/remove': { known: { ...known, itemID: removable } },
    'GET /api/item/comments': { known: { ...known, type: 'all' } },
    'GET /api/item/attachments/content': { known: { ...known, name: 'notes.txt' } },
    'GET /api/site/lists/{id}/fields/{field}/lookups': { known: { ...known, id: DEMO_TASKS_LIST_ID, field: 'ParentID' } },
    'GET /api/site/lists/{id}/fields/{field}/choices': { known: { ...known, id: DEMO_TASKS_LIST_ID } },
    'GET /api/site/lists/{id}/fields': { known: { ...known, id: DEMO_TASKS_LIST_ID } },
    'GET /api/boards/getBoardEditSettingPermission/{id}': { known: { ...known, id: DEMO_BOARD_ID } },
    'GET /api/site/user/{id}': { known: { ...known, id: megan } },
    'POST /api/boards/board': { body: config },
    'POST /api/boards/addNewLabel': {
      body: { boardId: DEMO_BOARD_ID, site: DEMO_SITE, list: DEMO_TASKS_LIST_ID, field: 'Labels', labels: ['Generated'] },
    },
    'POST /api/site/importTemplate': { body: { template, name: 'Generated import' } },
  };
  // The first reading of the news seeds them (a write of a GET, once per process): done here, before the digests.
  expect((await adele.call('GET', 'news')).status).toBe(200);
  // So does a person's first page info (their first visit, written once): done for both callers before the digests.
  for (const caller of [adele, env.alex]) expect((await caller.call('GET', 'boards/pageInfo')).status).toBe(200);
  const contract = await fetch(new URL('/api/openapi.json', env.stack.url));
  expect(contract.status).toBe(200);
  operations = operationsOf(await contract.json());
});

function contextOf(operation: Operation): GenerationContext {
  const { known: values = known, body } = special[`${operation.method} ${operation.path}`] ?? {};
  // The licence and the admin panel are the demo tenant's manager's (Adele): anyone else is refused before the request is read.
  const managers = operation.path === '/api/license' || operation.path.startsWith('/api/admin/');
  return { known: values, body, callers: managers ? ['adele'] : undefined, token: tokens.adele };
}

/** The operations' requests taken in turn, so that every batch mixes them. */
function interleaved(perOperation: GeneratedRequest[][]): GeneratedRequest[] {
  const longest = Math.max(...perOperation.map((requests) => requests.length));
  return Array.from({ length: longest }, (_, i) => perOperation.flatMap((requests) => (i < requests.length ? [requests[i]] : []))).flat();
}

it(`every operation of the contract refuses ${MIN_REQUESTS}+ malformed requests cleanly (seed in the log)`, async () => {
  console.log(`generated input: seed ${SEED} (GENERATED_INPUT_SEED=${SEED} replays this run)`);
  const perOperation = Math.ceil(MIN_REQUESTS / operations.length);
  const requests = interleaved(
    operations.map((operation, index) => malformedRequests(operation, contextOf(operation), perOperation, SEED + index)),
  );
  expect(requests.length).toBeGreaterThanOrEqual(MIN_REQUESTS);

  const client = new RawHttpClient(env.stack.url, ANSWER_WITHIN_MS, CONCURRENCY);
  const audit = new RefusalAudit({
    client,
    baseUrl: env.stack.url,
    storageConnectionString: env.stack.storageConnectionString,
    authorization: (request): Record<string, string> =>
      request.caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[request.caller]}` },
    concurrency: CONCURRENCY,
    settle: drainChangeRecorder,
  });
  const started = Date.now();
  try {
    for (let i = 0; i < requests.length; i += BATCH) await audit.runBatch(requests.slice(i, i + BATCH));
  } finally {
    client.close();
  }
  console.log(
    `generated input: ${audit.sent} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(
      Object.fromEntries([...audit.statuses].sort(([a], [b]) => a - b)),
    )}; ${audit.acceptedWrites.length} accepted writes, each accounted for:\n${audit.acceptedWrites.map((w) => `  ${w}`).join('\n')}`,
  );
  if (audit.failures.length > 0)
    console.error(`generated input: ${audit.failures.length} failures (seed ${SEED}):\n\n${audit.failures.join('\n\n')}`);
  expect(audit.failures.slice(0, 20)).toEqual([]);
}, 300_000);
