import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, ChartsResponse, Item, TasksResponse } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard, moveCard } from '../support/boardEditor';
import { sharePointStack, signedInOnSharePoint } from './sharePointStackFixture';

// Flow on a board whose list is on SharePoint (docs/reporting.md): card aging from the list's version feed, the limit
// of started cards per person under parallel writes, and the forecasts of the charts page.
const env = sharePointStack('flow');
const STARTED = ['In Progress', 'Review'];
let adele: ApiClient;
let listID = '';
let megan = 0;

beforeAll(async () => {
  adele = await signedInOnSharePoint(env, 'adele@demo.listboard.local');
  listID = (await storedConfigOf(adele, DEMO_BOARD_ID)).source.lists[0].listID;
  const board = await loadBoard(adele, DEMO_BOARD_ID);
  megan = Number(board.users.find((user) => user.login.toLowerCase().includes('megan'))?.id);
  expect(megan).toBeGreaterThan(0);
});

const assign = (boardID: string, card: Item, people: number[]) =>
  adele.call<ApiErrorBody>('POST', 'item/values', {
    boardID,
    siteURL: env.tenant.siteUrl,
    listID,
    itemID: card.id,
    values: [{ name: 'AssignedTo', value: people.join(',') }],
  });

/** A copy of the demo board whose cells have no WIP limit, with the flow settings given; its id. */
async function boardWithoutCellLimits(name: string, flow: BoardConfig['flow']): Promise<string> {
  const config = await storedConfigOf(adele, DEMO_BOARD_ID);
  const created = await adele.call<{ id: string }>('POST', 'boards/board', {
    ...config,
    id: '',
    name,
    columnDefinitions: config.columnDefinitions.map((column) => ({ ...column, wipLimit: 0, isActiveWipLimit: false })),
    flow,
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

describe('flow on SharePoint', () => {
  it('gives no card an age on a list that keeps no versions, whose moves cannot be read', async () => {
    const board = await loadBoard(adele, DEMO_BOARD_ID);
    expect(cardsOf(board).length).toBeGreaterThan(10);
    expect(cardsOf(board).some((card) => card.age)).toBe(false);
    expect(board.aging).toBeNull();
  });

  it('ages the cards once the list keeps versions: a move counts from its version, a card moved on keeps its start', async () => {
    const versioning = await adele.call<{ lists: { listID: string; versioned: boolean }[] }>('POST', 'site/enableVersioning', {
      url: env.tenant.siteUrl,
      lists: [listID],
    });
    expect(versioning.body.lists).toEqual([{ listID, versioned: true }]);
    const boardID = await boardWithoutCellLimits('Aged, without limits', { showAging: true, personWipLimit: 0 });
    const [waiting, other] = cardsOf(await loadBoard(adele, boardID)).filter((card) => card.columnValue === 'Not Started');
    const move = (card: Item, columnValue: string) => moveCard(adele, boardID, card, columnValue);
    // SharePoint dates a version to the second.
    const startedAt = Math.floor(Date.now() / 1000) * 1000;
    expect((await move(waiting, STARTED[0])).status).toBe(200);
    expect((await move(other, STARTED[0])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const movedOnAt = Math.floor(Date.now() / 1000) * 1000;
    const inProgress = cardsOf(await loadBoard(adele, boardID)).find((card) => card.id === other.id) as Item;
    expect((await move(inProgress, STARTED[1])).status).toBe(200);

    const board = await loadBoard(adele, boardID);
    const aged = (card: Item) => cardsOf(board).find((each) => each.id === card.id)?.age;
    expect(aged(waiting)?.since).toBeGreaterThanOrEqual(startedAt);
    expect(aged(waiting)?.started).toBe(aged(waiting)?.since);
    expect(aged(other)?.since).toBeGreaterThanOrEqual(movedOnAt);
    expect(aged(other)?.started).toBeGreaterThanOrEqual(startedAt);
    expect(aged(other)?.started).toBeLessThan(movedOnAt);
    // A card not moved since has no version of its column yet: it is in its column since it was created (the stack's
    // seed, which may fall in the same second as the first move).
    const still = cardsOf(board).find((card) => card.id !== waiting.id && card.id !== other.id && card.columnValue === 'Not Started');
    expect(still?.age?.since).toBeLessThanOrEqual(startedAt);
    expect(still?.age?.started).toBeUndefined();
  });

  it('lets exactly one of three parallel writes take the last place of a person, naming her to the others', async () => {
    const board: TasksResponse = await loadBoard(adele, DEMO_BOARD_ID);
    const load = cardsOf(board).filter((card) => STARTED.includes(card.columnValue) && card.usersIds.map(Number).includes(megan));
    const flow = (await storedConfigOf(adele, DEMO_BOARD_ID)).flow;
    const boardID = await boardWithoutCellLimits('Megan has one place left', { ...flow, personWipLimit: load.length + 1 });
    const others = cardsOf(board)
      .filter((card) => STARTED.includes(card.columnValue) && !card.usersIds.map(Number).includes(megan))
      .slice(0, 3);
    expect(others).toHaveLength(3);
    const answers = await Promise.all(others.map((card) => assign(boardID, card, [megan])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'person_wip_limit', details: { person: 'Megan Bowen' } } });
  });

  it('forecasts from the finished cards of the list, the same for a seed', async () => {
    const ask = () =>
      adele.call<ChartsResponse>('POST', 'history/charts', { boardID: DEMO_BOARD_ID, forecast: { windowDays: 30, cards: 5, seed: 9 } });
    const [first, again] = await Promise.all([ask(), ask()]);
    expect(first.status).toBe(200);
    expect(first.body.forecast.sampleDays).toBe(30);
    expect(again.body.forecast).toEqual(first.body.forecast);
    expect(first.body.throughput.points.length).toBeGreaterThan(0);
  });
});
