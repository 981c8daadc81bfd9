import { TableListHost } from '@listboard/functions/host-api';
import { startAzurite } from '@listboard/local';
import { viewDefinitionSchema } from '@listboard/shared';
import { type ListHostUnderTest, listHostContract } from '../contract/listHostContract';

// The built-in list store over Azurite; tests/integration/sharepointContract.test.ts runs the same suite on SharePoint.
listHostContract('the built-in list store', async () => {
  const azurite = await startAzurite({ location: null });
  const host = new TableListHost(azurite.connectionString);
  const site = 'https://contoso.test/sites/ops';
  await host.ensureWeb({ url: site, name: 'Ops', description: '', language: 'de-DE' });
  // The built-in store takes author and editor from the call, and filters any column.
  const makeView: ListHostUnderTest['makeView'] = async (listId, { title, conditions, sort }) =>
    (await host.saveView(site, listId, viewDefinitionSchema.parse({ title, conditions, sort }))).id;
  return { host, as: () => host, indexColumn: () => undefined, makeView, savesViews: true, site, stop: () => azurite.stop() };
});
