import { describe, expect, it } from 'vitest';
import { TableClients, TableColumnLocks } from '@listboard/functions/host-api';
import { until } from '../support/until';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds `column` for `ms`, writing down when the work begins and ends. */
function holdFor(locks: InstanceType<typeof TableColumnLocks>, column: string, ms: number, who: string, events: string[]): Promise<void> {
  return locks.hold('lease-board', column, async () => {
    events.push(`${who} in`);
    if (ms === 0) return;
    await pause(ms);
    events.push(`${who} out`);
  });
}

describe('a column lease', () => {
  it('stays with a living holder whose work outlasts the lease, so no one else enters the column meanwhile', async () => {
    // A lease of 1 s renewed every 100 ms, held by work of 2.5 s: without renewal the second caller would take over.
    const locks = new TableColumnLocks(new TableClients(env.stack.storageConnectionString), { leaseMs: 1000, renewEveryMs: 100 });
    const events: string[] = [];
    const slow = holdFor(locks, 'Review', 2500, 'first', events);
    // The second caller comes once the first holds the column, however long taking it took.
    await until(
      () => events.includes('first in') || undefined,
      30_000,
      () => 'the first holder to enter',
    );
    const next = holdFor(locks, 'Review', 0, 'second', events);
    await Promise.all([slow, next]);
    expect(events).toEqual(['first in', 'first out', 'second in']);
  });

  it('is taken over once its holder stops renewing it', async () => {
    const tables = new TableClients(env.stack.storageConnectionString);
    const dead = new TableColumnLocks(tables, { leaseMs: 300, renewEveryMs: 60_000 });
    const alive = new TableColumnLocks(tables, { leaseMs: 300, renewEveryMs: 100 });
    const events: string[] = [];
    const stuck = holdFor(dead, 'Deferred', 1500, 'stuck', events);
    await until(
      () => events.includes('stuck in') || undefined,
      30_000,
      () => 'the stuck holder to enter',
    );
    await holdFor(alive, 'Deferred', 0, 'next', events);
    await stuck;
    expect(events).toEqual(['stuck in', 'next in', 'stuck out']);
  });
});
