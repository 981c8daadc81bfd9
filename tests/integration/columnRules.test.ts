import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, Item, TasksResponse } from '@listboard/shared';
import { type ApiClient, DEMO_SITE } from '../support/apiClient';
import { cellOf } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

// The rules of a column hold under parallel writes: a full cell stays full whatever mix of moves,
// quick adds, creates and edits reaches it at once, and no two cards of a column share an order.
const env = signedInStack();
const LIMITED = { lane: '(1) High', column: 'In Progress', limit: 3 };

async function loadBoard(client: ApiClient = env.alex): Promise<TasksResponse> {
  const answer = await client.call<TasksResponse>('POST', 'kanban/tasks', {
    boardID: DEMO_BOARD_ID,
    filter: { activeFilters: [], users: [], lists: [], views: [] },
    searchKey: '',
    requestViewType: 0,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

function columnItems(board: TasksResponse, column: string): Item[] {
  return board.rows.flatMap((r) => r.columns.filter((c) => c.name === column).flatMap((c) => c.items));
}

function move(item: Item, columnValue: string, rowValue: string | null, neighbours?: { previous?: string | null; next?: string | null }) {
  return env.alex.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
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

function quickAdd(title: string, column: string, lane: string) {
  return env.alex.call<{ itemID: number } & ApiErrorBody>('POST', `kanban/${DEMO_BOARD_ID}/items/${DEMO_TASKS_LIST_ID}/`, {
    siteURL: DEMO_SITE,
    values: [
      { name: 'Title', value: title },
      { name: 'Status', value: column },
      { name: 'Priority', value: lane },
    ],
  });
}

function editCell(item: Item, column: string) {
  return env.alex.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    boardID: DEMO_BOARD_ID,
    siteURL: DEMO_SITE,
    listID: DEMO_TASKS_LIST_ID,
    itemID: item.info.itemID,
    etag: item.info.etag,
    values: [{ name: 'Status', value: column }],
  });
}

/** Orders of the column that more than one card has. */
function duplicateOrders(items: Item[]): number[] {
  const orders = items.map((i) => i.order).filter((o): o is number => typeof o === 'number');
  return orders.filter((o, index) => orders.indexOf(o) !== index);
}

describe('column rules under parallel writes', () => {
  it('lets exactly one of four parallel moves into a cell with one free place, for several bursts', async () => {
    for (let burst = 0; burst < 3; burst += 1) {
      let board = await loadBoard();
      // Free one place: the cell holds limit - 1 cards.
      const [leaving] = cellOf(board, LIMITED.lane, LIMITED.column);
      expect((await move(leaving, 'Not Started', LIMITED.lane)).status).toBe(200);
      board = await loadBoard();
      expect(cellOf(board, LIMITED.lane, LIMITED.column)).toHaveLength(LIMITED.limit - 1);
      const movers = cellOf(board, LIMITED.lane, 'Not Started').slice(0, 4);
      const answers = await Promise.all(movers.map((m) => move(m, LIMITED.column, LIMITED.lane)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
      expect(cellOf(await loadBoard(), LIMITED.lane, LIMITED.column)).toHaveLength(LIMITED.limit);
    }
  });

  it('keeps a full cell full under a mix of moves, quick adds, creates and edits that change the column', async () => {
    let board = await loadBoard();
    const [leaving] = cellOf(board, LIMITED.lane, LIMITED.column);
    expect((await move(leaving, 'Review', LIMITED.lane)).status).toBe(200);
    board = await loadBoard();
    const [moved, edited] = cellOf(board, LIMITED.lane, 'Not Started');
    const answers = await Promise.all([
      move(moved, LIMITED.column, LIMITED.lane),
      editCell(edited, LIMITED.column),
      quickAdd('Parallel quick add', LIMITED.column, LIMITED.lane),
      env.alex.call<ApiErrorBody>('POST', 'item/values', {
        boardID: DEMO_BOARD_ID,
        siteURL: DEMO_SITE,
        listID: DEMO_TASKS_LIST_ID,
        itemID: 0,
        values: [
          { name: 'Title', value: 'Parallel create' },
          { name: 'Status', value: LIMITED.column },
          { name: 'Priority', value: LIMITED.lane },
        ],
      }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    expect(cellOf(await loadBoard(), LIMITED.lane, LIMITED.column)).toHaveLength(LIMITED.limit);
  });

  it('gives two moves between the same neighbours different orders, in the order they were dropped', async () => {
    const board = await loadBoard();
    const [first, second, third, fourth] = cellOf(board, '(2) Normal', 'Deferred').concat(cellOf(board, '(3) Low', 'Deferred'));
    // Both moves name the same neighbours, as two pages loaded before either move would.
    const neighbours = { previous: first.uniqueID, next: second.uniqueID };
    expect((await move(third, 'Deferred', '(2) Normal', neighbours)).status).toBe(200);
    expect((await move(fourth, 'Deferred', '(2) Normal', neighbours)).status).toBe(200);
    const after = cellOf(await loadBoard(), '(2) Normal', 'Deferred');
    const orderOf = (item: Item) => after.find((i) => i.uniqueID === item.uniqueID)?.order as number;
    expect(orderOf(third)).not.toBe(orderOf(fourth));
    expect([first, fourth, third, second].map(orderOf)).toEqual([...[first, fourth, third, second].map(orderOf)].sort((a, b) => a - b));
    expect(duplicateOrders(columnItems(await loadBoard(), 'Deferred'))).toEqual([]);
  });

  it('gives parallel moves into one gap, and parallel quick adds at the top of a cell, orders no other card has', async () => {
    const board = await loadBoard();
    const target = cellOf(board, '(2) Normal', 'Completed');
    const neighbours = { previous: target[0].uniqueID, next: target[1].uniqueID };
    const movers = cellOf(board, '(3) Low', 'Completed').slice(0, 4);
    const moves = await Promise.all(movers.map((m) => move(m, 'Completed', '(2) Normal', neighbours)));
    expect(moves.map((m) => m.status)).toEqual([200, 200, 200, 200]);
    const topOrder = Math.min(...target.map((i) => i.order as number)) - 10;
    const adds = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        env.alex.call('POST', `kanban/${DEMO_BOARD_ID}/items/${DEMO_TASKS_LIST_ID}/`, {
          siteURL: DEMO_SITE,
          values: [
            { name: 'Title', value: `Top ${n}` },
            { name: 'Status', value: 'Completed' },
            { name: 'Priority', value: '(2) Normal' },
            { name: 'KanbanOrder', value: String(topOrder) },
          ],
        }),
      ),
    );
    expect(adds.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(duplicateOrders(columnItems(await loadBoard(), 'Completed'))).toEqual([]);
  });

  it('gives an order asked for through POST /api/item/order only when no other card of the column has it', async () => {
    const board = await loadBoard();
    const [holder, asker] = cellOf(board, '(1) High', 'Completed');
    const answer = await env.alex.call('POST', 'item/order', { boardID: DEMO_BOARD_ID, info: asker.info, order: holder.order });
    expect(answer.status).toBe(200);
    expect(duplicateOrders(columnItems(await loadBoard(), 'Completed'))).toEqual([]);
  });
});
