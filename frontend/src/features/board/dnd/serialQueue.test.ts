import { describe, expect, it } from 'vitest';
import { deferred } from '../../../testing/deferred';
import { createSerialQueue } from './serialQueue';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSerialQueue', () => {
  it('starts a job only after the previous one settled', async () => {
    const queue = createSerialQueue();
    const first = deferred<string>();
    const started: string[] = [];
    const a = queue.enqueue(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue.enqueue(async () => {
      started.push('b');
      return 'b';
    });
    await flush();
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(2);
    first.resolve('a');
    await expect(a).resolves.toBe('a');
    await expect(b).resolves.toBe('b');
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toBe(0);
  });

  it('keeps going after a job fails and reports the failure to its caller', async () => {
    const queue = createSerialQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('boom')));
    const next = queue.enqueue(async () => 42);
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
  });

  it('whenIdle waits for jobs enqueued while it waits', async () => {
    const queue = createSerialQueue();
    const order: string[] = [];
    const gate = deferred<void>();
    void queue.enqueue(async () => {
      await gate.promise;
      order.push('first');
      void queue.enqueue(async () => {
        order.push('second');
      });
    });
    const idle = queue.whenIdle().then(() => order.push('idle'));
    gate.resolve();
    await idle;
    expect(order).toEqual(['first', 'second', 'idle']);
  });
});
