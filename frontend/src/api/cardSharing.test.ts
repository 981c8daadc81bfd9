import { describe, expect, it } from 'vitest';
import type { Column, Item, Row, TasksResponse } from '@listboard/shared';
import { shareBoardCards } from './cardSharing';

const card = (id: number, columnValue: string, name = `Task ${id}`): Item =>
  ({
    id,
    name,
    uniqueID: `list#${id}`,
    info: { siteURL: 'https://contoso.sharepoint.com/sites/team', listID: 'list', itemID: id, timestamp: 1, etag: '"1"' },
    columnValue,
    rowValue: '',
    labels: [{ name: 'Bug', color: '#E74856', fontColor: '#000000' }],
    card: { Points: { t: '3', v: '3' } },
  }) as unknown as Item;

const column = (value: string, items: Item[]): Column => ({ id: value, name: value, value, index: 0, items }) as unknown as Column;

function board(columns: Record<string, number[]>, changed: Record<number, string> = {}): TasksResponse {
  const row = {
    name: '',
    value: '',
    columns: Object.entries(columns).map(([value, ids]) =>
      column(
        value,
        ids.map((id) => card(id, value, changed[id])),
      ),
    ),
  } as unknown as Row;
  return { rows: [row], users: [{ id: 1, name: 'Adele Vance', email: 'adele@contoso.com', login: 'adele' }] } as TasksResponse;
}

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('sharing a board read with the board shown', () => {
  it('keeps the whole answer when a read brings the same cards', () => {
    const shown = board({ Backlog: ids(1, 3), Done: ids(10, 2) });
    expect(shareBoardCards(shown, board({ Backlog: ids(1, 3), Done: ids(10, 2) }))).toBe(shown);
  });

  it('keeps every card by its id when one leaves a long column, and the columns it did not touch', () => {
    const shown = board({ Backlog: ids(1, 2000), Done: ids(5000, 3) });
    const read = board({ Backlog: ids(2, 1999), Done: [...ids(5000, 3), 1] }, { 1: 'Task 1' });
    const shared = shareBoardCards(shown, read) as TasksResponse;
    const [backlog, done] = shared.rows[0].columns;
    const [shownBacklog, shownDone] = shown.rows[0].columns;
    expect(backlog.items.every((item, index) => item === shownBacklog.items[index + 1])).toBe(true);
    expect(done).not.toBe(shownDone);
    expect(done.items.slice(0, 3).every((item, index) => item === shownDone.items[index])).toBe(true);
    // The moved card changed column: it is the read's, equal to it in every field.
    expect(done.items[3]).not.toBe(shownBacklog.items[0]);
    expect(done.items[3]).toEqual(read.rows[0].columns[1].items[3]);
    expect(shared.users).toBe(shown.users);
    expect(shared).toEqual(read);
  });

  it('takes a changed card from the read and keeps its unchanged parts', () => {
    const shown = board({ Backlog: ids(1, 3), Done: ids(10, 2) });
    const shared = shareBoardCards(shown, board({ Backlog: ids(1, 3), Done: ids(10, 2) }, { 2: 'Renamed' })) as TasksResponse;
    const [backlog, done] = shared.rows[0].columns;
    expect(done).toBe(shown.rows[0].columns[1]);
    expect(backlog.items[1].name).toBe('Renamed');
    expect(backlog.items[1].labels).toBe(shown.rows[0].columns[0].items[1].labels);
    expect(backlog.items[0]).toBe(shown.rows[0].columns[0].items[0]);
  });

  it('takes the first read as it is', () => {
    const read = board({ Backlog: ids(1, 2) });
    expect(shareBoardCards(undefined, read)).toBe(read);
  });
});
