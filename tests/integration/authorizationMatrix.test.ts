import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableClients, apiGroups } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_TASKS_LIST_ID, DEMO_USERS } from '@listboard/local';
import {
  API_PATHS,
  type ApiErrorBody,
  type BoardConfig,
  type BoardResponse,
  type BoardSummary,
  type License,
  PERMISSION,
  type User,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import {
  ACTORS,
  ADMIN_PANEL_MANAGERS,
  type Actor,
  CASES,
  LICENSE_MANAGERS,
  type CardRef,
  type EndpointCase,
  type MatrixContext,
  deniedCode,
  expectedStatus,
} from './authorizationCases';
import { freshStack } from './stackFixture';
import { storedConfigOf } from '../support/boardConfig';

/**
 * The authorisation matrix: every route of the API (authorizationCases.ts) called by every kind of
 * user, on boards adele makes for it. A refused call must leave what it aimed at as it was.
 */

const login = (alias: string) => `${alias}@demo.listboard.local`;
const principal = (alias: string) => ({ login: login(alias), isGroup: false });

interface Boards {
  matrix: string;
  own: string;
  docs: string;
  docsOwn: string;
}

const env = {} as {
  stack: Awaited<ReturnType<typeof freshStack>>;
  clients: Record<string, ApiClient>;
  anonymous: ApiClient;
  ids: Record<string, number>;
  boards: Boards;
  configs: Record<string, BoardConfig>;
  shared: { siteURL: string; listID: string; itemID: number };
};

/** A copy of a demo board with its own name and permission, made by adele. */
async function copyBoard(fromId: string, name: string, permission: Partial<BoardConfig['permission']>): Promise<string> {
  const config = await storedConfigOf(env.clients.adele, fromId);
  const base = { boardOwners: [principal('megan')], tasksOwners: [], boardNoAccess: [], boardAccess: [], everyBodyCanEditSetting: false };
  const created = await env.clients.adele.call<{ id: string } & ApiErrorBody>('POST', 'boards/board', {
    ...config,
    id: '',
    name,
    permission: { ...base, ...permission },
  });
  expect(created.status, created.body.message).toBe(200);
  return created.body.id;
}

async function createCard(client: ApiClient, boardID: string, listID: string, title: string, assignee?: number): Promise<number> {
  const values = [{ name: 'Title', value: title }, ...(assignee ? [{ name: 'AssignedTo', value: String(assignee) }] : [])];
  const created = await client.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    boardID,
    siteURL: DEMO_SITE,
    listID,
    itemID: 0,
    values,
  });
  expect(created.status, created.body.message).toBe(200);
  return created.body.itemID;
}

let cardCount = 0;

/**
 * A fresh card for one call, reached through the actor's board. Nestor's own card is one he creates
 * on "Matrix own" (so he is its author and, on the task list, its assignee); any other card is
 * adele's, assigned to alex.
 */
async function freshCard(actor: Actor, target: NonNullable<EndpointCase['target']>): Promise<CardRef> {
  const { boards, clients, ids } = env;
  const document = target === 'document';
  const listID = document ? DEMO_DOCUMENTS_LIST_ID : DEMO_TASKS_LIST_ID;
  const mine = actor.ownsCard === true;
  const creator = mine ? clients.nestor : clients.adele;
  const createdOn = document ? (mine ? boards.docsOwn : boards.docs) : mine ? boards.own : boards.matrix;
  const itemID = await createCard(creator, createdOn, listID, `Matrix card ${++cardCount}`, document || mine ? undefined : ids.alex);
  const viaOwn = actor.board === 'own';
  const card = {
    boardID: document ? (viaOwn ? boards.docsOwn : boards.docs) : viaOwn ? boards.own : boards.matrix,
    siteURL: DEMO_SITE,
    listID,
    itemID,
  };
  if (target === 'taskWithAttachment') {
    const uploaded = await clients.adele.upload('item/attachments', card.boardID, { siteURL: DEMO_SITE, listID, itemID }, [
      ['old.txt', 'old'],
    ]);
    expect(uploaded.status).toBe(200);
  }
  if (target === 'subtask') {
    const linked = await clients.adele.call('POST', 'item/addsubtask', { ...env.shared, boardID: boards.matrix, taskID: itemID });
    expect(linked.status).toBe(200);
  }
  return card;
}

function clientOf(actor: Actor): ApiClient {
  return actor.alias ? env.clients[actor.alias] : env.anonymous;
}

async function contextFor(actor: Actor, endpoint: EndpointCase): Promise<MatrixContext> {
  const boardID = actor.board === 'own' ? env.boards.own : env.boards.matrix;
  const parent = { ...env.shared, boardID };
  return {
    boardID,
    config: env.configs[boardID],
    card: endpoint.target ? await freshCard(actor, endpoint.target) : parent,
    parent,
    me: actor.alias ? env.ids[actor.alias] : 0,
    ids: env.ids,
    label: actor.name,
  };
}

/** Reads, as adele, what a refused call of the endpoint must not have changed. */
async function stateOf(endpoint: EndpointCase, ctx: MatrixContext): Promise<unknown> {
  const adele = env.clients.adele;
  const read = async (path: string, query: Record<string, string> = {}) => {
    const answer = await adele.call('GET', path, undefined, query);
    return { status: answer.status, body: answer.body };
  };
  const card = ctx.card;
  const cardQuery = { boardID: card.boardID, siteURL: card.siteURL, listID: card.listID, itemID: String(card.itemID) };
  if (endpoint.target) {
    // The values carry the card's etag: any write to the item (values, order, comment, parent, file) changes it.
    return Promise.all(['item/values', 'item/watchers', 'item/attachments'].map((path) => read(path, cardQuery)));
  }
  switch (endpoint.state) {
    case 'boardConfig':
      return storedConfigOf(adele, ctx.boardID);
    case 'boardList':
      return (await adele.call<BoardSummary[]>('GET', 'boards')).body.map((b) => b.id).sort();
    case 'latestCard':
      return read(`kanban/${ctx.boardID}/latestTask`, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID });
    // The wizard's view of the lists: their versioning, and the task list's fields with their choices.
    case 'license': {
      const license = (await adele.call<License>('GET', 'license', undefined, { refresh: 'true' })).body;
      return { ...license, users: license.users.map((u) => u.login).sort() };
    }
    case 'listSchemas':
      return Promise.all([read('site/lists', { url: DEMO_SITE }), read(`site/lists/${DEMO_TASKS_LIST_ID}/fields`, { url: DEMO_SITE })]);
    // Nobody but their owner reads private filters through the API: compare the store's rows instead.
    case 'privateFilters': {
      const table = await new TableClients(env.stack.storageConnectionString).table('lbfilters');
      const rows: string[] = [];
      for await (const row of table.listEntities()) rows.push(`${row.partitionKey} ${row.rowKey} ${row.etag}`);
      return rows.sort();
    }
    default:
      return undefined;
  }
}

beforeAll(async () => {
  env.stack = await freshStack();
  env.anonymous = new ApiClient(env.stack.url);
  env.clients = {};
  env.ids = {};
  for (const { alias } of DEMO_USERS) {
    env.clients[alias] = await env.anonymous.signIn(login(alias));
    env.ids[alias] = (await env.clients[alias].call<User>('GET', 'auth/me')).body.id;
  }
  const license = (await env.clients.adele.call<License>('GET', 'license')).body;
  const managers = (aliases: string[]) => aliases.map(principal);
  const roles = await env.clients.adele.call('POST', 'license', {
    etag: license.etag,
    licenseManagers: managers(LICENSE_MANAGERS),
    adminPanelManagers: managers(ADMIN_PANEL_MANAGERS),
  });
  expect(roles.status).toBe(200);
  const everyoneViews = {
    defaultUserPermission: PERMISSION.ViewOnly,
    tasksOwners: [principal('alex')],
    boardNoAccess: [principal('lidia')],
  };
  const everyoneOwnsOwn = { defaultUserPermission: PERMISSION.EditOnlyOwn };
  env.boards = {
    matrix: await copyBoard(DEMO_BOARD_ID, 'Matrix', everyoneViews),
    own: await copyBoard(DEMO_BOARD_ID, 'Matrix own', everyoneOwnsOwn),
    docs: await copyBoard(DEMO_DOCUMENTS_BOARD_ID, 'Matrix documents', everyoneViews),
    docsOwn: await copyBoard(DEMO_DOCUMENTS_BOARD_ID, 'Matrix documents own', everyoneOwnsOwn),
  };
  env.configs = {};
  for (const id of Object.values(env.boards)) env.configs[id] = await storedConfigOf(env.clients.adele, id);
  // The card the reads are about; its attachment is JSON text because ApiClient parses every answer.
  const itemID = await createCard(env.clients.adele, env.boards.matrix, DEMO_TASKS_LIST_ID, 'Matrix shared card');
  env.shared = { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID };
  const upload = await env.clients.adele.upload('item/attachments', env.boards.matrix, env.shared, [['notes.txt', '"shared notes"']]);
  expect(upload.status).toBe(200);
});

afterAll(async () => {
  await env.stack?.cleanUp();
});

describe('the matrix', () => {
  it('covers every route of the route tables, and every API path has a route', () => {
    const routes = apiGroups.flatMap((group) => group.routes.map((route) => `${route.method} ${route.path}`));
    expect(new Set(CASES.map((c) => c.route))).toEqual(new Set(routes));
    expect(Object.values(API_PATHS).filter((path) => !routes.some((route) => route.endsWith(` ${path}`)))).toEqual([]);
  });

  it('gives the board levels the actors are meant to have', async () => {
    for (const actor of ACTORS.filter((a) => a.alias && a.level !== PERMISSION.NoAccess)) {
      const board = await clientOf(actor).call<BoardResponse>('GET', 'board', undefined, {
        boardID: actor.board === 'own' ? env.boards.own : env.boards.matrix,
      });
      expect({ actor: actor.name, level: board.body.userPermission, settings: board.body.canEditSettings }).toEqual({
        actor: actor.name,
        level: actor.level,
        settings: Boolean(actor.owner || actor.admin),
      });
    }
  });

  it.each(DEMO_USERS.map((u) => u.alias))('lists the Matrix board to %s only if they may view it (everyone but lidia)', async (alias) => {
    const boards = await env.clients[alias].call<BoardSummary[]>('GET', 'boards');
    expect(boards.body.some((b) => b.id === env.boards.matrix)).toBe(alias !== 'lidia');
  });
});

for (const endpoint of CASES) {
  describe(`${endpoint.route}${endpoint.note ? ` (${endpoint.note})` : ''} [${endpoint.kind}]`, () => {
    it.each(ACTORS)('$name', async (actor) => {
      const ctx = await contextFor(actor, endpoint);
      const expected = expectedStatus(endpoint, actor);
      const before = expected === 200 ? undefined : await stateOf(endpoint, ctx);
      const answer = await endpoint.call(clientOf(actor), ctx);
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      if (expected === 200) return;
      if (expected === 401 || expected === 403)
        expect((answer.body as ApiErrorBody).code).toBe(expected === 401 ? 'unauthorized' : deniedCode(endpoint));
      // Any answer but 200 (a refusal, or the wrong payload of someone allowed) changed nothing.
      expect(await stateOf(endpoint, ctx)).toEqual(before);
    });
  });
}
