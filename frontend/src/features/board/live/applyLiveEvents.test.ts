import { describe, expect, it } from 'vitest';
import type { Item, RealtimeEvent, TasksResponse } from '@listboard/shared';
import { card, column, layoutOf, row } from '../testing/dndBoard';
import { applyLiveEvents, cardEventsOf } from './applyLiveEvents';

const viewer = { userId: 7, level: 3 as const };

function board(): TasksResponse {
  return {
    rows: [
      row('high', [
        column('todo', [card('A', 'todo', 10, 'high'), card('B', 'todo', 20, 'high')]),
        column('done', [card('C', 'done', 10, 'high')]),
      ]),
      row('', [column('todo', []), column('done', [])], true),
    ],
    users: [],
  };
}

function updated(item: Item, patch: Partial<Item>, timestamp = 5, etag = `"${item.name}-${timestamp}"`): RealtimeEvent {
  const next = { ...item, ...patch, info: { ...item.info, timestamp, etag } };
  return { type: 'itemCreatedOrUpdated', boardID: 'b', listID: 'list1', itemID: item.id, timestamp, item: next };
}

const findCardIn = (data: TasksResponse, name: string) =>
  data.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((item) => item.name === name) as Item;

describe('applying live events', () => {
  it('moves an updated card to its new cell at its place by order', () => {
    const data = board();
    const a = data.rows[0].columns[0].items[0];
    const next = applyLiveEvents(data, [updated(a, { columnValue: 'done', order: 5 })], viewer);
    expect(layoutOf(next)).toEqual([
      ['todo: B', 'done: A,C'],
      ['todo: ', 'done: '],
    ]);
  });

  it("ignores an update of a card older than the one the page has, by the card's version, not the time the event was sent", () => {
    const data = board();
    const a = data.rows[0].columns[0].items[0];
    const older: RealtimeEvent = { ...updated(a, { columnValue: 'done' }, 1, '"A-0"'), timestamp: 99 };
    expect(applyLiveEvents(data, [older], viewer)).toBe(data);
  });

  it('takes the same version again (a parent sent with fresh subtask counts)', () => {
    const data = board();
    const a = data.rows[0].columns[0].items[0];
    const counted: RealtimeEvent = { ...updated(a, { subInfo: { count: 1, completed: 1 } }, 1, a.info.etag), timestamp: 99 };
    expect(findCardIn(applyLiveEvents(data, [counted], viewer), 'A').subInfo).toEqual({ count: 1, completed: 1 });
  });

  it('adds a created card, into the default lane when its lane is unknown, and removes a deleted one', () => {
    const data = board();
    const created = updated(card('N', 'todo', 15, 'nowhere'), {});
    const removed: RealtimeEvent = { type: 'itemRemoved', boardID: 'b', listID: 'list1', itemID: 0, timestamp: 9 };
    const b = data.rows[0].columns[0].items[1];
    const next = applyLiveEvents(data, [created, { ...removed, itemID: b.id }], viewer);
    expect(layoutOf(next)).toEqual([
      ['todo: A', 'done: C'],
      ['todo: N', 'done: '],
    ]);
  });

  it('works out edit rights for the viewer, not the writer', () => {
    const data = board();
    const a = data.rows[0].columns[0].items[0];
    const mine = applyLiveEvents(data, [updated(a, { usersIds: [7], allowEdit: false })], viewer);
    expect(mine.rows[0].columns[0].items[0].allowEdit).toBe(true);
    const theirs = applyLiveEvents(data, [updated(a, { usersIds: [8], allowEdit: true })], viewer);
    expect(theirs.rows[0].columns[0].items[0]).toMatchObject({ allowEdit: false, isReadOnly: true });
  });

  it('keeps untouched cells as they were, so their cards do not re-render', () => {
    const data = board();
    const c = data.rows[0].columns[1].items[0];
    const next = applyLiveEvents(data, [updated(c, { name: 'C2' })], viewer);
    expect(next.rows[0].columns[0]).toBe(data.rows[0].columns[0]);
    expect(next.rows[1]).toBe(data.rows[1]);
  });

  it("applies a selection's event as the events of its cards, in one pass", () => {
    const data = board();
    const [a, b] = data.rows[0].columns[0].items;
    const moved = [a, b].map((item, index) => ({ ...item, columnValue: 'done', order: 11 + index, info: { ...item.info, timestamp: 5 } }));
    const events = cardEventsOf({ type: 'itemsChanged', boardID: 'b', timestamp: 5, items: moved, originId: 'other' });
    expect(events.map((event) => event.type)).toEqual(['itemCreatedOrUpdated', 'itemCreatedOrUpdated']);
    expect(layoutOf(applyLiveEvents(data, events, viewer))).toEqual([
      ['todo: ', 'done: C,A,B'],
      ['todo: ', 'done: '],
    ]);
  });
});
