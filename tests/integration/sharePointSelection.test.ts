import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { Item, TasksResponse } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { cardsOf, cellOf, loadBoard } from '../support/boardEditor';
import { actOnSelection, moveSelection } from '../support/selection';
import { sharePointStack, signedInOnSharePoint } from './sharePointStackFixture';

// A selection of cards on a board whose list is on SharePoint: the set moves in one request under the
// cells' WIP limits, and the selection bar's actions land on the items there, each card answered on its own.
const env = sharePointStack('selection');
const BATCH = 12;
let alex: ApiClient;

beforeAll(async () => {
  alex = await signedInOnSharePoint(env, 'alex@demo.listboard.local');
  const where = {
    boardID: DEMO_BOARD_ID,
    siteURL: env.tenant.siteUrl,
    listID: (await storedConfigOf(alex, DEMO_BOARD_ID)).source.lists[0].listID,
  };
  for (let n = 1; n <= BATCH; n += 1)
    await saveValues(alex, where, 0, { Title: `Selected on SharePoint ${n}`, Status: 'Deferred', Priority: '(3) Low' });
});

const readBoard = () => loadBoard(alex, DEMO_BOARD_ID);
const batchOf = (board: TasksResponse): Item[] => cardsOf(board).filter((c) => c.name.startsWith('Selected on SharePoint '));

describe('a selection of cards on SharePoint', () => {
  it('moves the set in one request, and never over a WIP limit under parallel moves', async () => {
    const selected = batchOf(await readBoard())
      .slice(0, 4)
      .reverse();
    const moved = await moveSelection(alex, DEMO_BOARD_ID, selected, { column: 'Review', lane: '(3) Low' });
    expect(moved.body.results.map((r) => r.outcome)).toEqual(['done', 'done', 'done', 'done']);
    // This board keeps no order field: its cells show their cards in the list's own order.
    const review = cellOf(await readBoard(), '(3) Low', 'Review').map((c) => c.uniqueID);
    expect(review).toEqual(expect.arrayContaining(selected.map((c) => c.uniqueID)));

    const before = await readBoard();
    const room = 3 - cellOf(before, '(3) Low', 'In Progress').length;
    expect(room).toBeGreaterThan(0);
    const rest = batchOf(before).filter((c) => c.columnValue === 'Deferred');
    const answers = await Promise.all([
      moveSelection(alex, DEMO_BOARD_ID, rest.slice(0, 4), { column: 'In Progress', lane: '(3) Low' }),
      moveSelection(alex, DEMO_BOARD_ID, rest.slice(4), { column: 'In Progress', lane: '(3) Low' }),
    ]);
    const outcomes = answers.flatMap((answer) => answer.body.results);
    expect(outcomes.filter((o) => o.outcome === 'done')).toHaveLength(room);
    for (const refused of outcomes.filter((o) => o.outcome === 'refused')) expect(refused).toMatchObject({ code: 'wip_limit' });
    const after = await readBoard();
    expect(cellOf(after, '(3) Low', 'In Progress')).toHaveLength(3);
    expect(cardsOf(after)).toHaveLength(cardsOf(before).length);
  });

  it("sets a field on every item, answering each one's value before; copies them; and deletes them into the recycle bin", async () => {
    const inReview = (board: TasksResponse) => batchOf(board).filter((c) => c.columnValue === 'Review');
    const cards = inReview(await readBoard()).slice(0, 2);
    const set = await actOnSelection(alex, DEMO_BOARD_ID, cards, { kind: 'field', name: 'Project', value: 'Intranet' });
    expect(set.body.results.map((r) => r.outcome === 'done' && r.item?.card.Project?.v)).toEqual(['Intranet', 'Intranet']);
    expect(set.body.results.map((r) => r.outcome === 'done' && 'previous' in r)).toEqual([true, true]);
    const stored = inReview(await readBoard()).slice(0, 2);
    expect(stored.map((c) => c.card.Project?.v)).toEqual(['Intranet', 'Intranet']);

    const copied = await actOnSelection(alex, DEMO_BOARD_ID, stored, { kind: 'copy' });
    const copies = copied.body.results.map((r) => (r.outcome === 'done' ? r.item : undefined));
    expect(copies.map((copy) => [copy?.name, copy?.card.Project?.v])).toEqual(stored.map((c) => [c.name, 'Intranet']));

    const removed = await actOnSelection(alex, DEMO_BOARD_ID, stored, { kind: 'remove' });
    expect(removed.body.results.map((r) => r.outcome)).toEqual(['done', 'done']);
    const left = cardsOf(await readBoard()).map((c) => c.uniqueID);
    for (const card of stored) expect(left).not.toContain(card.uniqueID);
    const [first] = removed.body.results;
    const restored = await alex.call('POST', 'item/restore', {
      boardID: DEMO_BOARD_ID,
      restoreToken: first.outcome === 'done' ? first.restoreToken : '',
    });
    expect(restored.status).toBe(200);
    expect(cardsOf(await readBoard()).map((c) => c.uniqueID)).toContain(stored[0].uniqueID);
  });
});
