import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, ChartsResponse, Item, TasksResponse } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard } from '../support/boardEditor';
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

describe('flow on SharePoint', () => {
  it('gives no card an age on a list that keeps no versions, whose moves cannot be read', async () => {
    const board = await loadBoard(adele, DEMO_BOARD_ID);
    expect(cardsOf(board).length).toBeGreaterThan(10);
    expect(cardsOf(board).some((card) => card.age)).toBe(false);
    expect(board.aging).toBeNull();
  });

  it('lets exactly one of three parallel writes take the last place of a person, naming her to the others', async () => {
    const board: TasksResponse = await loadBoard(adele, DEMO_BOARD_ID);
    const load = cardsOf(board).filter((card) => STARTED.includes(card.columnValue) && card.usersIds.map(Number).includes(megan));
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const created = await adele.call<{ id: string }>('POST', 'boards/board', {
      ...config,
      id: '',
      name: 'Megan has one place left',
      columnDefinitions: config.columnDefinitions.map((column) => ({ ...column, wipLimit: 0, isActiveWipLimit: false })),
      flow: { ...config.flow, personWipLimit: load.length + 1 },
    });
    expect(created.status).toBe(200);
    const others = cardsOf(board)
      .filter((card) => STARTED.includes(card.columnValue) && !card.usersIds.map(Number).includes(megan))
      .slice(0, 3);
    expect(others).toHaveLength(3);
    const answers = await Promise.all(others.map((card) => assign(created.body.id, card, [megan])));
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
