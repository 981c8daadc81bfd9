import { afterEach, describe, expect, it } from 'vitest';
import { type ListHost, createServices, loadSettings, resetServices } from '@listboard/functions/host-api';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { Item } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { moveSelection } from '../support/selection';
import { cardsOf, loadBoard } from '../support/boardEditor';
import { signedInStack } from './stackFixture';

// Orders stay unique in a column in the cases the concurrency test meets only by chance: a drop
// that names no place, a card leaving a column while that column is renumbered, and a move that
// renumbers its column and is then refused, or a selection's move of which one card is refused.
// And which moves hold their column: only those that read it (a place named, a WIP limit).
const env = signedInStack();
afterEach(() => resetServices(createServices(loadSettings())));

async function cards(): Promise<Item[]> {
  return cardsOf(await loadBoard(env.alex, DEMO_BOARD_ID));
}

function move(
  item: Item,
  columnValue: string,
  placement: { order: number | null; neighbours?: { previous: string | null; next: string | null } },
) {
  return env.alex.call<Item>('POST', 'kanban/movetask', {
    boardID: DEMO_BOARD_ID,
    rowValue: item.rowValue,
    columnValue,
    info: item.info,
    ...placement,
  });
}

function ordersIn(all: Item[], column: string): (number | null)[] {
  return all.filter((c) => c.columnValue === column).map((c) => c.order);
}

/** The columns the server holds from now on, in order. */
function recordHolds(): string[] {
  const services = createServices(loadSettings());
  const locks = services.columnLocks;
  const hold = locks.hold.bind(locks);
  const held: string[] = [];
  locks.hold = (boardId, key, work) => {
    held.push(key);
    return hold(boardId, key, work);
  };
  resetServices(services);
  return held;
}

/** Sets cards' orders as the page's item/order does. */
async function setOrders(orders: readonly (readonly [Item, number])[]): Promise<void> {
  for (const [card, order] of orders) {
    expect((await env.alex.call('POST', 'item/order', { boardID: DEMO_BOARD_ID, info: card.info, order })).status).toBe(200);
  }
}

/** Someone else renames the card just before the server's first own write of it (not a renumbering's); true once done. */
function renameBeforeItsWrite(itemId: number): () => boolean {
  const services = createServices(loadSettings());
  const host = services.listHost;
  const updateItem = host.updateItem.bind(host);
  let renamed = false;
  host.updateItem = (async (siteUrl, listId, id, changes, options) => {
    if (!options.systemUpdate && id === itemId && !renamed) {
      renamed = true;
      await updateItem(siteUrl, listId, id, { Title: 'Renamed meanwhile' }, { editorId: 1 });
    }
    return updateItem(siteUrl, listId, id, changes, options);
  }) as ListHost['updateItem'];
  resetServices(services);
  return () => renamed;
}

describe('unique orders in a column', () => {
  it('keeps the order of a card dropped without a place (a page sorted by a field) within its column, and puts it at the end of another', async () => {
    const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: 0 };
    const create = async (title: string, status: string) =>
      (
        await env.alex.call<{ itemID: number }>('POST', 'item/values', {
          ...where,
          values: [
            { name: 'Title', value: title },
            { name: 'Status', value: status },
            { name: 'Priority', value: '(3) Low' },
            { name: 'KanbanOrder', value: '7777' },
          ],
        })
      ).body.itemID;
    const holderId = await create('Holds 7777 in Review', 'Review');
    const droppedId = await create('Holds 7777 in Not Started', 'Not Started');
    const stayingId = await create('Stays in Deferred', 'Deferred');
    const before = await cards();
    const byId = (id: number) => before.find((c) => c.id === id) as Item;
    expect([byId(holderId).order, byId(droppedId).order]).toEqual([7777, 7777]);

    expect((await move(byId(droppedId), 'Review', { order: null })).status).toBe(200);
    expect((await move(byId(stayingId), 'Deferred', { order: null })).status).toBe(200);
    const after = await cards();
    expect(after.find((c) => c.id === holderId)?.order).toBe(7777);
    expect(after.find((c) => c.id === droppedId)?.order).toBeNull();
    expect(after.find((c) => c.id === stayingId)?.order).toBe(byId(stayingId).order);
    const review = ordersIn(after, 'Review').filter((order) => order !== null);
    expect(new Set(review).size).toBe(review.length);
    // The card without an order is shown after every ordered card of its cell.
    const cell = after.filter((c) => c.columnValue === 'Review' && c.rowValue === byId(droppedId).rowValue);
    expect(cell.at(-1)?.id).toBe(droppedId);
  });

  it('leaves a card that moves out of a column while the column is renumbered with the order its move gave it', async () => {
    const before = await cards();
    const deferred = before.filter((c) => c.columnValue === 'Deferred');
    const [first, second, mover] = before.filter((c) => c.columnValue === 'Completed');
    // Two adjacent cards with no gap between them, last in the column: a drop there renumbers the column, and every card before them moves up.
    await setOrders([
      [first, 5000],
      [second, 5000.00001],
    ]);
    // When the renumbering reaches `leaving`, someone has just moved it to Deferred, below every card there.
    const leaving = before.filter((c) => c.columnValue === 'Completed').at(-1) as Item;
    const leftWithOrder = Math.max(...deferred.map((c) => c.order as number)) + 10;
    const services = createServices(loadSettings());
    const host = services.listHost;
    const updateItem = host.updateItem.bind(host);
    let movedAway = false;
    host.updateItem = (async (siteUrl, listId, itemId, changes, options) => {
      if (options.systemUpdate && itemId === leaving.id && !movedAway) {
        movedAway = true;
        await updateItem(siteUrl, listId, itemId, { Status: 'Deferred', KanbanOrder: leftWithOrder }, { editorId: 1 });
      }
      return updateItem(siteUrl, listId, itemId, changes, options);
    }) as ListHost['updateItem'];
    resetServices(services);

    const fresh = (await cards()).find((c) => c.id === mover.id) as Item;
    expect((await move(fresh, 'Completed', { order: null, neighbours: { previous: first.uniqueID, next: second.uniqueID } })).status).toBe(
      200,
    );
    expect(movedAway).toBe(true);
    const after = await cards();
    expect(after.find((c) => c.id === leaving.id)).toMatchObject({ columnValue: 'Deferred', order: leftWithOrder });
    for (const column of ['Completed', 'Deferred']) {
      const orders = ordersIn(after, column);
      expect({ column, unique: new Set(orders).size }).toEqual({ column, unique: orders.length });
    }
  });

  it('leaves no two cards with one order when a move renumbers its own column and is then refused as stale', async () => {
    const [first, second, mover] = (await cards()).filter((c) => c.columnValue === 'Completed');
    // No gap between `first` and `second`, and `mover` holds the order the renumbering gives the column's first card.
    await setOrders([
      [first, 5000],
      [second, 5000.00001],
      [mover, 1000],
    ]);
    // When the move comes to write the card, after the column is renumbered, someone has just renamed it.
    const renamed = renameBeforeItsWrite(mover.id);

    const fresh = (await cards()).find((c) => c.id === mover.id) as Item;
    const refused = await move(fresh, 'Completed', { order: null, neighbours: { previous: first.uniqueID, next: second.uniqueID } });
    expect([refused.status, renamed()]).toEqual([412, true]);
    const after = await cards();
    expect(after.find((c) => c.id === mover.id)).toMatchObject({ name: 'Renamed meanwhile', order: 1000 });
    const orders = ordersIn(after, 'Completed');
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('leaves no two cards with one order when one card of a selection dropped into its own column is refused as stale', async () => {
    const [previous, stale, next, taker] = (await cards()).filter((c) => c.columnValue === 'Deferred');
    // `taker` and `stale` are dropped, in that order, between `previous` and `next`: the gap's first new
    // order is the one `stale` holds, and `stale` is renamed just before its own write.
    await setOrders([
      [previous, 3000],
      [stale, 3010],
      [next, 3030],
      [taker, 3040],
    ]);
    const renamed = renameBeforeItsWrite(stale.id);

    const fresh = await cards();
    const run = [taker, stale].map((card) => fresh.find((c) => c.id === card.id) as Item);
    const neighbours = { previous: previous.uniqueID, next: next.uniqueID };
    const answer = await moveSelection(env.alex, DEMO_BOARD_ID, run, { column: 'Deferred', lane: taker.rowValue }, neighbours);
    expect([answer.status, renamed()]).toEqual([200, true]);
    const after = await cards();
    expect(after.find((c) => c.id === stale.id)).toMatchObject({ name: 'Renamed meanwhile', order: 3010 });
    const orders = ordersIn(after, 'Deferred');
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('holds the column only for a move that names a place in it, or into a column with a WIP limit', async () => {
    const held = recordHolds();
    const card = (await cards()).find((c) => c.columnValue === 'Completed') as Item;
    const toReview = await move(card, 'Review', { order: null });
    expect([toReview.status, held]).toEqual([200, []]);
    const [previous, next] = (await cards()).filter((c) => c.columnValue === 'Completed');
    const back = await move(toReview.body, 'Completed', { order: null, neighbours: { previous: previous.uniqueID, next: next.uniqueID } });
    expect([back.status, held]).toEqual([200, ['Completed']]);
    // In Progress has a WIP limit: the move holds it whether or not it has room.
    await move(back.body, 'In Progress', { order: null });
    expect(held).toEqual(['Completed', 'In Progress']);
  });
});
