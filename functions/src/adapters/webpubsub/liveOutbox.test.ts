import type { RealtimeEvent } from '@listboard/shared';
import { describe, expect, it } from 'vitest';
import { EventRefusedError, LiveOutbox } from './liveOutbox';

const LIMITS = { maxWaiting: 3, firstRetryDelayMs: 1, maxRetryDelayMs: 4 };

function removed(itemID: number): RealtimeEvent {
  return { type: 'itemRemoved', boardID: 'b1', listID: 'l1', itemID, timestamp: itemID };
}

/** A channel whose sends the test answers one by one. */
function heldChannel() {
  const sends: { boardId: string; itemID: number; settle(error?: Error): void }[] = [];
  const send = (boardId: string, event: RealtimeEvent) =>
    new Promise<void>((resolve, reject) => {
      sends.push({ boardId, itemID: 'itemID' in event ? event.itemID : 0, settle: (error) => (error ? reject(error) : resolve()) });
    });
  return { sends, send };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('LiveOutbox', () => {
  it("returns before the channel answers, and sends a board's events one at a time in order", async () => {
    const channel = heldChannel();
    const outbox = new LiveOutbox(channel.send, () => undefined, LIMITS);
    outbox.enqueue('b1', removed(1));
    outbox.enqueue('b1', removed(2));
    outbox.enqueue('b2', removed(9));
    expect(channel.sends.map((s) => [s.boardId, s.itemID])).toEqual([
      ['b1', 1],
      ['b2', 9],
    ]);
    channel.sends[0].settle();
    await until(() => channel.sends.length === 3);
    expect(channel.sends[2]).toMatchObject({ boardId: 'b1', itemID: 2 });
  });

  it('retries the head event while the channel fails, keeping the order', async () => {
    const channel = heldChannel();
    const log: string[] = [];
    const outbox = new LiveOutbox(channel.send, (m) => log.push(m), LIMITS);
    outbox.enqueue('b1', removed(1));
    outbox.enqueue('b1', removed(2));
    for (let attempt = 0; attempt < 3; attempt++) {
      await until(() => channel.sends.length === attempt + 1);
      channel.sends[attempt].settle(new Error('connect ECONNREFUSED'));
    }
    await until(() => channel.sends.length === 4);
    channel.sends[3].settle();
    await until(() => channel.sends.length === 5);
    expect(channel.sends.map((s) => s.itemID)).toEqual([1, 1, 1, 1, 2]);
    expect(log).toEqual([
      expect.stringContaining('itemRemoved of item 1 for board b1 is waiting'),
      expect.stringContaining('took itemRemoved of item 1 for board b1 after 3 failed attempts'),
    ]);
  });

  it('drops the oldest waiting event past its bound and an event the channel refuses for good, and logs both', async () => {
    const channel = heldChannel();
    const log: string[] = [];
    const outbox = new LiveOutbox(channel.send, (m) => log.push(m), LIMITS);
    for (const id of [1, 2, 3, 4, 5]) outbox.enqueue('b1', removed(id));
    expect(log).toEqual([expect.stringContaining('itemRemoved of item 2 for board b1 was dropped: 3 updates were already waiting')]);
    channel.sends[0].settle(new EventRefusedError('HTTP 413'));
    await until(() => channel.sends.length === 2);
    expect(log[1]).toContain('itemRemoved of item 1 for board b1 was dropped: the live channel refused it (HTTP 413)');
    for (let index = 1; index < 4; index++) {
      channel.sends[index].settle();
      await until(() => channel.sends.length === index + 2 || index === 3);
    }
    expect(channel.sends.map((s) => s.itemID)).toEqual([1, 3, 4, 5]);
  });
});
