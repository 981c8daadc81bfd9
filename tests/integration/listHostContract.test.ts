import { TableClient } from '@azure/data-tables';
import { TableListHost } from '@listboard/functions/host-api';
import { startAzurite } from '@listboard/local';
import { viewDefinitionSchema } from '@listboard/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type ListHostUnderTest, listHostContract } from '../contract/listHostContract';

const SITE = 'https://contoso.test/sites/ops';

// The built-in list store over Azurite; tests/integration/sharepointContract.test.ts runs the same suite on SharePoint.
listHostContract('the built-in list store', async () => {
  const azurite = await startAzurite({ location: null });
  const host = new TableListHost(azurite.connectionString);
  await host.ensureWeb({ url: SITE, name: 'Ops', description: '', language: 'de-DE' });
  // The built-in store takes author and editor from the call, and filters any column.
  const makeView: ListHostUnderTest['makeView'] = async (listId, { title, conditions, sort }) =>
    (await host.saveView(SITE, listId, viewDefinitionSchema.parse({ title, conditions, sort }))).id;
  return { host, as: () => host, indexColumn: () => undefined, makeView, savesViews: true, site: SITE, stop: () => azurite.stop() };
});

describe('the built-in list store, beyond the contract', () => {
  const started = startAzurite({ location: null });
  afterAll(async () => (await started).stop());

  it("deletes an item's comments with it, as SharePoint does, and a recycled one's once it is purged", async () => {
    const azurite = await started;
    const host = new TableListHost(azurite.connectionString);
    await host.ensureWeb({ url: SITE, name: 'Ops', description: '', language: 'de-DE' });
    const list = await host.createList(SITE, { title: 'Gone', fields: [{ internalName: 'Title', name: 'Title', type: 'Text' }] });
    const [kept, deleted] = await host.createItems(SITE, list.id, [{ Title: 'Kept' }, { Title: 'Deleted' }], 1);
    const author = await host.ensureUser(SITE, {
      name: 'Ada',
      email: 'ada@contoso.test',
      login: 'ada@contoso.test',
      isSiteAdmin: false,
      groups: [],
    });
    const [recycled, purged] = await host.createItems(SITE, list.id, [{ Title: 'Recycled' }, { Title: 'Purged' }], 1);
    for (const [item, text] of [
      [kept, 'Stays'],
      [deleted, 'Goes'],
      [recycled, 'Waits in the recycle bin'],
      [purged, 'Goes with the purge'],
    ] as const)
      await host.addItemComment(SITE, list.id, item.id, text, author);
    await host.deleteItem(SITE, list.id, deleted.id, {});
    // A recycled item keeps its comments until its time in the recycle bin is over.
    await host.recycleItem(SITE, list.id, purged.id, { deletedBy: 1 });
    expect(await host.purgeRecycledItems(new Date(Date.now() - 60_000))).toBe(0);
    expect(await host.purgeRecycledItems(new Date(Date.now() + 60_000))).toBe(1);
    const waiting = await host.recycleItem(SITE, list.id, recycled.id, { deletedBy: 1 });
    const table = TableClient.fromConnectionString(azurite.connectionString, 'lbitemcomments', { allowInsecureConnection: true });
    const texts: string[] = [];
    for await (const row of table.listEntities<{ text: string }>()) texts.push(row.text);
    expect(texts.toSorted()).toEqual(['Stays', 'Waits in the recycle bin']);
    await expect(host.restoreItem(SITE, list.id, recycled.id, waiting)).resolves.toMatchObject({ values: { Title: 'Recycled' } });
  });

  it('reads every item in id order, also those another instance added after this one last read the list', async () => {
    const azurite = await started;
    const reader = new TableListHost(azurite.connectionString);
    const writer = new TableListHost(azurite.connectionString);
    await reader.ensureWeb({ url: SITE, name: 'Ops', description: '', language: 'de-DE' });
    const list = await reader.createList(SITE, { title: 'Ranges', fields: [{ internalName: 'Title', name: 'Title', type: 'Text' }] });
    const titles = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ Title: `Item ${from + index}` }));
    await reader.createItems(SITE, list.id, titles(1, 2_100), 1);
    expect(await reader.queryItems(SITE, list.id)).toHaveLength(2_100);
    // The reader keeps the list as it was (its highest id 2,100) while the writer adds 1,400 more.
    await writer.createItems(SITE, list.id, titles(2_101, 1_400), 1);
    const all = await reader.queryItems(SITE, list.id);
    expect(all.map((item) => item.id)).toEqual(Array.from({ length: 3_500 }, (_, index) => index + 1));
    expect(all.at(-1)?.values.Title).toBe('Item 3500');
  }, 60_000);
});
