import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, Item, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { cardsOf, moveCard } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

// Card aging and people's loads in the tasks answer (docs/reporting.md#card-aging, #wip-per-person): the demo board
// shows aging, so every card says since when it is in its column, and the started ones since when they are started.
const env = signedInStack();
const STARTED = ['In Progress', 'Review'];
let adele: ApiClient;

const tasks = (boardID: string, users: number[] = []) =>
  adele.call<TasksResponse & ApiErrorBody>('POST', 'kanban/tasks', {
    boardID,
    filter: { activeFilters: [], users, lists: [], views: [] },
    searchKey: '',
    requestViewType: 0,
  });

beforeAll(async () => {
  adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
});

describe('card aging in the tasks answer', () => {
  it('gives every card the moment it came into its column, the started ones their start, and the board its scale', async () => {
    const answer = await tasks(DEMO_BOARD_ID);
    expect(answer.status).toBe(200);
    const now = Date.now();
    const cards = cardsOf(answer.body);
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) {
      expect(card.age?.since, card.name).toBeLessThanOrEqual(now);
      if (STARTED.includes(card.columnValue)) expect(card.age?.started, card.name).toBeLessThanOrEqual(card.age?.since ?? 0);
      else expect(card.age?.started, card.name).toBeUndefined();
    }
    // The demo's history finishes enough cards for a scale, its percentiles in order.
    const scale = answer.body.aging;
    expect(scale?.samples).toBeGreaterThanOrEqual(10);
    expect(scale?.p50).toBeLessThanOrEqual(scale?.p85 ?? 0);
    expect(scale?.p85).toBeLessThanOrEqual(scale?.p95 ?? 0);
  });

  it('counts a moved card in its new column from the move, and started from then when it was not before', async () => {
    const before = cardsOf((await tasks(DEMO_BOARD_ID)).body).find((card) => card.columnValue === 'Not Started') as Item;
    const movedAt = Date.now();
    const moved = await adele.call<Item>('POST', 'kanban/movetask', {
      boardID: DEMO_BOARD_ID,
      rowValue: before.rowValue,
      isBetweenRows: false,
      columnValue: 'Review',
      order: null,
      info: before.info,
      requestViewType: 0,
    });
    expect(moved.status).toBe(200);
    const after = cardsOf((await tasks(DEMO_BOARD_ID)).body).find((card) => card.id === before.id) as Item;
    // Version times are whole seconds.
    expect(after.age?.since).toBeGreaterThanOrEqual(Math.floor(movedAt / 1000) * 1000);
    expect(after.age?.started).toBe(after.age?.since);
  });

  it('reads the change feed only when a card has a version its kept versions lack', async () => {
    const feeds = vi.spyOn(TableListHost.prototype, 'readVersionFeed');
    afterAll(() => feeds.mockRestore());
    await tasks(DEMO_BOARD_ID);
    feeds.mockClear();
    const unchanged = await tasks(DEMO_BOARD_ID);
    expect(feeds).not.toHaveBeenCalled();
    const card = cardsOf(unchanged.body).find((each) => each.columnValue === 'Not Started') as Item;
    const moved = await moveCard(adele, DEMO_BOARD_ID, card, 'Review');
    expect(moved.status).toBe(200);
    const after = await tasks(DEMO_BOARD_ID);
    expect(feeds).toHaveBeenCalled();
    const aged = cardsOf(after.body).find((each) => each.id === card.id);
    expect(aged?.age?.since).toBeGreaterThan(card.age?.since ?? 0);
    expect(aged?.age?.started).toBe(aged?.age?.since);
  });

  it('reads no versions and says nothing of age on a board that does not show it', async () => {
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const created = await adele.call<{ id: string }>('POST', 'boards/board', {
      ...config,
      id: '',
      name: 'Without aging',
      flow: { ...config.flow, showAging: false },
    });
    expect(created.status).toBe(200);
    const answer = await tasks(created.body.id);
    expect(answer.body.aging).toBeUndefined();
    expect(cardsOf(answer.body).some((card) => card.age)).toBe(false);
  });
});

describe("people's loads in the members filter", () => {
  it('gives each person their started cards on the whole board, whichever members the request narrows to', async () => {
    const answer = await tasks(DEMO_BOARD_ID);
    const cards = cardsOf(answer.body);
    for (const user of answer.body.users) {
      const started = cards.filter((card) => STARTED.includes(card.columnValue) && card.usersIds.includes(user.id));
      expect(user.load, user.name).toBe(started.length);
    }
    const busiest = [...answer.body.users].sort((a, b) => (b.load ?? 0) - (a.load ?? 0))[0];
    expect(busiest.load).toBeGreaterThan(0);
    const someoneElse = answer.body.users.find((user) => user.id !== busiest.id && !user.isGroup) as (typeof answer.body.users)[number];
    const narrowed = await tasks(DEMO_BOARD_ID, [someoneElse.id]);
    expect(narrowed.body.users.find((user) => user.id === busiest.id)?.load).toBe(busiest.load);
  });
});
