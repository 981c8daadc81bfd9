import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, Item, SelectionAction, TasksResponse, User } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { cardsOf as allCards, cellOf, loadBoard } from '../support/boardEditor';
import { actOnSelection, moveSelection as moveSelectionOf } from '../support/selection';
import { signedInStack } from './stackFixture';

// A selection's move (POST kanban/movetasks): many cards in one request, placed in order at the
// drop, each moved or refused on its own, and WIP limits that hold for the set under parallel moves;
// and the selection bar's other actions (POST item/selection), each card done or refused on its own.
const env = signedInStack();
const TRIAGE = 50;

const readBoard = () => loadBoard(env.alex, DEMO_BOARD_ID);

const moveSelection = (cards: Item[], column: string, lane: string, neighbours?: { previous?: string; next?: string }) =>
  moveSelectionOf(env.alex, DEMO_BOARD_ID, cards, { column, lane }, neighbours);

function moveOne(item: Item, columnValue: string, rowValue: string) {
  return env.alex.call<Item & ApiErrorBody>('POST', 'kanban/movetask', { boardID: DEMO_BOARD_ID, columnValue, rowValue, info: item.info });
}

async function addTriageCards(): Promise<void> {
  for (let start = 1; start <= TRIAGE; start += 10) {
    const adds = await Promise.all(
      Array.from({ length: 10 }, (_, offset) =>
        env.alex.call('POST', `kanban/${DEMO_BOARD_ID}/items/${DEMO_TASKS_LIST_ID}/`, {
          siteURL: DEMO_SITE,
          values: [
            { name: 'Title', value: `Bulk triage ${start + offset}` },
            { name: 'Status', value: 'Deferred' },
            { name: 'Priority', value: '(3) Low' },
          ],
        }),
      ),
    );
    expect(adds.map((a) => a.status)).toEqual(Array(10).fill(200));
  }
}

const triageOf = (board: TasksResponse) => allCards(board).filter((c) => c.name.startsWith('Bulk triage '));

describe('moving a selection of cards', () => {
  it('moves 50 cards in one request, in the order given, between the neighbours of the drop', async () => {
    await addTriageCards();
    let board = await readBoard();
    const selected = triageOf(board).reverse();
    expect(selected).toHaveLength(TRIAGE);
    const [previous, next] = cellOf(board, '(2) Normal', 'Completed');
    const answer = await moveSelection(selected, 'Completed', '(2) Normal', { previous: previous.uniqueID, next: next.uniqueID });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => r.outcome)).toEqual(Array(TRIAGE).fill('done'));
    expect(answer.body.results.map((r) => r.itemID)).toEqual(selected.map((c) => c.info.itemID));

    board = await readBoard();
    const target = cellOf(board, '(2) Normal', 'Completed').map((c) => c.uniqueID);
    const expected = [previous.uniqueID, ...selected.map((c) => c.uniqueID), next.uniqueID];
    expect(target.slice(target.indexOf(previous.uniqueID), target.indexOf(previous.uniqueID) + expected.length)).toEqual(expected);
    const orders = board.rows.flatMap((r) => r.columns.filter((c) => c.name === 'Completed').flatMap((c) => c.items.map((i) => i.order)));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('never puts a cell over its WIP limit under parallel selection moves and single moves, and loses no card', async () => {
    const before = await readBoard();
    const cardCount = allCards(before).length;
    const limited = cellOf(before, '(3) Low', 'In Progress');
    const room = 3 - limited.length;
    expect(room).toBeGreaterThan(0);
    const triage = triageOf(before);
    const singles = cellOf(before, '(3) Low', 'Not Started').slice(0, 2);
    const answers = await Promise.all([
      moveSelection(triage.slice(0, 25), 'In Progress', '(3) Low'),
      moveSelection(triage.slice(25), 'In Progress', '(3) Low'),
      ...singles.map((card) => moveOne(card, 'In Progress', '(3) Low')),
    ]);
    const [first, second, ...singleAnswers] = answers as [
      Awaited<ReturnType<typeof moveSelection>>,
      Awaited<ReturnType<typeof moveSelection>>,
      ...Awaited<ReturnType<typeof moveOne>>[],
    ];
    const outcomes = [...first.body.results, ...second.body.results];
    const movedInSets = outcomes.filter((o) => o.outcome === 'done').length;
    const movedAlone = singleAnswers.filter((a) => a.status === 200).length;
    expect(movedInSets + movedAlone).toBe(room);
    for (const refused of outcomes.filter((o) => o.outcome === 'refused')) expect(refused).toMatchObject({ code: 'wip_limit' });
    for (const refused of singleAnswers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, body: { code: 'wip_limit' } });

    const after = await readBoard();
    expect(cellOf(after, '(3) Low', 'In Progress')).toHaveLength(3);
    expect(allCards(after)).toHaveLength(cardCount);
    expect(new Set(allCards(after).map((c) => c.uniqueID)).size).toBe(cardCount);
  });

  it('answers each card on its own: moved, changed since it was read, or gone', async () => {
    const board = await readBoard();
    const [fine, changed] = triageOf(board).filter((c) => c.columnValue === 'Completed');
    const gone = { ...fine, info: { ...fine.info, itemID: 999_999 } };
    const answer = await moveSelection([{ ...changed, info: { ...changed.info, etag: '"stale"' } }, gone, fine], 'Review', '(1) High');
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject([
      { outcome: 'refused', code: 'stale_item', itemID: changed.info.itemID },
      { outcome: 'refused', code: 'item_not_found', itemID: 999_999 },
      { outcome: 'done', itemID: fine.info.itemID, item: { columnValue: 'Review', rowValue: '(1) High' } },
    ]);
  });

  it('refuses a request naming a card twice, or more than 100 cards, before moving any', async () => {
    const [card] = triageOf(await readBoard());
    const twice = await moveSelection([card, card], 'Review', '(1) High');
    expect(twice).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    const many = await moveSelection(Array(101).fill(card), 'Review', '(1) High');
    expect(many.status).toBe(400);
  });
});

const actOn = (cards: Item[], action: SelectionAction) => actOnSelection(env.alex, DEMO_BOARD_ID, cards, action);

describe("acting on a selection's cards", () => {
  it('adds and takes away labels on every card, keeping their other labels, and refuses a card changed since', async () => {
    const [labelled] = triageOf(await readBoard());
    await actOn([labelled], { kind: 'labels', add: ['Docs'] });
    const [first, second, changed] = triageOf(await readBoard());
    expect(first.labels.map((l) => l.name)).toEqual(['Docs']);
    const answer = await actOn([first, second, { ...changed, info: { ...changed.info, etag: '"stale"' } }], {
      kind: 'labels',
      add: ['Urgent', 'bug'],
      remove: ['docs'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => (r.outcome === 'done' ? r.item?.labels.map((l) => l.name) : r.code))).toEqual([
      ['Urgent', 'Bug'],
      ['Urgent', 'Bug'],
      'stale_item',
    ]);
  });

  it('assigns the caller to every card, and watches and unwatches them', async () => {
    const me = (await env.alex.call<User>('GET', 'auth/me')).body;
    const cards = triageOf(await readBoard()).slice(3, 5);
    const assigned = await actOn(cards, { kind: 'people', add: [me.id] });
    expect(assigned.body.results.map((r) => r.outcome === 'done' && r.item?.usersIds)).toEqual([[me.id], [me.id]]);
    const watched = await actOn(cards, { kind: 'watch', watching: true });
    expect(watched.body.results.map((r) => r.outcome === 'done' && r.item?.watchers.map((w) => w.id))).toEqual([[me.id], [me.id]]);
    const unwatched = await actOn(cards, { kind: 'watch', watching: false });
    expect(unwatched.body.results.map((r) => r.outcome === 'done' && r.item?.watchers)).toEqual([[], []]);
  });

  it('deletes every card into the recycle bin, with a token per card that restores it', async () => {
    const cards = triageOf(await readBoard()).slice(5, 8);
    const answer = await actOn(cards, { kind: 'remove' });
    expect(answer.body.results.map((r) => r.outcome)).toEqual(['done', 'done', 'done']);
    const remaining = triageOf(await readBoard()).map((c) => c.uniqueID);
    for (const card of cards) expect(remaining).not.toContain(card.uniqueID);
    const [outcome] = answer.body.results;
    const restored = await env.alex.call('POST', 'item/restore', {
      boardID: DEMO_BOARD_ID,
      restoreToken: outcome.outcome === 'done' ? outcome.restoreToken : '',
    });
    expect(restored.status).toBe(200);
    expect(triageOf(await readBoard()).map((c) => c.uniqueID)).toContain(cards[0].uniqueID);
  });

  it('sets one field on every card, refusing on each card a value the field cannot take', async () => {
    const cards = triageOf(await readBoard()).slice(8, 10);
    const set = await actOn(cards, { kind: 'field', name: 'Project', value: 'Intranet' });
    expect(set.body.results.map((r) => r.outcome === 'done' && r.item?.card.Project)).toEqual([
      { t: 'Intranet', v: 'Intranet' },
      { t: 'Intranet', v: 'Intranet' },
    ]);
    const refused = await actOn(triageOf(await readBoard()).slice(8, 10), { kind: 'field', name: 'Estimate', value: 'many' });
    expect(refused.status).toBe(200);
    expect(refused.body.results.map((r) => r.outcome === 'refused' && r.code)).toEqual(['invalid_value', 'invalid_value']);
  });

  it('copies every card with its values into its own cell, and leaves the originals as they were', async () => {
    const cards = triageOf(await readBoard()).slice(10, 12);
    await actOn([cards[0]], { kind: 'field', name: 'Project', value: 'Website' });
    const [first, second] = triageOf(await readBoard()).slice(10, 12);
    const answer = await actOn([first, second], { kind: 'copy' });
    const copies = answer.body.results.map((r) => (r.outcome === 'done' ? r.item : undefined));
    expect(copies.map((copy) => [copy?.name, copy?.columnValue, copy?.rowValue, copy?.card.Project?.v])).toEqual([
      [first.name, first.columnValue, first.rowValue, 'Website'],
      [second.name, second.columnValue, second.rowValue, second.card.Project?.v],
    ]);
    expect(copies.map((copy) => copy?.id)).not.toContain(first.id);
    const board = await readBoard();
    expect(allCards(board).filter((c) => c.name === first.name)).toHaveLength(2);
  });
});
