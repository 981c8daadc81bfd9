// The merge lives in api/ (the tasks query runs it); its test sits with the board fixtures it uses.
import { describe, expect, it } from 'vitest';
import type { Item, TasksResponse } from '@listboard/shared';
import { mergeBoardRead } from '../../../api/tasksMerge';
import { card, column, layoutOf, row } from '../testing/dndBoard';

const version = (item: Item, etag: string): Item => ({ ...item, info: { ...item.info, etag } });

function board(cells: { todo: Item[]; done: Item[] }): TasksResponse {
  return { users: [], rows: [row('', [column('todo', cells.todo), column('done', cells.done)], true)] };
}

const [a, b, c] = ['A', 'B', 'C'].map((name) => card(name, 'todo', null));
const nobodyHeld = () => false;

describe('a board read merged into what the page shows', () => {
  it('keeps a card whose move is not answered yet where it was dropped, between the same cards', () => {
    const shown = board({ todo: [b], done: [c, { ...a, columnValue: 'done' }] });
    const read = board({ todo: [a, b], done: [c] });
    const merged = mergeBoardRead(shown, read, (id) => id === a.uniqueID);
    expect(layoutOf(merged)).toEqual([['todo: B', 'done: C,A']]);
  });

  it('keeps a card the page has in a later version than the read, and takes the read for the others', () => {
    const moved = version({ ...a, columnValue: 'done' }, '"A-2"');
    const shown = board({ todo: [b], done: [moved, c] });
    const read = board({ todo: [a, version(b, '"B-2"')], done: [c] });
    const merged = mergeBoardRead(shown, read, nobodyHeld);
    expect(layoutOf(merged)).toEqual([['todo: B', 'done: A,C']]);
    expect(merged.rows[0].columns[1].items[0]).toBe(moved);
    expect(merged.rows[0].columns[0].items[0].info.etag).toBe('"B-2"');
  });

  it('takes the read whole when it is as new as what the page shows, or the page shows nothing yet', () => {
    const shown = board({ todo: [a, b], done: [c] });
    const read = board({ todo: [b], done: [c, version({ ...a, columnValue: 'done' }, '"A-2"')] });
    expect(mergeBoardRead(shown, read, nobodyHeld)).toBe(read);
    expect(mergeBoardRead(undefined, read, nobodyHeld)).toBe(read);
  });
});
