import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, Item, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard } from '../support/boardEditor';
import { moveSelection } from '../support/selection';
import { signedInStack } from './stackFixture';

// WIP per person (docs/reporting.md#wip-per-person): a board may limit how many started, unfinished cards one person
// is assigned, and every write that would take someone past it is refused, naming them, however many arrive at once.
const env = signedInStack();
const login = (alias: string) => `${alias}@demo.listboard.local`;
const EDITORS = ['alex', 'megan', 'nestor', 'lidia'];
/** The demo board's started columns once Deferred is set apart (docs/reporting.md#card-aging). */
const STARTED = ['In Progress', 'Review'];
const where = (boardID: string) => ({ boardID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID });

const clients: Record<string, ApiClient> = {};
let boardID = '';
let megan = 0;

/** A board over the demo list limiting each person to `limit` started cards, its cells without limits of their own. */
async function boardLimitingPeople(limit: number): Promise<string> {
  const config = await storedConfigOf(clients.adele, DEMO_BOARD_ID);
  const created = await clients.adele.call<{ id: string } & ApiErrorBody>('POST', 'boards/board', {
    ...config,
    id: '',
    name: `People limited to ${limit}`,
    columnDefinitions: config.columnDefinitions.map((column) => ({
      ...column,
      wipLimit: 0,
      isActiveWipLimit: false,
      isStarted: column.value === 'Deferred' ? false : null,
    })),
    flow: { ...config.flow, personWipLimit: limit },
    permission: { ...config.permission, tasksOwners: EDITORS.map((alias) => ({ login: login(alias) })) },
  });
  expect(created.status, created.body.message).toBe(200);
  return created.body.id;
}

const assign = (client: ApiClient, card: Item, people: number[]) =>
  client.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    ...where(boardID),
    itemID: card.id,
    values: [{ name: 'AssignedTo', value: people.join(',') }],
  });

const move = (client: ApiClient, card: Item, column: string) =>
  client.call<Item & ApiErrorBody>('POST', 'kanban/movetask', {
    boardID,
    rowValue: card.rowValue,
    isBetweenRows: false,
    columnValue: column,
    order: null,
    info: card.info,
    requestViewType: 0,
  });

const quickAdd = (client: ApiClient, title: string, column: string, people: number[]) =>
  client.call<{ itemID: number } & ApiErrorBody>('POST', `kanban/${boardID}/items/${DEMO_TASKS_LIST_ID}/`, {
    siteURL: DEMO_SITE,
    values: [
      { name: 'Title', value: title },
      { name: 'Status', value: column },
      { name: 'AssignedTo', value: people.join(',') },
    ],
  });

/** Megan's load: the cards of the started columns assigned to her. */
function loadOf(board: TasksResponse, person = megan): Item[] {
  return cardsOf(board).filter((card) => STARTED.includes(card.columnValue) && card.usersIds.map(Number).includes(person));
}

/** Takes Megan off every started card but `keep` of them, so that exactly `limit - keep` places are free. */
async function leaveMeganWith(keep: number): Promise<void> {
  const board = await loadBoard(clients.adele, boardID);
  const load = loadOf(board);
  for (const card of load.slice(keep))
    expect(
      (
        await assign(
          clients.adele,
          card,
          card.usersIds.map(Number).filter((id) => id !== megan),
        )
      ).status,
    ).toBe(200);
  for (const card of cardsOf(board)
    .filter((c) => STARTED.includes(c.columnValue) && !c.usersIds.length)
    .slice(0, Math.max(0, keep - load.length)))
    expect((await assign(clients.adele, card, [megan])).status).toBe(200);
  expect(loadOf(await loadBoard(clients.adele, boardID))).toHaveLength(keep);
}

/** Cards in a column Megan is not on. */
async function notHers(column: string, count: number): Promise<Item[]> {
  const cards = cardsOf(await loadBoard(clients.adele, boardID)).filter(
    (card) => card.columnValue === column && !card.usersIds.map(Number).includes(megan),
  );
  expect(cards.length).toBeGreaterThanOrEqual(count);
  return cards.slice(0, count);
}

/** The card as the board shows it now (with its new ETag). */
async function current(card: Item): Promise<Item> {
  const found = cardsOf(await loadBoard(clients.adele, boardID)).find((candidate) => candidate.id === card.id);
  expect(found).toBeDefined();
  return found as Item;
}

const LIMIT = 3;
const REFUSAL = { status: 409, body: { code: 'person_wip_limit', details: { person: 'Megan Bowen', limit: LIMIT } } };

beforeAll(async () => {
  for (const alias of ['adele', ...EDITORS]) clients[alias] = await new ApiClient(env.stack.url).signIn(login(alias));
  boardID = await boardLimitingPeople(LIMIT);
  const board = await loadBoard(clients.adele, boardID);
  megan = Number(board.users.find((user) => user.login.toLowerCase() === login('megan'))?.id);
  expect(megan).toBeGreaterThan(0);
});

describe('the limit of started cards per person', () => {
  it('lets exactly one of four editors racing to assign Megan take her last place, burst after burst', async () => {
    for (let burst = 0; burst < 3; burst += 1) {
      await leaveMeganWith(LIMIT - 1);
      const cards = await notHers('Not Started', 4);
      const started = await notHers('In Progress', 2);
      // Four kinds of write at once, each from another editor: an assignment, a move of a card she is on, a quick add
      // naming her, an edit of a started card adding her.
      expect((await assign(clients.adele, cards[0], [megan])).status).toBe(200);
      const moved = await current(cards[0]);
      const answers = await Promise.all([
        move(clients.alex, moved, 'In Progress'),
        quickAdd(clients.megan, `Burst ${burst}`, 'Review', [megan]),
        assign(clients.nestor, started[0], [...started[0].usersIds.map(Number), megan]),
        assign(clients.lidia, started[1], [megan]),
      ]);
      expect(
        answers.filter((answer) => answer.status === 200),
        JSON.stringify(answers.map((a) => a.body)),
      ).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused).toMatchObject(REFUSAL);
      expect(loadOf(await loadBoard(clients.adele, boardID))).toHaveLength(LIMIT);
    }
  });

  it("lets through a selection's cards while Megan has room, and refuses the rest, naming her", async () => {
    await leaveMeganWith(LIMIT - 1);
    const cards = await notHers('Not Started', 3);
    for (const card of cards) expect((await assign(clients.adele, card, [megan])).status).toBe(200);
    const mine = cardsOf(await loadBoard(clients.adele, boardID)).filter((card) => cards.some((c) => c.id === card.id));
    const answer = await moveSelection(clients.alex, boardID, mine, { column: 'Review', lane: mine[0].rowValue ?? '' });
    expect(answer.status).toBe(200);
    const refused = answer.body.results.filter((result) => result.outcome === 'refused');
    expect(answer.body.results.filter((result) => result.outcome !== 'refused')).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const result of refused)
      expect(result).toMatchObject({ code: 'person_wip_limit', details: { person: 'Megan Bowen', limit: LIMIT } });
    expect(loadOf(await loadBoard(clients.adele, boardID))).toHaveLength(LIMIT);
  });

  it('lets through every write that raises no one past it: within started columns, out of them, taking her off', async () => {
    await leaveMeganWith(LIMIT);
    const [first, second] = loadOf(await loadBoard(clients.adele, boardID));
    const to = first.columnValue === 'Review' ? 'In Progress' : 'Review';
    expect((await move(clients.alex, first, to)).status).toBe(200);
    expect((await move(clients.alex, await current(second), 'Completed')).status).toBe(200);
    // Done cards are no load: she has room for one again.
    const [next] = await notHers('Not Started', 1);
    expect((await assign(clients.alex, next, [megan])).status).toBe(200);
    const [late] = await notHers('Not Started', 1);
    expect((await assign(clients.alex, late, [megan])).status).toBe(200);
    expect(await move(clients.alex, await current(next), 'In Progress')).toMatchObject({ status: 200 });
    expect(await move(clients.alex, await current(late), 'In Progress')).toMatchObject(REFUSAL);
  });

  it('refuses a card restored from the recycle bin into a started column past her limit, and a copy of one', async () => {
    await leaveMeganWith(LIMIT);
    // Hers alone, so that no one else's limit is in question.
    const [shared] = loadOf(await loadBoard(clients.adele, boardID));
    expect((await assign(clients.adele, shared, [megan])).status).toBe(200);
    const card = await current(shared);
    const removed = await clients.alex.call<{ restoreToken: string }>('POST', 'item/remove', {
      boardID,
      info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: card.id },
    });
    expect(removed.status).toBe(200);
    // Her place is free while the card is in the bin: someone takes it.
    const [other] = await notHers('Review', 1);
    expect((await assign(clients.nestor, other, [megan])).status).toBe(200);
    expect(await clients.alex.call('POST', 'item/restore', { boardID, restoreToken: removed.body.restoreToken })).toMatchObject(REFUSAL);
    const [started] = loadOf(await loadBoard(clients.adele, boardID));
    const copied = await clients.alex.call<{ results: { outcome: string; code?: string }[] }>('POST', 'item/selection', {
      boardID,
      cards: [started.info],
      action: { kind: 'copy' },
    });
    expect(copied.body.results).toMatchObject([{ outcome: 'refused', code: 'person_wip_limit' }]);
  });
});
