import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import {
  type ApiErrorBody,
  type BoardResponse,
  type BoardSummary,
  type Item,
  type PackedTasksResponse,
  type SignInUser,
  type TasksResponse,
  PACKING_LEVEL,
  packedTasksResponseSchema,
  unpackTasks,
} from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { cellOf } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

const env = signedInStack();

async function loadBoard(client = env.alex): Promise<TasksResponse> {
  const answer = await client.call<TasksResponse>('POST', 'kanban/tasks', {
    boardID: DEMO_BOARD_ID,
    filter: { activeFilters: [], users: [], lists: [], views: [] },
    searchKey: '',
    requestViewType: 0,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

function move(
  item: Item,
  columnValue: string,
  rowValue: string | null,
  neighbours?: { previous?: string | null; next?: string | null },
  client = env.alex,
) {
  return client.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
    boardID: DEMO_BOARD_ID,
    rowValue,
    isBetweenRows: rowValue !== item.rowValue,
    columnValue,
    order: null,
    info: item.info,
    requestViewType: 0,
    neighbours,
  });
}

describe('the kanban API over Azurite', () => {
  it('lists the demo board and its configuration', async () => {
    const boards = await env.alex.call<BoardSummary[]>('GET', 'boards');
    expect(boards.status).toBe(200);
    expect(boards.body.map((b) => b.name)).toContain('Team tasks');
    // The team-chat board selector lists the same boards.
    expect((await env.alex.call<BoardSummary[]>('GET', 'boards/teams')).body).toEqual(boards.body);
    const board = await env.alex.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID });
    expect(board.status).toBe(200);
    expect(board.body.columnDefinitions.map((c) => c.value)).toEqual(['Not Started', 'In Progress', 'Review', 'Completed', 'Deferred']);
    expect(board.body.fields.map((f) => f.internalName)).toContain('KanbanOrder');
    expect(board.body.userPermission).toBe(2);
    expect(board.body.source.lists[0]).toMatchObject({ allowView: true, allowAdd: true, allowManage: false });
  });

  it('loads the board as lanes of columns of cards', async () => {
    const board = await loadBoard();
    expect(board.rows.map((r) => r.name)).toEqual(['(1) High', '(2) Normal', '(3) Low', 'Unassigned']);
    expect(board.rows.every((r) => r.columns.length === 5)).toBe(true);
    const all = board.rows.flatMap((r) => r.columns.flatMap((c) => c.items));
    expect(all).toHaveLength(60);
    expect(board.users).toHaveLength(6);
    const inProgressHigh = board.rows[0].columns[1];
    expect(inProgressHigh.limit).toBe(3);
    expect(inProgressHigh.isActiveWipLimit).toBe(true);
    expect(inProgressHigh.items).toHaveLength(3);
    const parent = all.find((i) => i.subInfo.count > 0);
    expect(parent?.subInfo.count).toBe(3);
    const withLabel = all.find((i) => i.labels.some((l) => l.name === 'Docs'));
    expect(withLabel?.labels.find((l) => l.name === 'Docs')?.fontColor).toBe('#323130');
    for (const column of board.rows.flatMap((r) => r.columns)) {
      const orders = column.items.map((i) => i.order as number);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    }
  });

  it.each([
    [PACKING_LEVEL, 0.5],
    [true, 0.6],
  ])('answers the same board packed (%s), in the bytes it promises, as the page asks for it', async (packed, share) => {
    const full = await loadBoard();
    const answer = await env.alex.call<PackedTasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, packed });
    expect(answer.status).toBe(200);
    expect(packedTasksResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(Object.keys(answer.body.people ?? {}).length).toBeGreaterThan(0);
    expect(unpackTasks(answer.body)).toEqual(full);
    expect(JSON.stringify(answer.body).length).toBeLessThan(JSON.stringify(full).length * share);
  });

  it('moves a card to another column and lane between two cards, and keeps it there', async () => {
    const before = await loadBoard();
    const card = cellOf(before, '(2) Normal', 'Not Started')[0];
    const target = cellOf(before, '(3) Low', 'Review');
    const answer = await move(card, 'Review', '(3) Low', { previous: target[0].uniqueID, next: target[1].uniqueID });
    expect(answer.status).toBe(200);
    expect(answer.body.columnValue).toBe('Review');
    expect(answer.body.rowValue).toBe('(3) Low');
    expect(answer.body.order).toBeGreaterThan(target[0].order as number);
    expect(answer.body.order).toBeLessThan(target[1].order as number);
    expect(answer.body.info.etag).not.toBe(card.info.etag);
    const after = cellOf(await loadBoard(), '(3) Low', 'Review').map((i) => i.id);
    expect(after.slice(0, 3)).toEqual([target[0].id, card.id, target[1].id]);
  });

  it('moves a card into the default lane, clearing its lane field', async () => {
    const card = cellOf(await loadBoard(), '(1) High', 'Deferred')[0];
    const answer = await move(card, 'Deferred', '');
    expect(answer.status).toBe(200);
    expect(answer.body.rowValue).toBe('');
    expect(cellOf(await loadBoard(), 'Unassigned', 'Deferred').map((i) => i.id)).toContain(card.id);
  });

  it('refuses a move into a column at its WIP limit and leaves the card where it was', async () => {
    const before = await loadBoard();
    const card = cellOf(before, '(1) High', 'Review')[0];
    const answer = await move(card, 'In Progress', '(1) High');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('wip_limit');
    const after = await loadBoard();
    expect(cellOf(after, '(1) High', 'Review').map((i) => i.id)).toContain(card.id);
    expect(cellOf(after, '(1) High', 'In Progress')).toHaveLength(3);
  });

  it('allows reordering inside a full column', async () => {
    const full = cellOf(await loadBoard(), '(1) High', 'In Progress');
    const answer = await move(full[2], 'In Progress', '(1) High', { previous: null, next: full[0].uniqueID });
    expect(answer.status).toBe(200);
    expect(cellOf(await loadBoard(), '(1) High', 'In Progress').map((i) => i.id)).toEqual([full[2].id, full[0].id, full[1].id]);
  });

  it('refuses a stale write with 412', async () => {
    const card = cellOf(await loadBoard(), '(2) Normal', 'Completed')[0];
    expect((await move(card, 'Review', '(2) Normal')).status).toBe(200);
    const stale = await move(card, 'Deferred', '(2) Normal');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_item');
  });

  it('renumbers the column when the gap between two cards is used up', async () => {
    let board = await loadBoard();
    const [first, second] = cellOf(board, '(2) Normal', 'Deferred');
    const movers = cellOf(board, '(2) Normal', 'Completed')
      .slice(0, 4)
      .concat(cellOf(board, '(3) Low', 'Completed').slice(0, 4));
    for (let round = 0; round < 3; round += 1) {
      for (const mover of movers) {
        board = await loadBoard();
        const fresh = board.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((i) => i.id === mover.id) as Item;
        const target = cellOf(board, '(2) Normal', 'Deferred');
        const firstIndex = target.findIndex((i) => i.id === first.id);
        const answer = await move(fresh, 'Deferred', '(2) Normal', {
          previous: first.uniqueID,
          next: target[firstIndex + 1]?.uniqueID ?? null,
        });
        expect(answer.status).toBe(200);
        const moveBack = round < 2;
        if (moveBack) {
          const back = await move(answer.body, 'Completed', '(2) Normal');
          expect(back.status).toBe(200);
        }
      }
    }
    const column = (await loadBoard()).rows.flatMap((r) => r.columns.filter((c) => c.value === 'Deferred')).flatMap((c) => c.items);
    const orders = column.map((i) => i.order);
    expect(new Set(orders).size).toBe(orders.length);
    const lane = cellOf(await loadBoard(), '(2) Normal', 'Deferred');
    expect(lane[0].id).toBe(first.id);
    expect(lane.slice(1, 1 + movers.length).map((i) => i.id)).toEqual(movers.map((m) => m.id).reverse());
    expect(lane[1 + movers.length].id).toBe(second.id);
  });

  it('sets an order and finds the neighbouring order', async () => {
    const card = cellOf(await loadBoard(), '(3) Low', 'Not Started')[0];
    const answer = await env.alex.call<{ timestamp: number }>('POST', 'item/order', {
      boardID: DEMO_BOARD_ID,
      info: card.info,
      order: 12.3456789,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.timestamp).toBeGreaterThanOrEqual(card.info.timestamp);
    const reloaded = cellOf(await loadBoard(), '(3) Low', 'Not Started').find((i) => i.id === card.id);
    expect(reloaded?.order).toBe(12.34568);
    const above = await env.alex.call<{ order: number | null }>('GET', 'site/order/morethan/12.34568/', undefined, {
      boardID: DEMO_BOARD_ID,
      columnValue: 'Not Started',
    });
    expect(above.body.order).toBeGreaterThan(12.34568);
    const below = await env.alex.call<{ order: number | null }>('GET', 'site/order/lessthan/12.34568/', undefined, {
      boardID: DEMO_BOARD_ID,
      columnValue: 'Not Started',
    });
    expect(below.body.order).toBeNull();
  });

  it('returns one card fresh from the list', async () => {
    const card = cellOf(await loadBoard(), '(1) High', 'Not Started')[0];
    const answer = await env.alex.call<Item>('POST', `kanban/${DEMO_BOARD_ID}/task`, {
      info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: card.id },
    });
    expect(answer.status).toBe(200);
    // The card's age comes with the board's answer only, which reads the versions; the page keeps it (moveCache).
    const { age, ...fresh } = card;
    expect(age).toBeDefined();
    expect(answer.body).toEqual(fresh);
  });
});

describe('permissions and bad input', () => {
  it('needs a valid token and a known site', async () => {
    const anonymous = new ApiClient(env.stack.url);
    expect((await anonymous.call('GET', 'boards')).status).toBe(401);
    expect((await anonymous.withToken('not-a-token').call('GET', 'boards')).status).toBe(401);
    const noSite = await new ApiClient(env.stack.url, '').call<ApiErrorBody>('GET', 'auth/local/users');
    expect(noSite.status).toBe(400);
    expect(noSite.body.code).toBe('missing_sphost');
    const unknownSite = await new ApiClient(env.stack.url, 'https://elsewhere.test/sites/x')
      .signIn('alex@demo.listboard.local')
      .catch((e: Error) => e.message);
    expect(unknownSite).toContain('404');
    expect((await new ApiClient(env.stack.url, 'not a url').call<ApiErrorBody>('GET', 'boards')).body.code).toBe('invalid_sphost');
    expect((await new ApiClient(env.stack.url, `https://x.test/${'a'.repeat(2000)}`).call<ApiErrorBody>('GET', 'boards')).body.code).toBe(
      'invalid_sphost',
    );
    expect((await new ApiClient(env.stack.url, 'ftp://x.test/site').call<ApiErrorBody>('GET', 'boards')).body.code).toBe('invalid_sphost');
    expect((await new ApiClient(env.stack.url).call<ApiErrorBody>('POST', 'auth/local/token', { login: 'mallory@evil.test' })).status).toBe(
      403,
    );
    // Half a surrogate pair is no one's name, and cannot be written into a storage query.
    expect((await new ApiClient(env.stack.url).call<ApiErrorBody>('POST', 'auth/local/token', { login: '\ud800' })).status).toBe(403);
  });

  it("offers the sign-in page the site's users with their role on the demo board", async () => {
    const answer = await new ApiClient(env.stack.url).call<SignInUser[]>('GET', 'auth/local/users');
    expect(answer.status).toBe(200);
    const roleOf = (login: string) => answer.body.find((user) => user.login === login)?.demoBoard;
    expect(roleOf('adele@demo.listboard.local')).toEqual({ name: 'Team tasks', role: 'owner' });
    expect(roleOf('alex@demo.listboard.local')).toEqual({ name: 'Team tasks', role: 'editor' });
    expect(roleOf(DEMO_VIEW_ONLY_LOGIN)).toEqual({ name: 'Team tasks', role: 'viewer' });
  });

  it('lets a view-only user read the board but not move cards', async () => {
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    const board = await loadBoard(viewer);
    const card = cellOf(board, '(3) Low', 'Deferred')[0];
    expect(card.allowEdit).toBe(false);
    const answer = await move(card, 'Review', '(3) Low', undefined, viewer);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('access_denied');
    const config = await viewer.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID });
    expect(config.body.source.lists[0]).toMatchObject({ allowView: true, allowAdd: false });
    const owner = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
    expect((await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body.source.lists[0].allowManage).toBe(
      true,
    );
  });

  it('answers malformed payloads and unknown ids with 4xx and a code', async () => {
    const card = cellOf(await loadBoard(), '(3) Low', 'Completed')[0];
    const cases: [string, string, unknown, number, string][] = [
      ['POST', 'kanban/tasks', '{not json', 400, 'invalid_json'],
      ['POST', 'kanban/tasks', { boardID: 42 }, 400, 'invalid_request'],
      ['POST', 'kanban/tasks', { boardID: 'missing-board' }, 404, 'board_not_found'],
      ['POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, requestViewType: 7 }, 400, 'invalid_request'],
      ['POST', 'kanban/movetask', {}, 400, 'invalid_request'],
      [
        'POST',
        'kanban/movetask',
        { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: { ...card.info, itemID: 'abc' } },
        400,
        'invalid_request',
      ],
      [
        'POST',
        'kanban/movetask',
        { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: { ...card.info, itemID: 99999 } },
        404,
        'item_not_found',
      ],
      [
        'POST',
        'kanban/movetask',
        { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: { ...card.info, listID: 'other-list' } },
        404,
        'list_not_on_board',
      ],
      ['POST', 'kanban/movetask', { boardID: DEMO_BOARD_ID, columnValue: 'Nope', info: card.info }, 400, 'unknown_column'],
      [
        'POST',
        'kanban/movetask',
        { boardID: DEMO_BOARD_ID, columnValue: 'Review', rowValue: '(9) Never', info: card.info },
        400,
        'unknown_lane',
      ],
      [
        'POST',
        'kanban/movetask',
        { boardID: DEMO_BOARD_ID, columnValue: 'Review', order: 'high', info: card.info },
        400,
        'invalid_request',
      ],
      ['POST', 'kanban/movetask', { boardID: 'missing-board', columnValue: 'Review', info: card.info }, 404, 'board_not_found'],
      [
        'POST',
        'kanban/tasks',
        { boardID: DEMO_BOARD_ID, swimlaneField: { internalName: 'Status', type: 'Choice' } },
        400,
        'invalid_swimlane',
      ],
      ['POST', 'item/order', { boardID: DEMO_BOARD_ID, info: card.info }, 400, 'invalid_request'],
      ['GET', 'site/order/sideways/10/', undefined, 400, 'invalid_request'],
      ['GET', 'board', undefined, 400, 'invalid_request'],
      ['DELETE', 'kanban/tasks', undefined, 405, 'method_not_allowed'],
      ['GET', 'kanban/unknown/path/here', undefined, 404, 'not_found'],
    ];
    for (const [method, path, body, status, code] of cases) {
      const answer = await env.alex.call<ApiErrorBody>(method, path, body, path.startsWith('site/order') ? { boardID: DEMO_BOARD_ID } : {});
      expect({ path, body, status: answer.status, code: answer.body?.code }).toEqual({ path, body, status, code });
      expect(typeof answer.body.message).toBe('string');
    }
  });
});

describe('hostile input', () => {
  it('never answers a client with a 500', async () => {
    const card = cellOf(await loadBoard(), '(3) Low', 'Completed')[0];
    const weird = ['a/b', 'x#y', '..', "o'neil", '%00', 'z'.repeat(5000), '🎉', ' ', '\\'];
    const requests: [string, string, unknown, Record<string, string>?][] = [];
    for (const value of weird) {
      requests.push(
        ['POST', 'kanban/tasks', { boardID: value }],
        ['POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, searchKey: value, filter: { users: [value], lists: [value] } }],
        ['POST', 'kanban/movetask', { boardID: value, columnValue: value, info: card.info }],
        [
          'POST',
          'kanban/movetask',
          { boardID: DEMO_BOARD_ID, columnValue: 'Review', rowValue: value, info: { ...card.info, listID: value } },
        ],
        [
          'POST',
          'kanban/movetask',
          {
            boardID: DEMO_BOARD_ID,
            columnValue: 'Review',
            info: card.info,
            neighbours: { previous: value, next: `${DEMO_TASKS_LIST_ID}#${value}` },
          },
        ],
        ['POST', `kanban/${encodeURIComponent(value)}/task`, { info: card.info }],
        ['POST', 'item/order', { boardID: DEMO_BOARD_ID, info: { ...card.info, etag: value }, order: 1 }],
        ['GET', `site/order/morethan/${encodeURIComponent(value)}/`, undefined, { boardID: DEMO_BOARD_ID, columnValue: value }],
        ['GET', 'board', undefined, { boardID: value }],
      );
    }
    requests.push(
      ['POST', 'kanban/movetask', { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: card.info, order: 1e308 }],
      ['POST', 'kanban/movetask', { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: { ...card.info, itemID: -4 } }],
      ['POST', 'kanban/movetask', { boardID: DEMO_BOARD_ID, columnValue: 'Review', info: { ...card.info, itemID: 1e20 } }],
      ['POST', 'kanban/tasks', [1, 2, 3]],
      ['POST', 'kanban/tasks', 'null'],
      ['POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, swimlaneField: { internalName: 'Nope', type: 'Choice' } }],
    );
    for (const [method, path, body, query] of requests) {
      const answer = await env.alex.call<ApiErrorBody>(method, path, body, query);
      expect({ path, body, status: answer.status < 500 }).toEqual({ path, body, status: true });
      if (answer.status >= 400) expect(answer.body.code).toEqual(expect.any(String));
    }
  });
});
