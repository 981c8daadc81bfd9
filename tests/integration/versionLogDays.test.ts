import { TableClient } from '@azure/data-tables';
import { expect, it } from 'vitest';
import { type ItemVersion, TableListHost } from '@listboard/functions/host-api';
import { DEMO_TASKS_LIST_ID } from '@listboard/local';
import { DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

// The built-in store's change log (docs/reporting.md, "The version feed"): a partition per day of the entries' stamps,
// read from the cursor's day on, with the entries of the single partition the log had before.
const env = signedInStack();
const DAY_MS = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString();
const version = (number: number, at: number): ItemVersion => ({
  version: number,
  modified: stamp(at),
  editorId: 1,
  changes: { Status: `s${number}` },
});

it('reads the days since the cursor in stamp order, an old cursor whole, and the entries of the one partition of before', async () => {
  const host = new TableListHost(env.stack.storageConnectionString);
  const [first, second] = await host.queryItems(DEMO_SITE, DEMO_TASKS_LIST_ID);
  const now = Date.now();
  await host.importItemHistory(DEMO_SITE, DEMO_TASKS_LIST_ID, [
    { itemId: first.id, versions: [version(1, now - 3 * DAY_MS), version(2, now - 2 * DAY_MS)] },
    { itemId: second.id, versions: [version(1, now - 2 * DAY_MS - 1000), version(2, now - DAY_MS)] },
  ]);
  // An entry the log kept in its single partition, before it had one per day.
  const versions = TableClient.fromConnectionString(env.stack.storageConnectionString, 'lbversions', { allowInsecureConnection: true });
  await versions.createEntity({
    partitionKey: `${DEMO_TASKS_LIST_ID}|log`,
    rowKey: `${stamp(now - 5000)}|${second.id}|deleted`,
    itemId: second.id,
    kind: 'deleted',
    modified: stamp(now - 5000),
  });

  const feed = await host.readVersionFeed(DEMO_SITE, DEMO_TASKS_LIST_ID, stamp(now - 2 * DAY_MS - 5000));
  // The demo's own history of these items is in the feed too: ours are told by their stamps.
  const imported = new Set([now - 3 * DAY_MS, now - 2 * DAY_MS, now - 2 * DAY_MS - 1000, now - DAY_MS].map(stamp));
  const ours = feed.versions.filter((each) => imported.has(each.modified));
  expect(ours.map((each) => [each.itemId, each.version])).toEqual([
    [second.id, 1],
    [first.id, 2],
    [second.id, 2],
  ]);
  expect(feed.versions.map((each) => each.modified)).toEqual(feed.versions.map((each) => each.modified).sort());
  expect(feed.deletions).toEqual([{ itemId: second.id, at: stamp(now - 5000) }]);
  expect(feed.itemIds).toBeNull();

  // A cursor older than the log's days reads the list whole: every version, and the ids that tell deletions.
  const whole = await host.readVersionFeed(DEMO_SITE, DEMO_TASKS_LIST_ID, stamp(now - 40 * DAY_MS));
  expect(whole.versions.filter((each) => imported.has(each.modified))).toHaveLength(4);
  expect(whole.itemIds).toContain(first.id);
});
