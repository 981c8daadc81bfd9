import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { type ApiErrorBody, type BoardConfig, type BoardResponse, type Item, type TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

// A card dropped on the default lane of a board that asks for it takes the lane value the person picked
// (docs/configuration.md#default-lane-drops): a choice without a lane of its own, checked by the server.
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const LOW = '(3) Low';
let owner: ApiClient;
let lanesWithLow: BoardConfig['swimlanes'];

/** Saves the demo board with lanes for High and Normal only, asking for the value on default-lane drops or not. */
async function configure(asks: boolean): Promise<void> {
  const current = (await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const config = await storedConfigOf(owner, DEMO_BOARD_ID);
  const swimlanes = {
    ...lanesWithLow,
    lanes: lanesWithLow.lanes.filter((lane) => lane.value !== LOW),
    showDefaultDroppingDialog: asks,
  };
  const saved = await owner.call('POST', 'boards/board', { ...config, swimlanes }, undefined, {
    headers: { 'if-match': current.configEtag },
  });
  expect(saved.status).toBe(200);
}

async function newCard(title: string): Promise<Item> {
  const id = await saveValues(env.alex, where, 0, { Title: title, Status: 'Not Started', Priority: '(1) High' });
  const board = await tasks();
  const card = cardsOf(board).find((item) => item.id === id);
  if (!card) throw new Error(`card ${title} is not on the board`);
  return card;
}

function dropOnDefaultLane(card: Item, column: string, defaultLaneValue: string | undefined, rowValue = '') {
  return env.alex.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
    boardID: DEMO_BOARD_ID,
    rowValue,
    isBetweenRows: true,
    columnValue: column,
    order: null,
    info: card.info,
    requestViewType: 0,
    defaultLaneValue,
  });
}

const tasks = (): Promise<TasksResponse> => loadBoard(env.alex, DEMO_BOARD_ID);

function defaultCell(board: TasksResponse, column: string): Item[] {
  const row = board.rows.find((r) => r.isDefault);
  return row?.columns.find((c) => c.value === column)?.items ?? [];
}

beforeAll(async () => {
  owner = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
  lanesWithLow = (await storedConfigOf(owner, DEMO_BOARD_ID)).swimlanes;
});

describe('a drop on the default lane of a board that asks for the lane value', () => {
  it('stores the picked choice, and the card shows in the default lane', async () => {
    await configure(true);
    const card = await newCard('Picked a priority without a lane');
    const moved = await dropOnDefaultLane(card, 'Review', LOW);
    expect(moved.status).toBe(200);
    expect(moved.body.rowValue).toBe(LOW);
    expect(defaultCell(await tasks(), 'Review').map((item) => item.id)).toContain(card.id);

    const emptied = await dropOnDefaultLane({ ...card, info: moved.body.info }, 'Review', '');
    expect(emptied.status).toBe(200);
    expect(emptied.body.rowValue).toBe('');
  });

  it('refuses a value with a lane of its own, one that is no choice, and a value sent with another lane', async () => {
    await configure(true);
    const card = await newCard('Refused default lane values');
    for (const [value, rowValue] of [
      ['(1) High', ''],
      ['Mars', ''],
      [LOW, '(2) Normal'],
    ] as const) {
      const answer = await dropOnDefaultLane(card, 'Review', value, rowValue);
      expect(answer, `${value} in '${rowValue}'`).toMatchObject({ status: 400, body: { code: 'invalid_lane' } });
    }
    const board = await tasks();
    expect(board.rows[0].columns[0].items.map((item) => item.id)).toContain(card.id);
  });

  it('refuses a picked value where the board does not ask for one', async () => {
    await configure(false);
    const card = await newCard('Board that does not ask');
    expect(await dropOnDefaultLane(card, 'Review', LOW)).toMatchObject({ status: 400, body: { code: 'invalid_lane' } });
    expect((await dropOnDefaultLane(card, 'Review', undefined)).status).toBe(200);
  });

  it("keeps the default lane cell's WIP limit when parallel drops pick values", async () => {
    await configure(true);
    const limit = (await tasks()).rows.find((row) => row.isDefault)?.columns.find((column) => column.value === 'In Progress')?.limit;
    expect(limit).toBeGreaterThan(0);
    const room = (limit ?? 0) - defaultCell(await tasks(), 'In Progress').length;
    expect(room).toBeGreaterThan(0);
    const cards = [];
    for (let n = 0; n < room + 2; n++) cards.push(await newCard(`Parallel default lane drop ${n}`));
    const answers = await Promise.all(cards.map((card) => dropOnDefaultLane(card, 'In Progress', LOW)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(room);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    expect(defaultCell(await tasks(), 'In Progress')).toHaveLength(limit ?? 0);
  });
});
