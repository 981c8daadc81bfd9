import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { BoardResponse, Item, NegotiateResponse, RealtimeEvent, TasksResponse } from '@listboard/shared';
import { listen } from '../support/liveListener';
import { ApiClient } from '../support/apiClient';
import { BoardEditor, type EditorBoard, cardsOf, loadBoard } from '../support/boardEditor';
import { type CardValues, WriteLedger, cardValuesOf } from '../support/writeLedger';
import { freshStack } from './stackFixture';

// Four people edit one board at once, each with the board as they last saw it. Whatever
// the interleaving, no acknowledged write is lost, every refusal is a typed 409 or 412, no cell
// passes its WIP limit, no column holds two equal orders, and every card exists once.
const EDITORS = ['alex', 'megan', 'nestor', 'lidia'].map((alias) => `${alias}@demo.listboard.local`);
const WRITES_PER_KIND = 150;
/** The demo board's In Progress cells have a WIP limit of 3; (1) High starts full. */
const LIMITED_COLUMN = 'In Progress';

let stack: Awaited<ReturnType<typeof freshStack>>;
let owner: ApiClient;
beforeAll(async () => {
  stack = await freshStack();
  owner = await new ApiClient(stack.url).signIn('adele@demo.listboard.local');
});
afterAll(async () => {
  await stack?.cleanUp();
});

function valuesById(cards: Item[]): Map<number, CardValues> {
  return new Map(cards.map((card) => [card.id, cardValuesOf(card)]));
}

function repeated<T>(values: T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Cells holding more cards than their active WIP limit. */
function overfullCells(board: TasksResponse): string[] {
  return board.rows.flatMap((row) =>
    row.columns
      .filter((c) => c.isActiveWipLimit && c.limit !== null && c.limit > 0 && c.items.length > c.limit)
      .map((c) => `${row.name} / ${c.name}: ${c.items.length} cards, limit ${c.limit}`),
  );
}

/** Orders held by more than one card of a column (across its lanes). */
function sharedOrders(board: TasksResponse): string[] {
  const columns = new Set(board.rows.flatMap((row) => row.columns.map((c) => c.value)));
  return [...columns].flatMap((value) => {
    const cards = board.rows.flatMap((row) => row.columns.filter((c) => c.value === value).flatMap((c) => c.items));
    return repeated(cards.flatMap((card) => (card.order === null ? [] : [card.order]))).map(
      (order) =>
        `${value}: order ${order} on cards ${cards
          .filter((card) => card.order === order)
          .map((card) => card.id)
          .join(', ')}`,
    );
  });
}

describe('four editors writing to one board at once', () => {
  it('keeps every acknowledged write and every rule of the board', async () => {
    const config = await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID });
    const limited = config.body.columnDefinitions.find((c) => c.value === LIMITED_COLUMN);
    expect(limited).toMatchObject({ isActiveWipLimit: true, wipLimit: 3 });
    const initialBoard = await loadBoard(owner, DEMO_BOARD_ID);
    const busyCell = initialBoard.rows.find((row) => row.value === '(2) Normal')?.columns.find((c) => c.value === 'Review')?.items ?? [];
    const board: EditorBoard = {
      boardID: DEMO_BOARD_ID,
      listID: DEMO_TASKS_LIST_ID,
      columns: config.body.columnDefinitions.map((c) => c.value),
      lanes: initialBoard.rows.map((row) => row.value),
      limitedColumn: LIMITED_COLUMN,
      busyGap: { column: 'Review', lane: '(2) Normal', previous: busyCell[0], next: busyCell[1] },
    };
    const initial = valuesById(cardsOf(initialBoard));

    const live = await listen(
      (await owner.call<NegotiateResponse>('GET', 'realtime/negotiate', undefined, { boardID: DEMO_BOARD_ID })).body.url,
    );
    const ledger = new WriteLedger();
    const editors = await Promise.all(
      EDITORS.map(
        async (login, index) =>
          new BoardEditor(login.split('@')[0], await new ApiClient(stack.url).signIn(login), board, ledger, index + 1),
      ),
    );
    await Promise.all(editors.map((editor) => editor.work(WRITES_PER_KIND)));

    // The rules were pressed, not just passed: a column was renumbered (the live channel says so) while the others wrote to it.
    await live.next<RealtimeEvent>((m) => m.type === 'itemsReordered', 30_000);
    await live.client.stop();
    const finalBoard = await loadBoard(owner, DEMO_BOARD_ID);
    const finalCards = cardsOf(finalBoard);
    for (const kind of ['move', 'edit', 'create'] as const) expect(ledger.count(kind)).toBe(EDITORS.length * WRITES_PER_KIND);
    expect(ledger.unexpectedAnswers([409, 412])).toEqual([]);
    // And writes were refused for the WIP limit and for stale ETags.
    expect(ledger.count('move', (w) => w.code === 'wip_limit') + ledger.count('create', (w) => w.code === 'wip_limit')).toBeGreaterThan(0);
    expect(ledger.count('edit', (w) => w.code === 'stale_item') + ledger.count('move', (w) => w.code === 'stale_item')).toBeGreaterThan(0);

    expect(repeated(finalCards.map((card) => card.id))).toEqual([]);
    const added = ledger.writes.filter((w) => w.kind === 'create');
    const acknowledgedAdds = added.filter((w) => w.status === 200);
    const ids = new Set(finalCards.map((card) => card.id));
    expect(acknowledgedAdds.filter((w) => !ids.has(w.cardId as number)).map((w) => w.values.title)).toEqual([]);
    // Every title written is unique: one shown twice is a card created twice (a later edit may have renamed it).
    const titles = finalCards.map((card) => card.name);
    expect(repeated(titles)).toEqual([]);
    expect(added.filter((w) => w.status !== 200 && titles.includes(w.values.title as string)).map((w) => w.values.title)).toEqual([]);
    expect(finalCards).toHaveLength(initial.size + acknowledgedAdds.length);
    expect(ledger.unexplainedValues(initial, valuesById(finalCards))).toEqual([]);
    expect(overfullCells(finalBoard)).toEqual([]);
    expect(sharedOrders(finalBoard)).toEqual([]);
  }, 180_000);
});
