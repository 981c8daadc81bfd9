import { describe, expect, it } from 'vitest';
import type { ChangeEvent, PendingChangesMessage } from '../../ports/changeQueue';
import type { PendingChanges } from '../../ports/pendingChanges';
import { ChangeOutbox } from './changeOutbox';

const eventOf = (id: number, boardId = 'b1') =>
  ({ id: `e${id}`, tenant: 'https://t', boardId, listId: 'l', itemId: id, at: new Date(id).toISOString() }) as ChangeEvent;

/** A store that takes its time, as storage does, and remembers each hand-over. */
function fakes({ failAdd = false, failQueue = false } = {}) {
  const adds: string[][] = [];
  const messages: { message: PendingChangesMessage; delay: number }[] = [];
  const logs: string[] = [];
  const pending = {
    async add(events: readonly ChangeEvent[]) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failAdd) throw new Error('storage is down');
      adds.push(events.map((event) => event.id));
      return events.map((event) => `key-${event.id}`);
    },
  } as unknown as PendingChanges;
  const queue = {
    async enqueue(message: PendingChangesMessage, delay: number) {
      if (failQueue) throw new Error('queue is down');
      messages.push({ message, delay });
    },
  };
  const outbox = new ChangeOutbox({ pending, queue, combineSeconds: 60, log: (line) => logs.push(line) });
  return { outbox, adds, messages, logs };
}

describe('ChangeOutbox', () => {
  it('hands changes over after the write, gathering those of a short while into one store call and one message per board, and those that arrive meanwhile into the next', async () => {
    const { outbox, adds, messages } = fakes();
    outbox.record(async () => eventOf(1), 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let id = 2; id <= 6; id += 1) outbox.record(async () => eventOf(id, id % 2 ? 'b1' : 'b2'), `change ${id}`);
    // The gathering is over and the store is busy with the first hand-over.
    await new Promise((resolve) => setTimeout(resolve, 220));
    outbox.record(async () => eventOf(7), 'late');
    await outbox.drain();
    expect(adds).toEqual([['e1', 'e2', 'e3', 'e4', 'e5', 'e6'], ['e7']]);
    expect(messages.map(({ message, delay }) => [message.boardId, message.changes.map((change) => change.key), delay])).toEqual([
      ['b1', ['key-e1', 'key-e3', 'key-e5'], 60],
      ['b2', ['key-e2', 'key-e4', 'key-e6'], 60],
      ['b1', ['key-e7'], 60],
    ]);
  });

  it('logs a change it could not describe or store, and goes on with the next', async () => {
    const { outbox, logs } = fakes({ failAdd: true });
    outbox.record(async () => {
      throw new Error('the list did not answer');
    }, 'The change of item 7');
    outbox.record(async () => eventOf(8), 'The change of item 8');
    await outbox.drain();
    expect(logs).toEqual([
      'The change of item 7 was not recorded for mail: the list did not answer',
      '1 change(s) were not handed over for mail: storage is down',
    ]);
  });

  it('says when changes are stored but their message could not be queued', async () => {
    const { outbox, logs } = fakes({ failQueue: true });
    outbox.record(async () => eventOf(9), 'The change of item 9');
    await outbox.drain();
    expect(logs).toEqual(["Changes of board b1 are stored but not queued; they wait for the card's next change: queue is down"]);
  });
});
