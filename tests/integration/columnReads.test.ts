import { afterAll, expect, it, vi } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse, Item } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { cardsOf, loadBoard } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

/**
 * A move into a column whose WIP limit is on and whose cards are renumbered reads the column's cards
 * once: the WIP check and the new orders share the read made while the column is held
 * (docs/architecture.md, "One request, end to end: a card move").
 */
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const COLUMN = 'Review';

const queries = vi.spyOn(TableListHost.prototype, 'queryItems');
/** Reads of every card of `column`: a query naming the column field alone (a holder of an order names the order too). */
const columnReads = (field: string, column: string) =>
  queries.mock.calls.filter(([, , query]) => {
    const equals = query?.fieldEquals ?? {};
    return Object.keys(equals).length === 1 && equals[field] === column;
  }).length;

afterAll(() => {
  vi.restoreAllMocks();
});

it('reads the target column once for a move that checks its WIP limit and renumbers it', async () => {
  const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  const current = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const { fields: _fields, userPermission: _level, canEditSettings: _edit, canViewCharts: _charts, configEtag, ...config } = current;
  const limited = {
    ...config,
    columnDefinitions: config.columnDefinitions.map((column) =>
      column.value === COLUMN ? { ...column, wipLimit: 100, isActiveWipLimit: true } : column,
    ),
  };
  const saved = await adele.call<ApiErrorBody>('POST', 'boards/board', limited, undefined, { headers: { 'if-match': configEtag } });
  expect(saved.status, saved.body.message).toBe(200);

  // A card without an order in the column: a card dropped before it renumbers the column.
  const unordered = await saveValues(env.alex, where, 0, { Title: 'No order yet', [config.columnFieldName]: COLUMN });
  const moving = await saveValues(env.alex, where, 0, { Title: 'Dropped before it', [config.columnFieldName]: 'Not Started' });
  const cards = cardsOf(await loadBoard(env.alex, DEMO_BOARD_ID));
  const byId = (id: number) => cards.find((card) => card.id === id) as Item;
  expect(byId(unordered).order).toBeNull();

  queries.mockClear();
  const moved = await env.alex.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
    boardID: DEMO_BOARD_ID,
    rowValue: byId(moving).rowValue,
    columnValue: COLUMN,
    info: byId(moving).info,
    order: null,
    neighbours: { previous: null, next: byId(unordered).uniqueID },
  });
  expect(moved.status, moved.body.message).toBe(200);
  const reads = columnReads(config.columnFieldName, COLUMN);
  const after = cardsOf(await loadBoard(env.alex, DEMO_BOARD_ID));
  const orderOf = (id: number) => after.find((card) => card.id === id)?.order as number;
  // Renumbered: both have orders now, the moved card before its named neighbour.
  expect(orderOf(moving)).toBeLessThan(orderOf(unordered));
  expect(reads).toBe(1);
});
