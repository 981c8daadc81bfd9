import { describe, expect, it } from 'vitest';
import { TableClients, TableColumnLocks } from '@listboard/functions/host-api';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a column lease', () => {
  it('stays with a living holder whose work outlasts the lease, so no one else enters the column meanwhile', async () => {
    // A lease of 1 s renewed every 100 ms, held by work of 2.5 s: without renewal the second caller would take over.
    const locks = new TableColumnLocks(new TableClients(env.stack.storageConnectionString), { leaseMs: 1000, renewEveryMs: 100 });
    const events: string[] = [];
    const slow = locks.hold('lease-board', 'Review', async () => {
      events.push('first in');
      await pause(2500);
      events.push('first out');
    });
    await pause(100);
    const next = locks.hold('lease-board', 'Review', async () => {
      events.push('second in');
    });
    await Promise.all([slow, next]);
    expect(events).toEqual(['first in', 'first out', 'second in']);
  });

  it('is taken over once its holder stops renewing it', async () => {
    const tables = new TableClients(env.stack.storageConnectionString);
    const dead = new TableColumnLocks(tables, { leaseMs: 300, renewEveryMs: 60_000 });
    const alive = new TableColumnLocks(tables, { leaseMs: 300, renewEveryMs: 100 });
    const events: string[] = [];
    const stuck = dead.hold('lease-board', 'Deferred', async () => {
      events.push('stuck in');
      await pause(1500);
      events.push('stuck out');
    });
    await pause(50);
    await alive.hold('lease-board', 'Deferred', async () => {
      events.push('next in');
    });
    await stuck;
    expect(events).toEqual(['stuck in', 'next in', 'stuck out']);
  });
});
