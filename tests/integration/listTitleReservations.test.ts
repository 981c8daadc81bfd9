import { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListTitleTakenError, TableListHost } from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from '@listboard/local';

/** The built-in store's title reservations (functions/src/adapters/lists-local/listTitles.ts) follow its lists. */

const site = 'https://contoso.test/sites/titles';
let azurite: RunningAzurite;
let host: TableListHost;

beforeAll(async () => {
  azurite = await startAzurite({ location: null });
  host = new TableListHost(azurite.connectionString);
  await host.ensureWeb({ url: site, name: 'Titles', description: '' });
}, 60_000);

afterAll(async () => {
  await azurite?.stop();
}, 60_000);

const newList = (title: string) =>
  host.createList(site, { title, versioning: true, fields: [{ internalName: 'Title', name: 'Title', type: 'Text' }] });

describe("a list title's reservation", () => {
  it('is not a list of the site', async () => {
    await newList('Roadmap');
    expect((await host.getLists(site)).map((list) => list.title)).toEqual(['Roadmap']);
  });

  it("frees its title once its list is deleted behind the store's back", async () => {
    const gone = await newList('Archive');
    const lists = TableClient.fromConnectionString(azurite.connectionString, 'lblists', { allowInsecureConnection: true });
    await lists.deleteEntity(encodeURIComponent(site.toLowerCase()), gone.id);
    const again = await newList('ARCHIVE');
    expect(again.id).not.toBe(gone.id);
    await expect(newList('archive')).rejects.toBeInstanceOf(ListTitleTakenError);
  });
});
